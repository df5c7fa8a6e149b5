/**
 * The routes bench/web.ts measures: one address per pattern of the route table
 * (src/app/paths.ts), with what has to be seeded first and what the page must show to count
 * as rendered. Seeding goes through the product's own functions over HTTP (`/api/action`,
 * `/api/query`, `/api/mutation`), as the e2e helpers in tests/e2e/ do.
 */
import { CONSENT_PURPOSES, PRIVACY_NOTICE_VERSION } from "../convex/domain/privacy";
import { patterns } from "../src/app/paths";

export const PASSWORD = "bench-pass-1";
export const ROOM_NAME = "Bench room";
export const SHARED_TITLE = "Bench shared plan";

/** What the product holds before measuring: a signed-up user, a room, a shared manifesto. */
export interface Seed {
  email: string;
  narrative: { _id: string; title: string };
  category: string;
  areaId: string;
  roomCode: string;
  shareToken: string;
}

export interface RouteCase {
  pattern: keyof typeof patterns;
  /** Path and query measured. */
  path: string;
  /** The page's main heading (its h1), which must be visible before measuring. */
  heading: RegExp;
  /** Measured with a session of the seeded user (the page sends a signed-out visitor away). */
  signedIn?: boolean;
  /** Text the rendered page must hold besides its heading (a seeded room's name). */
  text?: string;
  /** A `data-testid` the rendered page must hold (the quick vote's form). */
  testId?: string;
  /** Where the page settles when it sends every direct visit elsewhere (default: `path`'s path). */
  finalPath?: string;
  /** Why this address measures what it does, printed under the table. */
  note?: string;
}

interface Reply<T> {
  status: string;
  value: T;
  errorMessage?: string;
}

