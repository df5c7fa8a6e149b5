import { expect, test } from "./fixtures";

// Issue 42, docs/performance.md "The critical path": a phone route's HTML names its chunks as
// modulepreload links, the page's Content-Security-Policy lets the browser fetch them, and
// the page draws from them as before. The quiz paints before the Convex client and the bars
// (src/app/loadConvex.ts): its HTML names its own chunks only, and the client comes after.
test("/quiz's HTML preloads its own chunks, the page draws from them, the client follows", async ({
  page,
}) => {
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
  expect(hinted.find((file) => /^\/assets\/(convex|TopBar)-/.test(file))).toBeUndefined();
  await expect(page.getByText("1 of 5")).toBeVisible();
  for (const file of hinted) await expect.poll(() => fetched.get(file), file).toBe(200);
  // Once the quiz has painted, the client and the top bar follow.
  await expect(page.getByRole("banner").getByRole("link", { name: "Search" })).toBeVisible();
  const convex = () => [...fetched.keys()].find((file) => /^\/assets\/convex-/.test(file));
  await expect.poll(convex).toBeDefined();
  expect(fetched.get(convex()!)).toBe(200);
  expect(refused).toEqual([]);
});
