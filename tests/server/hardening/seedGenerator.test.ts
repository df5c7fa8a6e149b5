/**
 * Issue 12 finding 9: any visitor could add 150 synthetic votes with
 * `seed:generateCommunity`. Now only an operator can (`npm run seed:sample`, an internal
 * function): an anonymous client and an ordinary signed-in client are both refused, and
 * nothing is written.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConvexHttpClient } from "convex/browser";
import { anyApi } from "convex/server";
import { join } from "node:path";
import { ROOT, startBackendProcess, type RunningBackend } from "../harness";

let backend: RunningBackend;

beforeAll(async () => {
  backend = await startBackendProcess({ convexDir: join(ROOT, "convex"), env: { SEED: "1" } });
}, 60_000);

afterAll(async () => {
  await backend?.stop();
});

function client(): ConvexHttpClient {
  return new ConvexHttpClient(backend.url, { skipConvexDeploymentUrlCheck: true });
}

async function expectNoSampleData(http: ConvexHttpClient) {
  expect((await http.query(anyApi.community.page, {})).sample).toBeNull();
  expect((await http.query(anyApi.community.overview, {})).totalVotes).toBe(0);
}

describe("the seed generator is for operators only", () => {
  it("refuses an anonymous client", async () => {
    const http = client();
    await expect(http.mutation(anyApi.seed.generateCommunity, {})).rejects.toThrow();
    await expectNoSampleData(http);
  });

  it("refuses an ordinary signed-in client", async () => {
    const http = client();
    const signedIn = (await http.action(anyApi.auth.signIn, {
      provider: "password",
      params: { email: "visitor@example.org", password: "Seed-gen-refusal-9x", flow: "signUp" },
    })) as { tokens: { token: string } | null };
    expect(signedIn.tokens?.token).toBeTruthy();
    http.setAuth(signedIn.tokens!.token);
    await expect(http.mutation(anyApi.seed.generateCommunity, {})).rejects.toThrow();
    await expectNoSampleData(http);
  });
});
