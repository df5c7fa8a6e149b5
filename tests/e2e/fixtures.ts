import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContextOptions,
  type Page,
} from "@playwright/test";
import { PASSWORD, signUp } from "./auth-helpers";
import { workerBaseUrl } from "./ports";

export { expect } from "@playwright/test";

type StorageState = Exclude<BrowserContextOptions["storageState"], string | undefined>;

/** The worker's own user, signed up through the UI once, and the storage it left. */
export interface WorkerUser {
  email: string;
  state: StorageState;
}

/** Where @convex-dev/auth keeps the session in localStorage (its keys carry a namespace). */
const JWT_KEY = "__convexAuthJWT";
const REFRESH_TOKEN_KEY = "__convexAuthRefreshToken";

/**
 * A new session of `email`, from `auth:signIn` over HTTP as the sign-in form calls it: a
 * JWT and a refresh token of its own.
 */
async function signInOverHttp(request: APIRequestContext, email: string) {
  const response = await request.post("/api/action", {
    data: {
      path: "auth:signIn",
      args: { provider: "password", params: { email, password: PASSWORD, flow: "signIn" } },
      format: "json",
    },
  });
  const body = (await response.json()) as {
    status: string;
    errorMessage?: string;
    value: { tokens: { token: string; refreshToken: string } };
  };
  expect(body.status, body.errorMessage).toBe("success");
  return body.value.tokens;
}

/** Keeps `language` with the account of the session `token` (the header's switch does the same). */
async function keepLanguage(request: APIRequestContext, token: string, language: "en-GB" | "cy") {
  const response = await request.post("/api/mutation", {
    data: { path: "profiles:setLanguage", args: { language }, format: "json" },
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { status: string; errorMessage?: string };
  expect(body.status, body.errorMessage).toBe("success");
}

/** `state` with the session's keys holding `tokens` instead. */
function withTokens(state: StorageState, tokens: { token: string; refreshToken: string }) {
  const valueOf = (name: string, value: string) =>
    name.startsWith(REFRESH_TOKEN_KEY)
      ? tokens.refreshToken
      : name.startsWith(JWT_KEY)
        ? tokens.token
        : value;
  return {
    cookies: state.cookies,
    origins: state.origins.map((origin) => ({
      ...origin,
      localStorage: origin.localStorage.map(({ name, value }) => ({
        name,
        value: valueOf(name, value),
      })),
    })),
  };
}

/**
 * Every worker talks to a backend of its own (playwright.config.ts starts one per worker,
 * each on its own port and data directory: ports.ts), so no test sees another worker's
 * votes, rooms or sign-in throttle. `parallelIndex` is stable per worker slot.
 *
 * `signedInPage`: a page on the home page, signed in as the worker's user, for tests that
 * need "a signed-in user" and nothing of a new one. The user signs up through the UI once
 * per worker; each test then reuses the storage that left, with a session of its own
 * (one `auth:signIn` call). Not the saved tokens themselves: a token's refresh spends the
 * refresh token, and the library ends a session whose refresh token is spent twice, so two
 * tests sharing one saved state could sign each other out (a page load no longer refreshes
 * a stored token that is still valid, but a test that outlives it, or fast-forwards its
 * clock, does); signing out ends only the test's own session.
 * The user keeps what earlier tests of its worker left (an active vote, manifestos, rooms);
 * tests of sign-up or of a user's first vote sign up their own user with `signUp`.
 */
export const test = base.extend<
  { signedInPage: Page },
  { workerUrl: string; workerUser: WorkerUser }
>({
  workerUrl: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => use(workerBaseUrl(workerInfo.parallelIndex)),
    { scope: "worker" },
  ],
  workerUser: [
    async ({ browser, workerUrl }, use) => {
      const context = await browser.newContext({ baseURL: workerUrl });
      const email = await signUp(await context.newPage());
      const state = await context.storageState();
      await context.close();
      await use({ email, state });
    },
    { scope: "worker" },
  ],
  baseURL: async ({ workerUrl }, use) => use(workerUrl),
  signedInPage: async ({ browser, baseURL, request, workerUser }, use) => {
    const tokens = await signInOverHttp(request, workerUser.email);
    // The language is kept with the account: a Welsh test earlier in this worker would
    // otherwise open every later test's pages in Welsh. Each test starts in English.
    await keepLanguage(request, tokens.token, "en-GB");
    const context = await browser.newContext({
      baseURL,
      storageState: withTokens(workerUser.state, tokens),
    });
    const page = await context.newPage();
    // On the app, with the account menu showing: the session works.
    await page.goto("/");
    await expect(
      page.getByRole("button", { name: `Account menu for ${workerUser.email}` }),
    ).toBeVisible();
    await use(page);
    await context.close();
  },
});
