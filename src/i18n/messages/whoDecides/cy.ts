/** Who decides your picks (src/components/WhoDecidesNote.tsx): Welsh, for review by a fluent speaker (docs/glossary-cy.md). */
import type { whoDecidesEnGB } from "./en-GB";

export const whoDecidesCy: Record<keyof typeof whoDecidesEnGB, string> = {
  "whoDecides.place.scotland": "Yr Alban",
  "whoDecides.place.wales": "Cymru",
  "whoDecides.place.northern-ireland": "Gogledd Iwerddon",
  "whoDecides.legislature.scotland": "Senedd yr Alban",
  "whoDecides.legislature.wales": "y Senedd",
  "whoDecides.legislature.northern-ireland": "Cynulliad Gogledd Iwerddon",
  "whoDecides.short.scotland": "Holyrood",
  "whoDecides.short.wales": "y Senedd",
  "whoDecides.short.northern-ireland": "Stormont",
  "whoDecides.territory.england": "Lloegr",
  "whoDecides.territory.england-wales": "Cymru a Lloegr",
  "whoDecides.barnett":
    "{territorial} yn {territory}, {uk} ar draws y DU gyda'i symiau canlyniadol Barnett",
  "whoDecides.england": "Yn Lloegr, Senedd y DU sy'n penderfynu ar bob un o'ch dewisiadau.",
  "whoDecides.decides":
    "Lle rydych chi'n byw ({nation}), {legislature} ({short}) sy'n penderfynu ar {devolved} o'ch {total} dewis; Senedd y DU sy'n penderfynu ar y gweddill.",
  "whoDecides.barnettNote":
    "Costau'r DU yw'r costau a ddangosir: ar gyfer polisi a gostiwyd yn Lloegr maen nhw'n cynnwys y symiau canlyniadol Barnett, yr arian y byddai {nation} yn ei gael i'w wario fel y mae {short} yn dewis.",
};
