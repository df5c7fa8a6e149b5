/**
 * The residence question (src/components/ResidenceQuestion.tsx): English, the source
 * (docs/i18n.md). Its own small area, not the bind page's, because the calculator shows it
 * too (the simulator's route budget); the places' names are the nations area's, word for
 * word in both languages (residence.test.ts).
 */
export const residenceEnGB = {
  "residence.legend": "Where do you live?",
  "residence.nation": "Nation",
  "residence.region": "Region of England",
  "residence.choose": "Choose…",
  "residence.regionMissing": "Choose your region too, or your vote will not say where it was cast.",
  // The places, by id: the nations area's names.
  "residence.place.england": "England",
  "residence.place.scotland": "Scotland",
  "residence.place.wales": "Wales",
  "residence.place.northern-ireland": "Northern Ireland",
  "residence.place.north-east": "North East",
  "residence.place.north-west": "North West",
  "residence.place.yorkshire-and-the-humber": "Yorkshire and The Humber",
  "residence.place.east-midlands": "East Midlands",
  "residence.place.west-midlands": "West Midlands",
  "residence.place.east-of-england": "East of England",
  "residence.place.london": "London",
  "residence.place.south-east": "South East",
  "residence.place.south-west": "South West",
  "residence.place.not-stated": "Prefer not to say",
} as const;
