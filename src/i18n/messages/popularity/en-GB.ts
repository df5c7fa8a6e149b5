/** A card's popularity (src/components/PopularityLabel.tsx): English, the source (docs/i18n.md). */
export const popularityEnGB = {
  "popularity.share": "{share}% of votes",
  "popularity.shareCount": " ({count, plural, one {# real vote} other {# real votes}})",
  "popularity.estimateTitle": "The catalogue's estimate, until people vote",
  "popularity.estimate": "{score}% popular",
  "popularity.estimateNote": " (estimate, no votes yet)",
} as const;
