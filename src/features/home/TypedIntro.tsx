import { memo, useEffect } from "react";
import { cn } from "@/lib/cn";
import { useTypedLines } from "./useTypedLines";

/**
 * The intro's lines typed one character at a time (spec 2.3), in a component of their own:
 * a character re-renders these few paragraphs only, not the home page with its header, its
 * account menu and its form (issue 42: about 200 renders of the whole page on a phone).
 * `skipped` shows them all at once; `onDone` is called once, when every line is shown.
 */
export const TypedIntro = memo(function TypedIntro({
  lines,
  start,
  instant,
  skipped,
  onDone,
}: {
  lines: readonly string[];
  start: boolean;
  instant: boolean;
  skipped: boolean;
  onDone: () => void;
}) {
  const { shown, done, activeLine, skip } = useTypedLines(lines, start, instant);
  useEffect(() => {
    if (skipped) skip();
  }, [skipped, skip]);
  useEffect(() => {
    if (done) onDone();
  }, [done, onDone]);
  return (
    // Every line is laid out whole from the first frame, its untyped rest unseen: a typed
    // character appears where it will stay, so nothing moves, neither a centred line as it
    // grows nor what is below as a fifth line wraps on a phone (issue 42: CLS 0.003-0.005).
    <div
      aria-hidden="true"
      className="space-y-1 text-2xl font-semibold leading-snug md:text-4xl"
      data-testid="intro-typed"
    >
      {lines.map((line, i) => {
        const typed = shown[i];
        const rest = line.slice(typed.length);
        return (
          <p key={i} className={cn(i === lines.length - 1 && "text-teal-700 dark:text-teal-400")}>
            {typed}
            {!done && i === activeLine && <Caret />}
            {rest && <span className="invisible">{rest}</span>}
          </p>
        );
      })}
    </div>
  );
});

/** The typing caret, drawn over the text without taking any width of it. */
function Caret() {
  return (
    <span className="relative inline-block w-0 align-baseline">
      <span className="absolute bottom-0 left-0.5 top-[-1em] w-0.5 animate-pulse bg-current" />
    </span>
  );
}
