/**
 * The economy's headline figures in words (src/i18n/economyWords.ts): English, the source
 * (docs/i18n.md "Catalogues per area"). Word for word the English describers of
 * convex/domain/economy, which the server still uses in the AI's prompts
 * (economyWords.test.ts holds them equal).
 */
export const economyWordsEnGB = {
  "economyWords.range": "{central} (range {low} to {high})",
  "economyWords.balanceRange": "{low} to {high}",
  "economyWords.balance": "{range}; {central}",
  "economyWords.centralBalances": "balances in the central case",
  "economyWords.centralSurplus": "{amount} surplus in the central case",
  "economyWords.centralDeficit": "{amount} deficit in the central case",
  "economyWords.rateBalances": "Balances in the central case",
  "economyWords.rateNone": "No rate up to 5% balances in the central case",
  "economyWords.rateRange": "{lead}; range {weak} (weak response) to {strong} (strong response)",
  "economyWords.rateAbove": "above 5%",
  "economyWords.ukBorrowing":
    "Today's deficit: the UK borrowed {pounds} ({percent}% of GDP) in {year} (ONS Public sector finances, April 2026, provisional outturn; the OBR had forecast {forecast}). The OBR's forecast for 2026-27 is not in this model's sources.",
  "economyWords.points": "{value} pts",
  "economyWords.lowerMost": "Most lower-income tenths gain",
  "economyWords.lowerSome": "Some lower-income tenths gain",
  "economyWords.lowerNone": "No lower-income tenth gains",
  "economyWords.lower":
    "{lead} (tenths 1 to {tenths}: {min} to {max} a household a year, central case)",
  "economyWords.topPaysMost": "the top tenth pays most",
  "economyWords.top": "the top tenth",
  "economyWords.distribution": "{lower}; {top}: {gain} (range {low} to {high}).",
} as const;
