/** The residence question: Welsh, for review by a fluent speaker (docs/glossary-cy.md). */
import type { residenceEnGB } from "./en-GB";

export const residenceCy: Record<keyof typeof residenceEnGB, string> = {
  "residence.legend": "Ble rydych chi'n byw?",
  "residence.nation": "Gwlad",
  "residence.region": "Rhanbarth yn Lloegr",
  "residence.choose": "Dewiswch…",
  "residence.regionMissing":
    "Dewiswch eich rhanbarth hefyd, neu ni fydd eich pleidlais yn dweud ble y'i bwriwyd.",
  "residence.place.england": "Lloegr",
  "residence.place.scotland": "Yr Alban",
  "residence.place.wales": "Cymru",
  "residence.place.northern-ireland": "Gogledd Iwerddon",
  "residence.place.north-east": "Gogledd-ddwyrain Lloegr",
  "residence.place.north-west": "Gogledd-orllewin Lloegr",
  "residence.place.yorkshire-and-the-humber": "Swydd Efrog a'r Humber",
  "residence.place.east-midlands": "Dwyrain Canolbarth Lloegr",
  "residence.place.west-midlands": "Gorllewin Canolbarth Lloegr",
  "residence.place.east-of-england": "Dwyrain Lloegr",
  "residence.place.london": "Llundain",
  "residence.place.south-east": "De-ddwyrain Lloegr",
  "residence.place.south-west": "De-orllewin Lloegr",
  "residence.place.not-stated": "Gwell gennyf beidio â dweud",
};
