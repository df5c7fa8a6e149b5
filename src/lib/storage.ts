/** Browser storage keys of spec 3, plus the app's own selection key. */
import { paths } from "@/app/paths";
export const STORAGE_KEYS = {
  taxRate: "apt-tax-rate",
  dividend: "apt-dividend",
  valuesLocked: "apt-values-locked",
  pendingManifesto: "pendingManifesto",
  pendingRedirectPath: "pendingRedirectPath",
  theme: "theme",
  /** Not in the spec's list: the narrative, ranked policies and quiz result (spec 2.3, 4). */
  selection: "apt-selection",
  /** Not in the spec's list: the workshop room joined on this browser (docs/rooms.md). */
  room: "apt-room",
  /** Not in the spec's list: "Where do you live?" until a vote stores it (docs/nations.md). */
  residence: "apt-residence",
} as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage may be full or blocked; the app keeps working for this page view.
  }
}

/** Remembers where to return after signing in (spec 2.2, 4). */
export function setPendingRedirect(path: string): void {
  writeStorage(STORAGE_KEYS.pendingRedirectPath, path);
}

/**
 * Reads and clears the pending path; `fallback` when none (spec: /account). Only same-site
 * paths are honoured, and never /auth itself.
 */
export function takePendingRedirect(fallback = paths.account): string {
  const path = readStorage(STORAGE_KEYS.pendingRedirectPath);
  writeStorage(STORAGE_KEYS.pendingRedirectPath, null);
  return path && path.startsWith("/") && !path.startsWith("//") && path !== paths.auth
    ? path
    : fallback;
}
