/** The figures' shared notes: Welsh, for review by a fluent speaker (docs/glossary-cy.md). */
import type { figuresEnGB } from "./en-GB";

export const figuresCy: Record<keyof typeof figuresEnGB, string> = {
  "figures.priceCaveat":
    "Amcangyfrif y model o gynnydd untro yng nghostau byw: y dreth y mae aelwydydd yn ei thalu ar eu pryniannau eu hunain ynghyd â'r dreth ar daliadau busnes sy'n cyrraedd prisiau; ystod o'r effaith leiaf i'r fwyaf. Caiff budd-daliadau a giltiau sy'n gysylltiedig â mynegai eu codi yn ei ôl, ac mae'r gost honno yn y refeniw net. Nid rhagolwg chwyddiant blynyddol mohono: mae'n gadael allan effeithiau ar gyflogau, cyfraddau llog a'r bunt.",
  "figures.priceAverage": "Wedi'i gyfrifo gan y model ar gyfradd dreth gyfartalog.",
  "figures.fromManifesto":
    "O'ch maniffesto <0>“{title}”</0>{changed, select, yes {, gyda'ch newidiadau ers hynny} other {}}",
};
