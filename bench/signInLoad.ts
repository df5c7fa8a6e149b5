/**
 * Sign-in traffic at the throttles' maximum (issue 36): from each of ADDRESSES loopback
 * addresses (127.0.0.10, .11, …; the sign-in throttles do not exempt loopback), one
 * password sign-in after another over HTTP, each with a fresh email and a wrong password,
 * as an account hunter would send them; a refusal's `retryAfterMs` is waited out exactly,
 * and nothing more. Each attempt that is not refused costs the backend one scrypt
 * verification (an unknown email is checked against a dummy hash: docs/security.md) and
 * is answered after the 1 s floor of a failed sign-in.
 */
import { request } from "node:http";
import { sleep } from "../tests/server/harness";

/** Addresses signing in at once (the figure). */
export const SIGN_IN_ADDRESSES = 20;
/** The first address's last byte: 127.0.0.10 onwards. */
const FIRST_HOST = 10;

interface Answer {
  status: "success" | "error";
  errorData?: { code?: string; retryAfterMs?: number };
}

/** One `auth:signIn` action over POST /api/action from `localAddress`. */
function signInFrom(url: string, localAddress: string, email: string): Promise<Answer> {
  const body = JSON.stringify({
    path: "auth:signIn",
    args: { provider: "password", params: { email, password: "wrong-password-1", flow: "signIn" } },
    format: "json",
  });
  const target = new URL("/api/action", url);
  return new Promise((resolve, reject) => {
    const call = request(
      target,
      {
        method: "POST",
        localAddress,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => {
          try {
            resolve(JSON.parse(text) as Answer);
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    call.on("error", reject);
    call.end(body);
  });
}

export interface SignInFigures {
  /** Attempts answered "invalid credentials" (each one a password hash). */
  checked: number;
  /** Attempts refused by a throttle (no hash). */
  refused: number;
  /** Anything else (a failure of the benchmark or the backend). */
  errors: number;
  /** Time to answer a checked attempt (ms), sorted. */
  answerMs: number[];
}

export class SignInLoad {
  private stopped = false;
  private readonly loops: Promise<void>[] = [];
  readonly figures: SignInFigures = { checked: 0, refused: 0, errors: 0, answerMs: [] };
  firstError: unknown = null;

  constructor(
    private readonly url: string,
    addresses = SIGN_IN_ADDRESSES,
  ) {
    const run = `${process.pid}-${Date.now()}`;
    for (let k = 0; k < addresses; k++) {
      this.loops.push(this.loop(`127.0.0.${FIRST_HOST + k}`, `${run}-${k}`));
    }
  }

  private async loop(address: string, tag: string) {
    for (let n = 0; !this.stopped; n++) {
      const started = performance.now();
      try {
        const answer = await signInFrom(this.url, address, `hunt-${tag}-${n}@example.com`);
        const code = answer.errorData?.code;
        if (code === "INVALID_CREDENTIALS") {
          this.figures.checked++;
          this.figures.answerMs.push(performance.now() - started);
        } else if (code === "TOO_MANY_ATTEMPTS") {
          this.figures.refused++;
          const until = performance.now() + (answer.errorData?.retryAfterMs ?? 1000);
          while (!this.stopped && performance.now() < until) {
            await sleep(Math.min(100, until - performance.now()));
          }
        } else {
          this.figures.errors++;
          this.firstError ??= JSON.stringify(answer).slice(0, 300);
        }
      } catch (error) {
        this.figures.errors++;
        this.firstError ??= error;
        await sleep(100);
      }
    }
  }

  /** Stops sending, waits for the attempts under way; the figures. */
  async stop(): Promise<SignInFigures> {
    this.stopped = true;
    await Promise.all(this.loops);
    this.figures.answerMs.sort((a, b) => a - b);
    return this.figures;
  }
}
