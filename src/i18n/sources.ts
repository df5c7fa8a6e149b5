/**
 * Every catalogue in its source form, by area (docs/i18n.md "Catalogues per area"): read by
 * `npm run i18n:compile` and the catalogue tests, never by the app (the app loads the
 * compiled JSON: the core with the shell, each area with its route). To add an area, add
 * its two files under src/i18n/messages/<area>/, a line here and its module in
 * src/i18n/messages/<area>/index.ts.
 */
import type { SourceCatalogue } from "./compile";
import { cy } from "./messages/cy";
import { enGB } from "./messages/en-GB";
import { homeCy } from "./messages/home/cy";
import { homeEnGB } from "./messages/home/en-GB";
import { narrativesCy } from "./messages/narratives/cy";
import { narrativesEnGB } from "./messages/narratives/en-GB";
import { quizCy } from "./messages/quiz/cy";
import { sharedManifestoCy } from "./messages/sharedManifesto/cy";
import { sharedManifestoEnGB } from "./messages/sharedManifesto/en-GB";
import { accessibilityCy } from "./messages/accessibility/cy";
import { accessibilityEnGB } from "./messages/accessibility/en-GB";
import { accountCy } from "./messages/account/cy";
import { accountEnGB } from "./messages/account/en-GB";
import { authCy } from "./messages/auth/cy";
import { authEnGB } from "./messages/auth/en-GB";
import { quizEnGB } from "./messages/quiz/en-GB";
// The community, community manifesto, presenter and their components.
import { communityCy } from "./messages/community/cy";
import { communityEnGB } from "./messages/community/en-GB";
import { methodsCy } from "./messages/methods/cy";
import { methodsEnGB } from "./messages/methods/en-GB";
import { presenterCy } from "./messages/presenter/cy";
import { presenterEnGB } from "./messages/presenter/en-GB";
import { communityManifestoCy } from "./messages/communityManifesto/cy";
import { communityManifestoEnGB } from "./messages/communityManifesto/en-GB";
import { equalSharesCy } from "./messages/equalShares/cy";
import { equalSharesEnGB } from "./messages/equalShares/en-GB";
import { nationsCy } from "./messages/nations/cy";
import { nationsEnGB } from "./messages/nations/en-GB";
import { popularityCy } from "./messages/popularity/cy";
import { popularityEnGB } from "./messages/popularity/en-GB";
import { whoDecidesCy } from "./messages/whoDecides/cy";
import { whoDecidesEnGB } from "./messages/whoDecides/en-GB";
// Privacy, the consent box, the price-figure notes, the simulator.
import { consentCy } from "./messages/consent/cy";
import { consentEnGB } from "./messages/consent/en-GB";
import { figuresCy } from "./messages/figures/cy";
import { figuresEnGB } from "./messages/figures/en-GB";
import { simulatorCy } from "./messages/simulator/cy";
import { simulatorEnGB } from "./messages/simulator/en-GB";
import { privacyCy } from "./messages/privacy/cy";
import { privacyEnGB } from "./messages/privacy/en-GB";
// Rooms, the join page, the facilitator's tools.
import { roomsCy } from "./messages/rooms/cy";
import { roomsEnGB } from "./messages/rooms/en-GB";
import { facilitatorCy } from "./messages/facilitator/cy";
import { facilitatorEnGB } from "./messages/facilitator/en-GB";
import { joinCy } from "./messages/join/cy";
import { joinEnGB } from "./messages/join/en-GB";
// The policy picker and the policy dialog.
import { policyPickerCy } from "./messages/policyPicker/cy";
import { policyPickerEnGB } from "./messages/policyPicker/en-GB";
// welsh-h: the economy's words and the economy explainer.
import { economyWordsCy } from "./messages/economyWords/cy";
import { economyWordsEnGB } from "./messages/economyWords/en-GB";
import { economyCy } from "./messages/economy/cy";
import { economyEnGB } from "./messages/economy/en-GB";
import { calculatorCy } from "./messages/calculator/cy";
import { calculatorEnGB } from "./messages/calculator/en-GB";
// welsh-i: the search.
import { searchCy } from "./messages/search/cy";
import { searchEnGB } from "./messages/search/en-GB";
// The manifesto editor.
import { manifestoCy } from "./messages/manifesto/cy";
import { manifestoEnGB } from "./messages/manifesto/en-GB";
// welsh-g: the bind page and the residence question.
import { bindCy } from "./messages/bind/cy";
import { bindEnGB } from "./messages/bind/en-GB";
import { residenceCy } from "./messages/residence/cy";
import { residenceEnGB } from "./messages/residence/en-GB";

