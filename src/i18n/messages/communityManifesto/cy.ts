/** /community-manifesto: Welsh, for review by a fluent speaker (docs/glossary-cy.md). */
import type { communityManifestoEnGB } from "./en-GB";

export const communityManifestoCy: Record<keyof typeof communityManifestoEnGB, string> = {
  "communityManifesto.title": "Maniffesto'r Gymuned",
  "communityManifesto.description":
    "Beth mae pawb sydd wedi rhwymo pleidlais yn gofyn amdano, wedi'i ysgrifennu o ganlyniadau byw'r gymuned.",
  "communityManifesto.refresh": "Adnewyddu",
  "communityManifesto.comparison": "Cymharu â'r gymuned",
  "communityManifesto.loading": "Wrthi'n llwytho maniffesto'r gymuned",
  "communityManifesto.failed": "Methwyd llwytho maniffesto'r gymuned",
  "communityManifesto.retry": "Rhowch gynnig arall arni",
  "communityManifesto.empty": "Does dim data cymunedol ar gael",
  "communityManifesto.emptyBody":
    "Bydd maniffesto'r gymuned yn ymddangos pan fydd pobl wedi rhwymo eu pleidleisiau.",
  "communityManifesto.toSimulator": "Gosodwch eich cyllideb a phleidleisiwch",
  "communityManifesto.from":
    "O {count, plural, zero {# pleidlais weithredol} one {# bleidlais weithredol} two {# bleidlais weithredol} few {# pleidlais weithredol} many {# phleidlais weithredol} other {# pleidlais weithredol}}",
  "communityManifesto.vision": "Gweledigaeth y Gymuned",
  "communityManifesto.whyProportional": "Pam maniffesto cyfrannol",
  "communityManifesto.impact": "Effaith Economaidd",
  "communityManifesto.averageTax": "Treth trafodion ar gyfartaledd",
  "communityManifesto.averageDividend": "Difidend y dinesydd ar gyfartaledd",
  "communityManifesto.priceFigure": "Costau byw yn codi",
  "communityManifesto.range": "{central} (ystod {low} i {high})",
  "communityManifesto.popular": "Polisïau Poblogaidd fesul Maes",
  "communityManifesto.noPolicies": "Does dim polisi wedi'i ddewis eto.",
};
