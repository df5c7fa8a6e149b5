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
    // The finished lines, unseen, hold the space the typing fills, in the same grid cell as
    // the typed ones: a line that wraps on a phone never moves what is below (issue 42).
    <div aria-hidden="true" className="grid text-2xl font-semibold leading-snug md:text-4xl">
      <div className="invisible col-start-1 row-start-1 space-y-1" data-testid="intro-space">
        {lines.map((text, i) => (
          <p key={i}>{text}</p>
        ))}
      </div>
      <div className="col-start-1 row-start-1 space-y-1" data-testid="intro-typed">
        {shown.map((text, i) => (
          <p key={i} className={cn(i === lines.length - 1 && "text-teal-700 dark:text-teal-400")}>
            {text}
            {!done && i === activeLine && (
              <span className="ml-0.5 inline-block w-0.5 animate-pulse bg-current">&nbsp;</span>
            )}
          </p>
        ))}
      </div>
    </div>
  );
});
