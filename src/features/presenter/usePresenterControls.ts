import { useCallback, useEffect, useLayoutEffect, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { normaliseRoomCode } from "@convex/domain/rooms";
import type { PresenterView } from "./presenterTypes";

const VIEWS: PresenterView[] = ["nation", "room", "compare"];

/**
 * The presenter's state from the URL (`?room=CODE&view=nation|room|compare`, so a
 * reloaded projector keeps its view) and the hide/reveal switch, toggled by the button or
 * the H key (ignored while typing or with a modifier held).
 */
export function usePresenterControls() {
  const [params, setParams] = useSearchParams();
  const roomCode = normaliseRoomCode(params.get("room") ?? "") || null;
  const requested = params.get("view") as PresenterView | null;
  const view: PresenterView =
    roomCode === null ? "nation" : requested && VIEWS.includes(requested) ? requested : "room";
  const largeText = params.get("text") === "large";
  const [hidden, setHidden] = useState(false);
  const toggleHidden = useCallback(() => setHidden((value) => !value), []);

  const setView = useCallback(
    (next: PresenterView) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set("view", next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  /** "Large text" (`&text=large`, kept on reload like the view): a quarter larger. */
  const toggleLargeText = useCallback(
    () =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (updated.get("text") === "large") updated.delete("text");
          else updated.set("text", "large");
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() !== "h" || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [contenteditable='true']")) return;
      event.preventDefault();
      toggleHidden();
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggleHidden]);

  return { roomCode, view, setView, hidden, toggleHidden, largeText, toggleLargeText };
}

/**
 * Scales the root font size with the viewport while the presenter is shown, so every rem
 * (type, spacing, Tailwind sizes) grows from a laptop to a 4K projector: 28 px at
 * 1920 × 1080 (so the smallest text, 0.9em, is 25 px: issue 27), 56 px at 3840 × 2160, never
 * below 16 px on a phone. "Large text" scales the results below the header a quarter
 * larger (PresenterLayout), not the root, so the controls keep one row.
 */
export function useViewportScaledType() {
  // Before the first paint, so the page is never drawn at the old size (issue 42: no layout shift).
  useLayoutEffect(() => {
    const root = document.documentElement;
    const previous = root.style.fontSize;
    root.style.fontSize = "clamp(16px, min(1.46vw, 2.6vh), 64px)";
    return () => {
      root.style.fontSize = previous;
    };
  }, []);
}
