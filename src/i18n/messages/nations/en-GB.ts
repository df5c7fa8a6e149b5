/** The nations and regions (src/components/nations): English, the source (docs/i18n.md). */
export const nationsEnGB = {
  // The places (convex/domain/nations.ts), by cell id.
  "nations.place.england": "England",
  "nations.place.scotland": "Scotland",
  "nations.place.wales": "Wales",
  "nations.place.northern-ireland": "Northern Ireland",
  "nations.place.north-east": "North East",
  "nations.place.north-west": "North West",
  "nations.place.yorkshire-and-the-humber": "Yorkshire and The Humber",
  "nations.place.east-midlands": "East Midlands",
  "nations.place.west-midlands": "West Midlands",
  "nations.place.east-of-england": "East of England",
  "nations.place.london": "London",
  "nations.place.south-east": "South East",
  "nations.place.south-west": "South West",
  "nations.place.not-stated": "Prefer not to say",
  // NationsView
  "nations.title": "Nations and regions",
  "nations.noLead": "No lead",
  "nations.withheld": "Withheld",
  "nations.caption":
    "Votes by nation and region. Cells under {threshold} votes, and any that would reveal one, are withheld.",
  "nations.col.place": "Place",
  "nations.col.votes": "Votes",
  "nations.col.leading": "Leading quadrant",
  "nations.col.rate": "Average rate",
  "nations.col.dividend": "Average dividend",
  "nations.note.nations":
    'The nations show once each of them, and "prefer not to say", has {threshold} votes: shown together or not at all, so no figure can be worked out by subtraction.',
  "nations.note.regions": "England's regions show once each has {threshold} votes.",
  "nations.total":
    "{total} {verified, select, yes {verified votes} other {votes}}. Each tile: votes and leading quadrant, then average tax rate and dividend.",
} as const;
