import { useEffect } from "react";

/** The product's name, last in every document title. */
export const SITE_NAME = "Policy Simulator UK";

/** Sets the tab title and the sharing-preview title tags (og:title, twitter:title). */
export function setDocumentTitle(title: string): void {
  document.title = title;
  for (const selector of ['meta[property="og:title"]', 'meta[name="twitter:title"]']) {
    document.querySelector(selector)?.setAttribute("content", title);
  }
}

/** Sets the document title while `title` is not null (a page that knows its own title). */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title !== null) setDocumentTitle(title);
  }, [title]);
}
