/** A card's popularity (src/components/PopularityLabel.tsx): Welsh, for review by a fluent speaker (docs/glossary-cy.md). */
import type { popularityEnGB } from "./en-GB";

export const popularityCy: Record<keyof typeof popularityEnGB, string> = {
  "popularity.share": "{share}% o'r pleidleisiau",
  "popularity.shareCount":
    " ({count, plural, zero {# pleidlais go iawn} one {# bleidlais go iawn} two {# bleidlais go iawn} few {# pleidlais go iawn} many {# phleidlais go iawn} other {# pleidlais go iawn}})",
  "popularity.estimateTitle": "Amcangyfrif y catalog, nes i bobl bleidleisio",
  "popularity.estimate": "{score}% yn boblogaidd",
  "popularity.estimateNote": " (amcangyfrif, dim pleidleisiau eto)",
};
