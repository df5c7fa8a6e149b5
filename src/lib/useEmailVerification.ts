import { useState, type FormEvent } from "react";
import { useAction, useMutation, useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { resendWaitOf } from "@convex/domain/verification";
import type { Wait } from "@convex/domain/throttleWords";
import { errorCode, errorMessage, retryAfterOf } from "@/lib/errorMessage";

/** The words a verification form shows for what happened (each screen says them its way). */
export interface VerificationTexts {
  /** After a code went out: by email, or to the server's log when no mail service is set up. */
  sent(delivery: "email" | "log", sentTo: string): string;
  sendFailed: string;
  checkFailed: string;
  /** The server's refusal of a wrong or expired code, in the screen's language. */
  refusal(message: string): string;
  /** The resend limit's refusal ("Please wait 40 seconds before asking for another code."). */
  resendWait(wait: Wait): string;
}

/** The wait of a TOO_MANY_CODES refusal, from its `retryAfterMs`; null for any other error. */
export function resendWaitFrom(error: unknown): Wait | null {
  if (errorCode(error) !== "TOO_MANY_CODES") return null;
  const after = retryAfterOf(error);
  return after === null ? null : resendWaitOf(after);
}

/**
 * The email step's state and its two actions (docs/security.md "Verified votes"): send a
 * one-time code, then confirm the typed code. Shared by Account's card and the inline step
 * after binding, which differ only in how they look and what they say.
 */
export function useEmailVerification(texts: VerificationTexts) {
  const status = useQuery(api.verification.status);
  const sendCode = useAction(api.verification.sendCode);
  const confirmCode = useMutation(api.verification.confirm);
  const [code, setCode] = useState("");
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function attempt(work: () => Promise<void>, failure: string) {
    setError(null);
    setBusy(true);
    try {
      await work();
    } catch (caught) {
      const wait = resendWaitFrom(caught);
      setError(wait === null ? errorMessage(caught, failure) : texts.resendWait(wait));
    } finally {
      setBusy(false);
    }
  }

  const send = () =>
    attempt(async () => {
      const result = await sendCode({});
      setSent(texts.sent(result.delivery === "email" ? "email" : "log", result.sentTo));
    }, texts.sendFailed);

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    return attempt(async () => {
      const result = await confirmCode({ code });
      if (!result.verified)
        setError(result.message === null ? null : texts.refusal(result.message));
    }, texts.checkFailed);
  };

  return { status, code, setCode, sent, error, busy, send, confirm };
}
