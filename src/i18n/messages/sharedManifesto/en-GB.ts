/** A shared manifesto, read-only (src/features/shared-manifesto): English, the source (docs/i18n.md "Catalogues per area"). */
export const sharedManifestoEnGB = {
  "sharedManifesto.loading": "Loading...",
  "sharedManifesto.notShared": "This manifesto is not shared",
  "sharedManifesto.notSharedBody": "The link may be wrong, or its owner has stopped sharing it.",
  "sharedManifesto.buildOwn": "Build your own manifesto",
  "sharedManifesto.published": "A shared manifesto · published {date}",
  "sharedManifesto.match": "{percent}% Match",
  "sharedManifesto.coreNarrative": "Core narrative",
  "sharedManifesto.policies":
    "Policies ({count, plural, one {# policy} other {# policies}}, {cost} a year)",
  "sharedManifesto.print": "Print or save as PDF",
} as const satisfies Record<string, string>;
