/** Who decides your picks (src/components/WhoDecidesNote.tsx, docs/nations.md "Who decides"): English, the source (docs/i18n.md). */
export const whoDecidesEnGB = {
  "whoDecides.place.scotland": "Scotland",
  "whoDecides.place.wales": "Wales",
  "whoDecides.place.northern-ireland": "Northern Ireland",
  "whoDecides.legislature.scotland": "the Scottish Parliament",
  "whoDecides.legislature.wales": "the Senedd",
  "whoDecides.legislature.northern-ireland": "the Northern Ireland Assembly",
  "whoDecides.short.scotland": "Holyrood",
  "whoDecides.short.wales": "the Senedd",
  "whoDecides.short.northern-ireland": "Stormont",
  "whoDecides.territory.england": "England",
  "whoDecides.territory.england-wales": "England and Wales",
  "whoDecides.barnett":
    "{territorial} in {territory}, {uk} UK-wide with its Barnett consequentials",
  "whoDecides.england": "In England the UK Parliament decides all of your picks.",
  "whoDecides.decides":
    "Where you live ({nation}), {legislature} ({short}) decides {devolved} of your {total} picks; the UK Parliament decides the rest.",
  "whoDecides.barnettNote":
    "The costs shown are UK costs: for a policy costed in England they include the Barnett consequentials, the money {nation} would receive to spend as {short} chooses.",
} as const;
