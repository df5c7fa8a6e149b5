/** `prefers-reduced-motion: reduce` (WCAG 2.3.3): skip splashes, typing and count-ups. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== "undefined" &&
    (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false)
  );
}