/** One call of a Convex function over HTTP; throws unless it succeeds. */
export async function call<T>(
  baseUrl: string,
  kind: "query" | "mutation" | "action",
  path: string,
  args: unknown,
  token?: string,
): Promise<T> {
  const response = await fetch(`${baseUrl}/api/${kind}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ path, args, format: "json" }),
  });
  const body = (await response.json()) as Reply<T>;
  if (body.status !== "success") throw new Error(`${path}: ${body.errorMessage ?? body.status}`);
  return body.value;
}

export interface Tokens {
  token: string;
  refreshToken: string;
}

/** A new session of `email` (the sign-in form's call), or the account itself with `signUp`. */
export async function signIn(
  baseUrl: string,
  email: string,
  flow: "signIn" | "signUp" = "signIn",
): Promise<Tokens> {
  const value = await call<{ tokens: Tokens | null }>(baseUrl, "action", "auth:signIn", {
    provider: "password",
    params: { email, password: PASSWORD, flow },
  });
  if (!value.tokens) throw new Error(`auth:signIn (${flow}) returned no session for ${email}`);
  return value.tokens;
}

/** Seeds the fresh product: a user with consent, one workshop room, one shared manifesto. */
export async function seedProduct(baseUrl: string): Promise<Seed> {
  const narratives = await call<Array<{ _id: string; title: string }>>(
    baseUrl,
    "query",
    "narratives:listAll",
    {},
  );
  const narrative = narratives[0];
  if (!narrative) throw new Error("the catalogue has no narratives");
  const categories = await call<Array<{ category: string; areaId: string }>>(
    baseUrl,
    "query",
    "policies:categoriesForNarrative",
    { narrativeId: narrative._id },
  );
  if (categories.length === 0) throw new Error(`narrative ${narrative._id} has no categories`);
  const email = `web-bench-${Date.now()}@example.com`;
  const { token } = await signIn(baseUrl, email, "signUp");
  for (const purpose of CONSENT_PURPOSES)
    await call(
      baseUrl,
      "mutation",
      "privacy:giveConsent",
      { purpose, version: PRIVACY_NOTICE_VERSION },
      token,
    );
  const room = await call<{ code: string }>(
    baseUrl,
    "mutation",
    "rooms:create",
    { name: ROOM_NAME },
    token,
  );
  const manifesto = await call<{ _id: string }>(
    baseUrl,
    "mutation",
    "manifestos:create",
    {
      manifestoTitle: SHARED_TITLE,
      manifestoDescription: "Steady hands on the public finances.",
      matchedNarrativeId: narrative._id,
      selectedPolicyIds: [],
      confidenceScore: 0.65,
    },
    token,
  );
  const published = await call<{ shareToken?: string }>(
    baseUrl,
    "mutation",
    "manifestos:setPublished",
    { id: manifesto._id, published: true },
    token,
  );
  if (!published.shareToken) throw new Error("manifestos:setPublished returned no share token");
  return {
    email,
    narrative,
    category: categories[0].category,
    areaId: categories[0].areaId,
    roomCode: room.code,
    shareToken: published.shareToken,
  };
}

/**
 * The addresses a phone lands on (issue 42), measured on Lighthouse's mobile preset too:
 * paths as `routeCases` spells them, `{room}` for the seeded room's code; "(signed in)"
 * picks the signed-in case of an address measured both ways.
 */
export const PHONE_ROUTES = [
  "/",
  "/quiz",
  "/join",
  "/join/{room}",
  "/join/{room} (signed in)",
  "/tax-simulator",
  "/bind-vote",
  "/community-comparison",
] as const;

/** The phone routes among `cases` (the quick vote is /join/{room} signed in). */
export function phoneRoutes(cases: RouteCase[], seed: Seed): RouteCase[] {
  const key = (route: RouteCase) =>
    route.path.replace(seed.roomCode, "{room}") + (route.signedIn ? " (signed in)" : "");
  return cases.filter((route) => (PHONE_ROUTES as readonly string[]).includes(key(route)));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Every pattern of the route table, as an address on the seeded product. */
export function routeCases(seed: Seed): RouteCase[] {
  const id = seed.narrative._id;
  const title = new RegExp(escape(seed.narrative.title));
  const cases: RouteCase[] = [
    { pattern: "home", path: "/", heading: /^This isn't a petition/ },
    { pattern: "quiz", path: "/quiz", heading: /\?$/ },
    { pattern: "narratives", path: "/narratives", heading: /^Political narratives$/ },
    { pattern: "quizResult", path: "/quiz-result", heading: /^Political narratives$/ },
    { pattern: "quadrant", path: "/quadrant/steady", heading: /^Steady$/ },
    {
      pattern: "missingNarrative",
      path: "/narrative",
      heading: /^Political narratives$/,
      finalPath: "/narratives",
      note: "/narrative (no id) sends every visit on to /narratives",
    },
    { pattern: "narrative", path: `/narrative/${id}`, heading: title },
    { pattern: "narrativeSummary", path: `/narrative/${id}/summary`, heading: title },
    {
      pattern: "narrativeCategory",
      path: `/narrative/${id}/category/${encodeURIComponent(seed.category)}`,
      heading: new RegExp(escape(seed.category)),
    },
    { pattern: "policyAreas", path: "/policy-areas", heading: /^Manual Build$/ },
    {
      pattern: "policyArea",
      path: `/policy-area/${seed.areaId}`,
      heading: new RegExp(`^${escape(seed.category)}$`),
    },
    { pattern: "policySelection", path: "/policy-selection", heading: /^Your Manifesto$/ },
    { pattern: "search", path: "/search", heading: /^AI Policy Search$/ },
    { pattern: "auth", path: "/auth", heading: /^Policy Simulator UK$/ },
    { pattern: "taxSimulator", path: "/tax-simulator", heading: /^Budget simulator$/ },
    {
      pattern: "standaloneTaxSimulator",
      path: "/standalone-tax-simulator",
      heading: /^Budget simulator$/,
    },
    { pattern: "bindVote", path: "/bind-vote", heading: /^Review and bind your vote$/ },
    { pattern: "account", path: "/account", heading: /^Account & Manifestos$/, signedIn: true },
    {
      pattern: "economyExplained",
      path: "/economy-explained",
      heading: /^How The Economy Works Here$/,
    },
    { pattern: "methods", path: "/methods", heading: /^How the results are counted$/ },
    {
      pattern: "communityComparison",
      path: "/community-comparison",
      heading: /^Community comparison$/,
    },
    {
      pattern: "communityComparison",
      path: `/community-comparison?room=${seed.roomCode}`,
      heading: /^Community comparison$/,
      text: ROOM_NAME,
    },
    {
      pattern: "manifestoEditor",
      path: "/manifesto/edit",
      heading: /^This isn't a petition/,
      finalPath: "/",
      note: "/manifesto/edit edits a manifesto passed as navigation state; a direct visit (all Lighthouse can make) goes on to /",
    },
    {
      pattern: "communityManifesto",
      path: "/community-manifesto",
      heading: /^Community Manifesto$/,
    },
    {
      pattern: "sharedManifesto",
      path: `/m/${seed.shareToken}`,
      heading: new RegExp(`^${escape(SHARED_TITLE)}$`),
    },
    {
      pattern: "present",
      path: `/present?room=${seed.roomCode}`,
      heading: new RegExp(`^${escape(ROOM_NAME)}$`),
    },
    {
      pattern: "rooms",
      path: "/rooms",
      heading: /^Workshop rooms$/,
      signedIn: true,
      text: ROOM_NAME,
    },
    { pattern: "join", path: "/join", heading: /^Join a workshop room$/ },
    {
      pattern: "joinRoom",
      path: `/join/${seed.roomCode}`,
      heading: /^Join a workshop room$/,
      text: ROOM_NAME,
    },
    {
      pattern: "joinRoom",
      path: `/join/${seed.roomCode}`,
      heading: /^Join a workshop room$/,
      text: ROOM_NAME,
      signedIn: true,
      testId: "quick-vote",
      note: "/join/{room} (signed in) is the workshop's quick vote",
    },
    { pattern: "privacy", path: "/privacy", heading: /^Privacy notice$/ },
    { pattern: "accessibility", path: "/accessibility", heading: /^Accessibility statement$/ },
  ];
  const missing = Object.keys(patterns).filter((key) => !cases.some((c) => c.pattern === key));
  if (missing.length > 0)
    throw new Error(`bench/webRoutes.ts has no case for ${missing.join(", ")}`);
  return cases;
}
