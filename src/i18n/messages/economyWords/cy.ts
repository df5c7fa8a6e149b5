/** The economy's headline figures in words: Welsh, for review by a fluent speaker (docs/glossary-cy.md). */
import type { economyWordsEnGB } from "./en-GB";

export const economyWordsCy: Record<keyof typeof economyWordsEnGB, string> = {
  "economyWords.range": "{central} (ystod {low} i {high})",
  "economyWords.balanceRange": "{low} i {high}",
  "economyWords.balance": "{range}; {central}",
  "economyWords.centralBalances": "yn mantoli yn yr achos canolog",
  "economyWords.centralSurplus": "gwarged o {amount} yn yr achos canolog",
  "economyWords.centralDeficit": "diffyg o {amount} yn yr achos canolog",
  "economyWords.rateBalances": "Yn mantoli yn yr achos canolog",
  "economyWords.rateNone": "Nid oes cyfradd hyd at 5% yn mantoli yn yr achos canolog",
  "economyWords.rateRange": "{lead}; ystod {weak} (ymateb gwan) i {strong} (ymateb cryf)",
  "economyWords.rateAbove": "uwchlaw 5%",
  "economyWords.ukBorrowing":
    "Diffyg heddiw: benthycodd y DU {pounds} ({percent}% o'r CMC) yn {year} (ONS, Cyllid y sector cyhoeddus, Ebrill 2026, alldro dros dro; roedd yr OBR wedi rhagweld {forecast}). Nid yw rhagolwg yr OBR ar gyfer 2026-27 ymhlith ffynonellau'r model hwn.",
  "economyWords.points": "{value} pwynt",
  "economyWords.lowerMost": "Mae'r rhan fwyaf o'r degfedau incwm is ar eu hennill",
  "economyWords.lowerSome": "Mae rhai o'r degfedau incwm is ar eu hennill",
  "economyWords.lowerNone": "Nid oes yr un degfed incwm is ar ei ennill",
  "economyWords.lower":
    "{lead} (degfedau 1 i {tenths}: {min} i {max} i bob aelwyd y flwyddyn, achos canolog)",
  "economyWords.topPaysMost": "y degfed uchaf sy'n talu fwyaf",
  "economyWords.top": "y degfed uchaf",
  "economyWords.distribution": "{lower}; {top}: {gain} (ystod {low} i {high}).",
};
