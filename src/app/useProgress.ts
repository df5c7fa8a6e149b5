import { useConvexAuth, useQuery } from "convex/react";
import { useEffect, useState } from "react";
import { api } from "@convex/_generated/api";
import { readStorage, STORAGE_KEYS } from "@/lib/storage";

/** Progress refresh interval (spec 9). */
export const PROGRESS_REFRESH_MS = 30_000;

function sessionTax(): { sessionTaxRate?: number; sessionDividend?: number } {
  const rate = Number(readStorage(STORAGE_KEYS.taxRate));
  const dividend = Number(readStorage(STORAGE_KEYS.dividend));
  return {
    ...(Number.isFinite(rate) && rate > 0 ? { sessionTaxRate: rate } : {}),
    ...(Number.isFinite(dividend) && dividend > 0 ? { sessionDividend: dividend } : {}),
  };
}

/**
 * The progress summary (spec 4): live from the server while signed in, with the in-session
 * tax values re-read every 30 seconds and on demand ('Refresh progress').
 */
export function useProgress() {
  const { isAuthenticated } = useConvexAuth();
  const [session, setSession] = useState(sessionTax);
  useEffect(() => {
    if (!isAuthenticated) return;
    const timer = window.setInterval(() => setSession(sessionTax()), PROGRESS_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [isAuthenticated]);
  const summary = useQuery(api.progress.summary, isAuthenticated ? session : "skip");
  return {
    signedIn: isAuthenticated,
    summary: summary ?? null,
    refresh: () => setSession(sessionTax()),
  };
}
