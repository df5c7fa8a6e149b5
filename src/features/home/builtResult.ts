/**
 * The manifesto built on the home page, kept for this tab (sessionStorage) so that leaving
 * for the editor and coming back (Cancel, browser Back) shows it again instead of the
 * splash and the typed intro. Start Again clears it.
 */
import type { BuiltManifesto } from "./manifestoTypes";

const KEY = "apt-home-result";

export interface BuiltResult {
  manifesto: BuiltManifesto;
  vision: string;
}

export function readBuiltResult(): BuiltResult | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<BuiltResult>;
    if (typeof value.vision !== "string" || typeof value.manifesto !== "object" || !value.manifesto)
      return null;
    if (!Array.isArray(value.manifesto.selectedPolicies)) return null;
    return value as BuiltResult;
  } catch {
    return null;
  }
}

export function writeBuiltResult(result: BuiltResult | null): void {
  try {
    if (result === null) window.sessionStorage.removeItem(KEY);
    else window.sessionStorage.setItem(KEY, JSON.stringify(result));
  } catch {
    // Storage blocked or full: the result stays for this page view only.
  }
}
