import { readStorage, writeStorage } from "./storage";

/** Browser storage key of the AI client id (not in the spec's list; see docs/ai.md). */
const AI_CLIENT_ID_KEY = "ai-client-id";

let cached: string | null = null;

/**
 * A random id this browser keeps for itself, sent as `clientId` to the AI actions so that
 * anonymous visitors are rate-limited one by one (docs/ai.md "Abuse limits"). It names no
 * one: it is made here, never derived from the user. Without storage it lasts the page view.
 */
export function aiClientId(): string {
  if (cached) return cached;
  const stored = readStorage(AI_CLIENT_ID_KEY);
  if (stored && /^[\w-]{8,64}$/.test(stored)) {
    cached = stored;
    return stored;
  }
  const fresh =
    typeof crypto !== "undefined" && "randomUUID" in crypto
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
  writeStorage(AI_CLIENT_ID_KEY, fresh);
  cached = fresh;
  return fresh;
}