export const SOURCES = {
  core: { "en-GB": enGB, cy },
  home: { "en-GB": homeEnGB, cy: homeCy },
  quiz: { "en-GB": quizEnGB, cy: quizCy },
  narratives: { "en-GB": narrativesEnGB, cy: narrativesCy },
  sharedManifesto: { "en-GB": sharedManifestoEnGB, cy: sharedManifestoCy },
  accessibility: { "en-GB": accessibilityEnGB, cy: accessibilityCy },
  account: { "en-GB": accountEnGB, cy: accountCy },
  auth: { "en-GB": authEnGB, cy: authCy },
  // The community and the presenter.
  community: { "en-GB": communityEnGB, cy: communityCy },
  methods: { "en-GB": methodsEnGB, cy: methodsCy },
  presenter: { "en-GB": presenterEnGB, cy: presenterCy },
  communityManifesto: { "en-GB": communityManifestoEnGB, cy: communityManifestoCy },
  equalShares: { "en-GB": equalSharesEnGB, cy: equalSharesCy },
  nations: { "en-GB": nationsEnGB, cy: nationsCy },
  popularity: { "en-GB": popularityEnGB, cy: popularityCy },
  whoDecides: { "en-GB": whoDecidesEnGB, cy: whoDecidesCy },
  // Privacy and the simulator.
  privacy: { "en-GB": privacyEnGB, cy: privacyCy },
  consent: { "en-GB": consentEnGB, cy: consentCy },
  figures: { "en-GB": figuresEnGB, cy: figuresCy },
  simulator: { "en-GB": simulatorEnGB, cy: simulatorCy },
  // Rooms.
  rooms: { "en-GB": roomsEnGB, cy: roomsCy },
  join: { "en-GB": joinEnGB, cy: joinCy },
  facilitator: { "en-GB": facilitatorEnGB, cy: facilitatorCy },
  // The policy picker.
  policyPicker: { "en-GB": policyPickerEnGB, cy: policyPickerCy },
  // welsh-h: the economy's words and the economy explainer.
  economyWords: { "en-GB": economyWordsEnGB, cy: economyWordsCy },
  economy: { "en-GB": economyEnGB, cy: economyCy },
  calculator: { "en-GB": calculatorEnGB, cy: calculatorCy },
  // welsh-i: the search.
  search: { "en-GB": searchEnGB, cy: searchCy },
  // The manifesto editor.
  manifesto: { "en-GB": manifestoEnGB, cy: manifestoCy },
  // welsh-g: the bind page and the residence question.
  bind: { "en-GB": bindEnGB, cy: bindCy },
  residence: { "en-GB": residenceEnGB, cy: residenceCy },
} as const satisfies Record<string, { "en-GB": SourceCatalogue; cy: SourceCatalogue }>;

export type Area = keyof typeof SOURCES;

/** Any message id of any catalogue. */
export type AnyMessageId = {
  [A in Area]: keyof (typeof SOURCES)[A]["en-GB"];
}[Area];

/** Where a catalogue's compiled form lives: the core as `<language>.json`, an area as `<area>.<language>.json`. */
export function compiledName(area: string, language: string): string {
  return area === "core" ? `${language}.json` : `${area}.${language}.json`;
}
