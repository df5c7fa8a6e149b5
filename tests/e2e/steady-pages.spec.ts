import { expect, test } from "./fixtures";

/**
 * Holds every message the server sends the page until `release()`: the page is drawn, and
 * seen, before its live figures arrive, as on a slow connection.
 */
async function holdServerMessages(page: import("@playwright/test").Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.routeWebSocket(/\/api\//, (ws) => {
    const server = ws.connectToServer();
    server.onMessage((message) => void released.then(() => ws.send(message)));
  });
  return release;
}

type ShiftWindow = Window & { shifts?: { total: number; observer: PerformanceObserver } };

/** From the page's first frame, sums its layout shifts (those not caused by input), as CLS. */
async function countLayoutShifts(page: import("@playwright/test").Page) {
  await page.addInitScript(() => {
    const shifts = { total: 0, observer: null as unknown as PerformanceObserver };
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >)
        if (!entry.hadRecentInput) shifts.total += entry.value;
    };
    shifts.observer = new PerformanceObserver((list) => add(list.getEntries()));
    shifts.observer.observe({ type: "layout-shift", buffered: true });
    (window as ShiftWindow).shifts = {
      get total() {
        // Entries of the frames drawn so far that the observer has not delivered yet.
        add(shifts.observer.takeRecords());
        return shifts.total;
      },
      observer: shifts.observer,
    };
  });
  /** The shifts so far, once two more frames have been drawn. */
  return () =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => resolve((window as ShiftWindow).shifts!.total)),
          ),
        ),
    );
}

test("/methods does not move when its live count arrives", async ({ page }) => {
  const release = await holdServerMessages(page);
  const shifts = await countLayoutShifts(page);
  await page.goto("/methods");
  await expect(page.getByText("Loading…")).toBeVisible();
  expect(await shifts()).toBe(0);
  release();
  await expect(page.getByTestId("methods-counting")).toContainText("The national results now");
  expect(await shifts()).toBe(0);
});
