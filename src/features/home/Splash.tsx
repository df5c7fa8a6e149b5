import { useEffect, useState } from "react";
import { LogoMark } from "@/components/Logo";
import { cn } from "@/lib/cn";

/** Logo animation phases (spec 4): assembly, transition at 2 s, complete at 3 s. */
export const SPLASH_TRANSITION_MS = 2000;
export const SPLASH_COMPLETE_MS = 3000;

export type SplashPhase = "assembly" | "transition" | "complete";

/**
 * `skip`: start complete (returning to a built manifesto never replays the splash, nor does
 * a visitor who prefers reduced motion). `finish()` ends it at once ("Skip intro").
 */
export function useSplashPhase(skip = false): { phase: SplashPhase; finish: () => void } {
  const [phase, setPhase] = useState<SplashPhase>(skip ? "complete" : "assembly");
  const [finished, setFinished] = useState(skip);
  useEffect(() => {
    if (finished) return;
    const a = window.setTimeout(() => setPhase("transition"), SPLASH_TRANSITION_MS);
    const b = window.setTimeout(() => setPhase("complete"), SPLASH_COMPLETE_MS);
    return () => {
      window.clearTimeout(a);
      window.clearTimeout(b);
    };
  }, [finished]);
  const finish = () => {
    setFinished(true);
    setPhase("complete");
  };
  return { phase, finish };
}

export function Splash({ phase }: { phase: SplashPhase }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        "fixed inset-0 z-50 grid place-items-center bg-slate-50 transition-opacity duration-1000 dark:bg-slate-950",
        phase === "transition" && "opacity-0",
      )}
    >
      <LogoMark
        className={cn(
          "h-24 w-24 transition-transform duration-1000",
          phase === "assembly" ? "scale-100 animate-[spin_2s_ease-out_1]" : "scale-50",
        )}
      />
    </div>
  );
}
