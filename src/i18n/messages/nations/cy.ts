/** The nations and regions (src/components/nations): Welsh, for review by a fluent speaker (docs/glossary-cy.md). */
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
};
