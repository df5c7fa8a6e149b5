import { expect, test } from "./fixtures";

/** The pages carry the security headers, and the app runs under its CSP with no violation. */
test("pages are served with a CSP the app passes, nosniff, a referrer policy and no framing by others", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`Refused to load (CSP): ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const response = await page.goto("/");
  const headers = response!.headers();
  expect(headers["content-security-policy"]).toContain("default-src 'self'");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'self'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  await expect(page.locator("#root")).not.toBeEmpty();
  for (const path of [
    "/quiz",
    "/narratives",
    "/policy-areas",
    "/tax-simulator",
    "/economy-explained",
    "/community-comparison",
    "/join",
    "/auth",
  ]) {
    await page.goto(path);
    await expect(page.locator("main, #root").first()).toBeVisible();
  }
  expect(violations).toEqual([]);

  const api = await page.request.post("/api/query", {
    data: { path: "narratives:listAll", args: {}, format: "json" },
  });
  expect(api.headers()["x-content-type-options"]).toBe("nosniff");
  expect(api.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
});
