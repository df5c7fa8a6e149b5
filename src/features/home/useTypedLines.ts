import { useCallback, useEffect, useState } from "react";

/** Typing speed and pause between lines (spec 2.3, 9). */
export const TYPE_MS_PER_CHAR = 50;
export const TYPE_LINE_PAUSE_MS = 800;

/**
 * Types `lines` one character at a time once `start` is true; `skip()` shows them all, as
 * does `instant` from the first frame (reduced motion).
 */
export function useTypedLines(lines: readonly string[], start: boolean, instant = false) {
  const [line, setLine] = useState(instant ? lines.length : 0);
  const [chars, setChars] = useState(0);
  const done = line >= lines.length;

  useEffect(() => {
    if (!start || done) return;
    const current = lines[line];
    const endOfLine = chars >= current.length;
    const timer = window.setTimeout(
      () => {
        if (endOfLine) {
          setLine(line + 1);
          setChars(0);
        } else setChars(chars + 1);
      },
      endOfLine ? TYPE_LINE_PAUSE_MS : TYPE_MS_PER_CHAR,
    );
    return () => window.clearTimeout(timer);
  }, [start, done, line, chars, lines]);

  const shown = lines.map((text, i) => (i < line ? text : i === line ? text.slice(0, chars) : ""));
  const skip = useCallback(() => setLine(lines.length), [lines.length]);
  return { shown, done, activeLine: line, skip };
}
