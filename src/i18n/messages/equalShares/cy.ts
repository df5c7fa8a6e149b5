/** The proportional manifesto (src/components/equal-shares): Welsh, for review by a fluent speaker (docs/glossary-cy.md). */
import type { equalSharesEnGB } from "./en-GB";

const VOTERS =
  "{count, plural, zero {# pleidleisiwr} one {# pleidleisiwr} two {# bleidleisiwr} few {# pleidleisiwr} many {# pleidleisiwr} other {# pleidleisiwr}}";

export const equalSharesCy: Record<keyof typeof equalSharesEnGB, string> = {
  "equalShares.explainer.popular":
    "Mae'r maniffesto poblogaidd yn rhestru'r polisïau a ddewiswyd amlaf ym mhob maes. Os yw 55% o'r pleidleiswyr yn pwyso un ffordd, gall pob lle fynd iddyn nhw, a dydy'r 45% arall ddim yn gweld dim o'u dewisiadau nhw; mae'r rhestr hefyd yn anwybyddu cost y pecyn.",
  "equalShares.explainer.method":
    "Mae'r maniffesto cyfrannol yn defnyddio'r <0>Dull Cyfrannau Cyfartal</0>, a ddefnyddir ar gyfer cyllidebau dinesig yn Wieliczka ac Aarau. Mae'n rhoi cyfran gyfartal o un gyllideb i bob pleidleisiwr. Caiff polisi ei ariannu pan all y pleidleiswyr a'i dewisodd dalu amdano gyda'i gilydd o'u cyfrannau, ac mae'r polisi y mae ei gefnogwyr yn talu leiaf fesul punt o'i werth iddyn nhw yn mynd gyntaf. Gall grŵp o bleidleiswyr sy'n dal pumed o'r cyfrannau ariannu tua phumed o'r gyllideb gyda'r polisïau sydd ganddyn nhw'n gyffredin, waeth pa mor fawr yw'r grŵp mwyaf.",
  "equalShares.explainer.rules":
    "Mae pob polisi ar bleidlais yn cyfrif fel un dewis; does dim pwys ar drefn dewisiadau pleidleisiwr o fewn maes. Y costau yw costau blynyddol y DU yn y catalog. Ni ellir prynu arbedion a pholisïau heb gost â chyfrannau: maen nhw'n ymuno, yn eu rhestr eu hunain, pan fydd mwy na hanner y pleidleiswyr wedi'u dewis. Y gyllideb yw'r hyn y mae gosodiadau cyfartalog y gymuned yn ei adael ar gyfer polisïau (refeniw net y dreth ar y gyfradd gyfartalog, llai'r difidend cyfartalog); pan fydd y difidend yn defnyddio'r cyfan, y gyllideb yw cost gyfartalog pecynnau'r pleidleiswyr eu hunain. Mae arian nas gwariwyd gan y cyfrannau'n mynd yn gyntaf i godi pob cyfran ychydig tra bo'r canlyniad yn dal i ffitio'r gyllideb, yna i'r polisïau a ddewiswyd amlaf sy'n dal i ffitio. Mae cyfartal yn mynd i'r polisi a ddewiswyd gan fwy o bleidleiswyr.",
  "equalShares.explainer.ejr":
    "Mae mathemategwyr yn galw'r warant yn <0>gynrychiolaeth gyfiawn estynedig</0>: does dim grŵp digon mawr sy'n cytuno ar rai polisïau yn cael llai nag y mae'r polisïau hynny'n werth iddo (hyd at un polisi).",
  "equalShares.fairness.caption": "Pleidleiswyr ag o leiaf un o'u dewisiadau yn y maniffesto",
  "equalShares.fairness.quadrant": "Pedrant",
  "equalShares.fairness.voters": "Pleidleiswyr",
  "equalShares.fairness.proportional": "Cyfrannol",
  "equalShares.fairness.popular": "Poblogaidd",
  "equalShares.funded.none": "Does dim polisi wedi'i ariannu eto.",
  "equalShares.funded.saves": "yn arbed {amount}",
  "equalShares.funded.serves": `{category} · yn gwasanaethu ${VOTERS} ({quadrants})`,
  "equalShares.funded.leftOver": " · wedi'i ariannu o arian oedd dros ben",
  "equalShares.presenter.show": "Dangos y maniffesto cyfrannol",
  "equalShares.title": "Maniffesto cyfrannol",
  "equalShares.intro":
    "Mae pob pleidleisiwr yn cael cyfran gyfartal o'r gyllideb; caiff polisi ei ariannu pan all y pleidleiswyr a'i dewisodd dalu amdano gyda'i gilydd (y Dull Cyfrannau Cyfartal).",
  "equalShares.loading": "Wrthi'n llwytho'r maniffesto cyfrannol",
  "equalShares.withheld":
    "Bydd y maniffesto cyfrannol yn ymddangos pan fydd yr ystafell yn cyrraedd ei throthwy.",
  "equalShares.pending": "Mae'r maniffesto cyfrannol yn cael ei gyfrifo o'r pleidleisiau.",
  "equalShares.budget": `Cyllideb o {budget} y flwyddyn {basis, select, settings {(yr hyn y mae'r gosodiadau cyfartalog yn ei adael ar gyfer polisïau)} other {(cost gyfartalog pecynnau'r pleidleiswyr eu hunain)}}, wedi'i rhannu gan ${VOTERS}: {spent} wedi'i ariannu.`,
  "equalShares.fundedLabel": "Wedi'u hariannu gan gyfrannau cyfartal",
  "equalShares.noCostTitle": "Arbedion a pholisïau heb gost a ddewiswyd gan y rhan fwyaf",
  "equalShares.noCostLabel": "Arbedion a ddewiswyd gan y rhan fwyaf",
  "equalShares.compare":
    "Mae gan y rhestr boblogaidd (y polisïau a ddewiswyd amlaf ym mhob maes) {popularCount} polisi sy'n costio {popularCost} y flwyddyn; mae gan yr un gyfrannol {proportionalCount} sy'n costio {proportionalCost}.",
};
