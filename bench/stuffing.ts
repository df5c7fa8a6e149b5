/**
 * Stuffing from one address (issue 22, findings 1 and 2; docs/security.md "Sign-up and
 * guest throttling", docs/rooms.md "Stuffing"): a script on one address signs up accounts
 * and binds a national vote with each, then makes guests and binds a vote with each in one
 * room, as fast as the server answers, for DURATION seconds each. Prints what counted.
 *
 *   npx tsx bench/stuffing.ts                       (30 s each)
 *   STUFFING_SECONDS=60 npx tsx bench/stuffing.ts
 *   STUFFING_ROOT=/path/to/another/checkout npx tsx bench/stuffing.ts   (measure that one)
 *
 * Everything comes from 127.0.0.1: one address, its own network. A refused sign-up or
 * guest is not retried until the wait it was told has passed (the polite script: what a
 * patient attacker gets); refusals are counted.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const ROOT = resolve(process.env.STUFFING_ROOT ?? join(import.meta.dirname, ".."));
const SECONDS = Number(process.env.STUFFING_SECONDS ?? 30);
const PASSWORD = "correct-horse-42";

type Answer = { status: string; value?: unknown; errorMessage?: string; errorData?: unknown };

async function main() {
  process.env.AUTH_LOG_LEVEL ??= "ERROR"; // the auth library logs every sign-in otherwise
  const { startBackend } = (await import(pathToFileURL(join(ROOT, "server/backend.ts")).href)) as {
    startBackend: (options: Record<string, unknown>) => Promise<{
      url: string;
      close?: () => Promise<void>;
      stop?: () => Promise<void>;
    }>;
  };
  const dataDir = mkdtempSync(join(tmpdir(), "stuffing-"));
  const backend = await startBackend({
    port: 0,
    dataDir,
    convexDir: join(ROOT, "convex"),
    seed: true,
    quiet: true,
  });
  const call = async (kind: string, path: string, args: unknown, token?: string) => {
    const response = await fetch(`${backend.url}/api/${kind}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ path, args, format: "json" }),
    });
    return (await response.json()) as Answer;
  };
  const narratives = (await call("query", "narratives:listAll", {})).value as { _id: string }[];
  const narrativeId = narratives[0]._id;
  const defaults = (await call("query", "policies:defaultsForNarrative", { narrativeId }))
    .value as { _id: string }[];
  const vote = {
    narrativeId,
    selectedPolicyIds: defaults.map((p) => p._id),
    taxRate: 1.2,
    dividend: 3000,
  };

  // A facilitator's room for the guests (expected size at its largest, so only the
  // per-address rules apply).
  const owner = (
    await call("action", "auth:signIn", {
      provider: "password",
      params: { email: "facilitator@example.com", password: PASSWORD, flow: "signUp" },
    })
  ).value as { tokens: { token: string } };
  const roomArgs = { name: "Measured", expectedSize: 5000 };
  let room = await call("mutation", "rooms:create", roomArgs, owner.tokens.token);
  if (room.status !== "success") {
    room = await call("mutation", "rooms:create", { name: "Measured" }, owner.tokens.token);
  }
  const { code } = room.value as { code: string };

  async function measure(
    label: string,
    make: (n: number) => Promise<Answer>,
    cast: (token: string) => Promise<Answer>,
  ) {
    const end = Date.now() + SECONDS * 1000;
    let made = 0;
    let counted = 0;
    let waiting = 0;
    let refused = 0;
    for (let n = 0; Date.now() < end; n += 1) {
      const answer = await make(n);
      if (answer.status !== "success") {
        refused += 1;
        const wait = (answer.errorData as { retryAfterMs?: number } | undefined)?.retryAfterMs;
        if (wait === undefined) throw new Error(`${label}: ${answer.errorMessage}`);
        await new Promise((done) => setTimeout(done, Math.min(wait, end - Date.now())));
        continue;
      }
      made += 1;
      const { tokens } = answer.value as { tokens: { token: string } };
      const receipt = await cast(tokens.token);
      if (receipt.status !== "success") throw new Error(`${label} vote: ${receipt.errorMessage}`);
      if ((receipt.value as { pendingApproval?: boolean }).pendingApproval === true) waiting += 1;
      else counted += 1;
    }
    const perMinute = (x: number) => Math.round((x * 60) / SECONDS);
    console.log(
      `${label}: in ${SECONDS} s from one address, ${made} made (${perMinute(made)} a minute), ` +
        `${counted} votes counted, ${waiting} waiting for approval, ${refused} refusals`,
    );
  }

  await measure(
    "accounts",
    (n) =>
      call("action", "auth:signIn", {
        provider: "password",
        params: { email: `script-${n}@example.com`, password: PASSWORD, flow: "signUp" },
      }),
    (token) => call("mutation", "votes:bind", vote, token),
  );
  await measure(
    "guests",
    () => call("action", "auth:signIn", { provider: "anonymous" }),
    (token) => call("mutation", "votes:bind", { ...vote, roomCode: code }, token),
  );
  await (backend.close ?? backend.stop)?.call(backend);
  rmSync(dataDir, { recursive: true, force: true });
}

await main();
process.exit(0);
