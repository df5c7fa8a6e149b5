import { useEffect, useRef, useState } from "react";
import { cn } from "@/lib/cn";
import { prefersReducedMotion } from "@/lib/reducedMotion";

const DURATION_MS = 600;

interface Props {
  value: number;
  format: (value: number) => string;
  className?: string;
  testId?: string;
}

/**
 * Shows a live figure. When it changes it counts up (or down) to the new value over 600 ms
 * and briefly highlights; with prefers-reduced-motion it just swaps the number and the
 * highlight fades without movement.
 */
export function AnimatedNumber({ value, format, className, testId }: Props) {
  const [shown, setShown] = useState(value);
  const [flash, setFlash] = useState(false);
  const previous = useRef(value);

  useEffect(() => {
    const from = previous.current;
    previous.current = value;
    if (from === value) return;
    let frame = 0;
    const flashOn = window.setTimeout(() => setFlash(true), 0);
    const flashOff = window.setTimeout(() => setFlash(false), 1200);
    if (prefersReducedMotion()) {
      frame = requestAnimationFrame(() => setShown(value));
    } else {
      const start = performance.now();
      const tick = (now: number) => {
        const t = Math.min(1, (now - start) / DURATION_MS);
        const eased = 1 - (1 - t) ** 3;
        setShown(t === 1 ? value : from + (value - from) * eased);
        if (t < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    }
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(flashOn);
      window.clearTimeout(flashOff);
    };
  }, [value]);

  return (
    <span
      data-testid={testId}
      data-value={value}
      className={cn(
        "rounded px-0.5 tabular-nums transition-colors duration-700",
        flash && "bg-amber-200/70 dark:bg-amber-500/30",
        className,
      )}
    >
      {format(shown)}
    </span>
  );
}
