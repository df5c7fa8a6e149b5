/** The nations and regions (src/components/nations, WhoDecidesNote): Welsh, for review by a fluent speaker (docs/glossary-cy.md). */
import type { nationsEnGB } from "./en-GB";

export const nationsCy: Record<keyof typeof nationsEnGB, string> = {
  "nations.place.england": "Lloegr",
  "nations.place.scotland": "Yr Alban",
  "nations.place.wales": "Cymru",
  "nations.place.northern-ireland": "Gogledd Iwerddon",
  "nations.place.north-east": "Gogledd-ddwyrain Lloegr",
  "nations.place.north-west": "Gogledd-orllewin Lloegr",
  "nations.place.yorkshire-and-the-humber": "Swydd Efrog a'r Humber",
  "nations.place.east-midlands": "Dwyrain Canolbarth Lloegr",
  "nations.place.west-midlands": "Gorllewin Canolbarth Lloegr",
  "nations.place.east-of-england": "Dwyrain Lloegr",
  "nations.place.london": "Llundain",
  "nations.place.south-east": "De-ddwyrain Lloegr",
  "nations.place.south-west": "De-orllewin Lloegr",
  "nations.place.not-stated": "Gwell gennyf beidio â dweud",
  "nations.title": "Gwledydd a rhanbarthau",
  "nations.noLead": "Neb ar y blaen",
  "nations.withheld": "Wedi'i atal",
  "nations.caption":
    "Pleidleisiau fesul gwlad a rhanbarth. Mae celloedd o dan {threshold} pleidlais, ac unrhyw un a fyddai'n datgelu un, wedi'u hatal.",
  "nations.col.place": "Lle",
  "nations.col.votes": "Pleidleisiau",
  "nations.col.leading": "Y pedrant ar y blaen",
  "nations.col.rate": "Cyfradd gyfartalog",
  "nations.col.dividend": "Difidend cyfartalog",
  "nations.note.nations":
    'Bydd y gwledydd yn ymddangos pan fydd gan bob un ohonyn nhw, a "gwell gennyf beidio â dweud", {threshold} pleidlais: yn cael eu dangos gyda\'i gilydd neu ddim o gwbl, fel na ellir cyfrifo unrhyw ffigur drwy dynnu.',
  "nations.note.regions":
    "Bydd rhanbarthau Lloegr yn ymddangos pan fydd gan bob un {threshold} pleidlais.",
  "nations.total":
    "{total} {verified, select, yes {pleidlais wedi'u dilysu} other {pleidlais}}. Pob teilsen: pleidleisiau a'r pedrant ar y blaen, yna cyfradd y dreth a'r difidend ar gyfartaledd.",
  "nations.legislature.scotland": "Senedd yr Alban",
  "nations.legislature.wales": "y Senedd",
  "nations.legislature.northern-ireland": "Cynulliad Gogledd Iwerddon",
  "nations.short.scotland": "Holyrood",
  "nations.short.wales": "y Senedd",
  "nations.short.northern-ireland": "Stormont",
  "nations.territory.england": "Lloegr",
  "nations.territory.england-wales": "Cymru a Lloegr",
  "nations.barnett":
    "{territorial} yn {territory}, {uk} ar draws y DU gyda'i symiau canlyniadol Barnett",
  "nations.england": "Yn Lloegr, Senedd y DU sy'n penderfynu ar bob un o'ch dewisiadau.",
  "nations.decides":
    "Lle rydych chi'n byw ({nation}), {legislature} ({short}) sy'n penderfynu ar {devolved} o'ch {total} dewis; Senedd y DU sy'n penderfynu ar y gweddill.",
  "nations.barnettNote":
    "Costau'r DU yw'r costau a ddangosir: ar gyfer polisi a gostiwyd yn Lloegr maen nhw'n cynnwys y symiau canlyniadol Barnett, yr arian y byddai {nation} yn ei gael i'w wario fel y mae {short} yn dewis.",
};
