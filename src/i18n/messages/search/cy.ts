/** The AI policy search: Welsh, for review by a fluent speaker (docs/glossary-cy.md). */
import type { searchEnGB } from "./en-GB";

export const searchCy: Record<keyof typeof searchEnGB, string> = {
  "search.title": "Chwilio Polisïau gydag AI",
  "search.description":
    "Gofynnwch gwestiwn yn eich geiriau eich hun. Mae'r chwiliad yn dod o hyd i bolisïau neu naratifau sy'n cyfateb, yn dweud pam mae pob un yn cyfateb, ac yn argymell ble i edrych nesaf.",
  "search.empty":
    "Bydd y canlyniadau'n ymddangos yma: polisïau neu naratifau, pob un gyda'r rheswm pam mae'n cyfateb.",
  "search.label": "Gofyn am bolisïau neu naratifau",
  "search.placeholder": "Gofynnwch gwestiwn, e.e. Sut gallwn ni gwtogi rhestrau aros y GIG?",
  "search.submit": "Chwilio",
  "search.searching": "Yn chwilio...",
  "search.examples": "Rhowch gynnig ar un o'r rhain",
  "search.example.nhs": "Sut gallwn ni gwtogi rhestrau aros y GIG?",
  "search.example.housing": "Sut gallwn ni wneud tai yn fforddiadwy i rentwyr?",
  "search.example.carbon": "Pa bolisïau fyddai'n torri allyriadau carbon gyflymaf?",
  "search.example.poverty": "Sut gallen ni leihau tlodi plant?",
  "search.example.community": "Pa naratifau sy'n canolbwyntio ar berchnogaeth gymunedol?",
  "search.loading": "Yn chwilio catalog y polisïau...",
  "search.answerFor": "Ateb i “{query}”",
  "search.matchingNarratives": "Naratifau sy'n cyfateb ({count})",
  "search.matchingPolicies": "Polisïau sy'n cyfateb ({count})",
  "search.noMatch":
    "Doedd dim polisïau na naratifau'n cyfateb. Rhowch gynnig ar eiriau eraill, fel maes megis tai neu iechyd.",
  "search.whyMatches": "Pam mae'n cyfateb:",
  "search.recommended": "Argymhellion i chi",
  "search.why": "Pam:",
  "search.view": "Gweld",
  "search.explore": "Archwilio pedrant {quadrant}",
  "search.narrative": "Naratif",
};
