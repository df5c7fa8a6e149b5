/**
 * Where keyboard focus goes when the page changes under the user (issue 27), as GOV.UK
 * does: after a route change, to the page's main heading; from the skip link, to the
 * main content. Both targets are given `tabindex="-1"` so a script can focus them without
 * adding them to the tab order.
 */

/** The page's main heading: the h1 inside <main>, else the first h1. */
export function findPageHeading(root: ParentNode = document): HTMLElement | null {
  return root.querySelector<HTMLElement>("main h1") ?? root.querySelector<HTMLElement>("h1");
}

/** The skip link's target: #main, else the first <main>, else the heading. */
export function findMainContent(root: ParentNode = document): HTMLElement | null {
  return (
    root.querySelector<HTMLElement>("#main") ??
    root.querySelector<HTMLElement>("main") ??
    findPageHeading(root)
  );
}

/** Focuses an element that is not otherwise focusable, without scrolling past it. */
export function focusProgrammatically(element: HTMLElement): void {
  if (!element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
  element.focus({ preventScroll: true });
}
