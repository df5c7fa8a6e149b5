/**
 * The one route table (docs/product.md §2.3): `patterns` are what the router matches,
 * `paths` what links and navigation use — a constant for a fixed page, a builder for a page
 * with parameters (`paths.joinRoom(code)`). No other file spells a route.
 */
export const patterns = {
  home: "/",
  quiz: "/quiz",
  narratives: "/narratives",
  quizResult: "/quiz-result",
  quadrant: "/quadrant/:name",
  missingNarrative: "/narrative",
  narrative: "/narrative/:narrativeId",
  narrativeSummary: "/narrative/:narrativeId/summary",
  narrativeCategory: "/narrative/:narrativeId/category/:category",
  policyAreas: "/policy-areas",
  policyArea: "/policy-area/:areaId",
  policySelection: "/policy-selection",
  search: "/search",
  auth: "/auth",
  taxSimulator: "/tax-simulator",
  standaloneTaxSimulator: "/standalone-tax-simulator",
  bindVote: "/bind-vote",
  account: "/account",
  economyExplained: "/economy-explained",
  methods: "/methods",
  communityComparison: "/community-comparison",
  manifestoEditor: "/manifesto/edit",
  communityManifesto: "/community-manifesto",
  sharedManifesto: "/m/:token",
  present: "/present",
  rooms: "/rooms",
  join: "/join",
  joinRoom: "/join/:code",
  privacy: "/privacy",
  accessibility: "/accessibility",
} as const;

const withRoom = (path: string, roomCode: string) => `${path}?room=${encodeURIComponent(roomCode)}`;

export const paths = {
  home: patterns.home,
  quiz: patterns.quiz,
  narratives: patterns.narratives,
  quizResult: patterns.quizResult,
  quadrant: (quadrant: string) => `/quadrant/${quadrant}`,
  missingNarrative: patterns.missingNarrative,
  narrative: (narrativeId: string) => `/narrative/${narrativeId}`,
  narrativeSummary: (narrativeId: string) => `/narrative/${narrativeId}/summary`,
  narrativeCategory: (narrativeId: string, category: string) =>
    `/narrative/${narrativeId}/category/${encodeURIComponent(category)}`,
  policyAreas: patterns.policyAreas,
  policyArea: (areaId: string) => `/policy-area/${areaId}`,
  policySelection: patterns.policySelection,
  search: patterns.search,
  auth: patterns.auth,
  /** /auth opened on the Sign up tab (a first vote: docs/product.md "Bind vote"). */
  authSignUp: `${patterns.auth}?tab=signUp`,
  taxSimulator: patterns.taxSimulator,
  standaloneTaxSimulator: patterns.standaloneTaxSimulator,
  bindVote: patterns.bindVote,
  account: patterns.account,
  economyExplained: patterns.economyExplained,
  methods: patterns.methods,
  communityComparison: patterns.communityComparison,
  /** The community view scoped to a workshop room. */
  roomCommunity: (roomCode: string) => withRoom(patterns.communityComparison, roomCode),
  manifestoEditor: patterns.manifestoEditor,
  communityManifesto: patterns.communityManifesto,
  sharedManifesto: (token: string) => `/m/${token}`,
  present: patterns.present,
  /** The national presenter showing the nations-and-regions tile map (docs/nations.md). */
  presentNations: `${patterns.present}?show=nations`,
  /** The presenter screen for a workshop room, optionally on one view (room, nation, compare). */
  presentRoom: (roomCode: string, view?: string) =>
    withRoom(patterns.present, roomCode) + (view ? `&view=${view}` : ""),
  rooms: patterns.rooms,
  join: patterns.join,
  joinRoom: (code: string) => `/join/${code}`,
  /** The privacy notice (docs/privacy.md). */
  privacy: patterns.privacy,
  /** The accessibility statement (issue 27). */
  accessibility: patterns.accessibility,
} as const;
