/** A shared manifesto, read-only (src/features/shared-manifesto): Welsh, for review by a fluent speaker (docs/glossary-cy.md). */
import type { sharedManifestoEnGB } from "./en-GB";

export const sharedManifestoCy: Record<keyof typeof sharedManifestoEnGB, string> = {
  "sharedManifesto.loading": "Wrthi'n llwytho...",
  "sharedManifesto.notShared": "Nid yw'r maniffesto hwn wedi'i rannu",
  "sharedManifesto.notSharedBody":
    "Efallai fod y ddolen yn anghywir, neu fod ei berchennog wedi peidio â'i rannu.",
  "sharedManifesto.buildOwn": "Adeiladwch eich maniffesto eich hun",
  "sharedManifesto.published": "Maniffesto a rannwyd · cyhoeddwyd {date}",
  "sharedManifesto.match": "{percent}% yn cyfateb",
  "sharedManifesto.coreNarrative": "Naratif craidd",
  "sharedManifesto.policies":
    "Polisïau ({count, plural, zero {# polisi} one {# polisi} two {# bolisi} few {# pholisi} many {# pholisi} other {# polisi}}, {cost} y flwyddyn)",
  "sharedManifesto.print": "Argraffu neu gadw fel PDF",
};
