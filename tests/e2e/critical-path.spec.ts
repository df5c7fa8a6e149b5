import { expect, test } from "./fixtures";

// Issue 42, docs/performance.md "The critical path": a phone route's HTML names its chunks as
// modulepreload links, the page's Content-Security-Policy lets the browser fetch them, and
// the page draws from them as before.
test("/quiz's HTML preloads its chunks and the page draws from them", async ({ page }) => {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|modulepreload/i.test(message.text())) refused.push(message.text());
  });
  const fetched = new Map<string, number>();
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith("/assets/")) fetched.set(pathname, response.status());
  });
  const navigation = await page.goto("/quiz");
  const html = await navigation!.text();
  const hinted = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)]
    .map((match) => match[1])
    .filter((file) => !/^\/assets\/index-/.test(file));
  expect(hinted.find((file) => /^\/assets\/QuizPage-/.test(file))).toBeDefined();
  expect(hinted.find((file) => /^\/assets\/convex-/.test(file))).toBeDefined();
  await expect(page.getByText("1 of 5")).toBeVisible();
  for (const file of hinted) await expect.poll(() => fetched.get(file), file).toBe(200);
  expect(refused).toEqual([]);
});
