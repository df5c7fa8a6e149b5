import { expect, test } from "./fixtures";

/**
 * A tab from before a deploy asks for a page script the new build no longer has
 * (src/lib/appUpdates.ts): it reloads once, and when the script is still missing it shows
 * the error page rather than reloading again and again.
 */
test("a page whose script vanished after a deploy reloads once, then shows the error page", async ({
  page,
}) => {
  await page.route(/\/assets\/HomePage-[^/]*\.js$/, (route) =>
    route.fulfill({ status: 404, contentType: "text/plain", body: "gone" }),
  );
  let loads = 0;
  page.on("load", () => loads++);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  expect(loads).toBe(2);
  expect(await page.evaluate(() => sessionStorage.getItem("app:preloadReloadAt"))).not.toBeNull();
});
