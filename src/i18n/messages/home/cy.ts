/** The home page (src/features/home): Welsh, for review by a fluent speaker (docs/glossary-cy.md). */
import type { homeEnGB } from "./en-GB";

export const homeCy: Record<keyof typeof homeEnGB, string> = {
  "home.intro1": "Nid deiseb yw hon.",
  "home.intro2": "Nac addewid.",
  "home.intro3": "Na hyd yn oed ymgyrch.",
  "home.intro4": "Mae'n brototeip o system weithredu ar gyfer economi ddemocrataidd newydd.",
  "home.skipIntro": "Hepgor y cyflwyniad",
  "home.created": "Maniffesto wedi'i greu!",
  "home.createdDescription": "Mae eich maniffesto gwleidyddol personol yn barod.",
  "home.buildFailed": "Methu creu'r maniffesto. Rhowch gynnig arall arni.",
  "home.visionLabel": "Eich gweledigaeth",
  "home.visionPlaceholder": "Ysgrifennwch rai allweddeiriau neu bethau sy'n bwysig i chi",
  "home.building": "Wrthi'n adeiladu...",
  "home.go": "Amdani →",
  "home.browseNarratives": "Pori'r naratifau gwleidyddol",
  "home.takeQuiz": "Gwneud y cwis yn lle hynny",
  "home.match": "Cyfatebiaeth o {percent}",
  "home.coreNarrative": "Eich naratif craidd",
  "home.priorities":
    "Eich blaenoriaethau polisi ({count, plural, zero {# polisi} one {# polisi} two {# bolisi} few {# pholisi} many {# pholisi} other {# polisi}})",
  "home.startAgain": "Dechrau eto",
  "home.vote": "Pleidleisio gyda'r maniffesto hwn",
  "home.editSave": "Golygu/Cadw polisïau",
  "home.stillStuck": "Dal yn ansicr? Rhowch gynnig ar y cwis",
  "home.manualBuild": "Adeiladu â llaw",
  "home.signInToSaveNote":
    "Mewngofnodwch i gadw'ch maniffesto a'i gymharu ag eraill yn eich cymuned.",
  "home.signInToSave": "Mewngofnodi i gadw",
  "home.savedToast": "Maniffesto wedi'i gadw i'ch cyfrif!",
  "home.saveFailed": "Methu cadw'r maniffesto. Rhowch gynnig arall arni.",
  "home.saved": "Wedi'i gadw i'ch cyfrif",
  "home.saveToAccount": "Cadw i'm cyfrif",
  "home.findItUnder": "Fe'i gwelwch o dan Cyfrif a maniffestos.",
  "home.keepAndCompare": "Cadwch y maniffesto hwn a'i gymharu â'ch cymuned.",
};
