import type { ReactNode } from "react";
import { Card } from "@/components/ui/Card";

/** A link inside running text on the document pages (privacy, accessibility, methods). */
export const documentLinkClass = "font-medium text-teal-800 underline dark:text-teal-300";

/** One titled section of a document page: a card with an h2 and its paragraphs. */
export function DocumentSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="space-y-3 p-5">
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="space-y-3 text-slate-800 dark:text-slate-200">{children}</div>
    </Card>
  );
}
