/**
 * Catalogues per area (docs/i18n.md): an area's English comes with the module that defines
 * it; its Welsh is fetched when the page is in Welsh, by the language switch for the areas
 * already on the page, or by the first screen of the area that renders (which waits in its
 * Suspense boundary until then, never showing an id or English).
 */
import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { activateLanguage, defineCatalogue, i18n } from "./i18n";
import { useT } from "./react";

afterEach(async () => {
  await activateLanguage("en-GB", false);
});

/** A made-up area whose Welsh arrives when the test says so (`deliver`). */
function testArea(area: string) {
  let delivered = false;
  let deliver: () => void = () => {
    delivered = true;
  };
  const welsh = vi.fn(
    () =>
      new Promise<{ default: unknown }>((resolve) => {
        const messages = { default: { [`${area}.hello`]: "Helo" } };
        if (delivered) resolve(messages);
        deliver = () => resolve(messages);
      }),
  );
  const catalogue = defineCatalogue<`${string}.hello`>(area, { [`${area}.hello`]: "Hello" }, welsh);
  function Hello() {
    const t = useT(catalogue);
    return <p>{t(`${area}.hello`)}</p>;
  }
  const ui = (
    <Suspense fallback={<p>waiting</p>}>
      <Hello />
    </Suspense>
  );
  return { welsh, deliver: () => deliver(), ui };
}

describe("catalogues per area", () => {
  it("an area's English is there as soon as it is defined, with no download", () => {
    const { welsh, deliver, ui } = testArea("areaEnglish");
    render(ui);
    expect(screen.getByText("Hello")).toBeVisible();
    expect(welsh).not.toHaveBeenCalled();
    deliver();
  });

  it("in Welsh, an area's first screen waits for its Welsh, then shows it", async () => {
    await activateLanguage("cy", false);
    const { welsh, deliver, ui } = testArea("areaLate");
    // Defined on a Welsh page: the download starts with the route chunk, before rendering.
    expect(welsh).toHaveBeenCalledTimes(1);
    // Rendered inside an awaited act, as React 19 asks of a render that suspends.
    await act(() => Promise.resolve(render(ui)));
    expect(screen.getByText("waiting")).toBeVisible();
    expect(screen.queryByText("Hello")).toBeNull();
    await act(() => Promise.resolve(deliver()));
    expect(await screen.findByText("Helo")).toBeVisible();
    expect(welsh).toHaveBeenCalledTimes(1);
  });

  it("switching to Welsh loads the areas already defined before the page changes language", async () => {
    const { welsh, deliver, ui } = testArea("areaSwitch");
    render(ui);
    const switching = activateLanguage("cy", false);
    expect(welsh).toHaveBeenCalledTimes(1);
    expect(i18n.locale).toBe("en-GB");
    deliver();
    await act(() => switching);
    expect(screen.getByText("Helo")).toBeVisible();
    expect(screen.queryByText("waiting")).toBeNull();
  });

  it("the latest choice wins: English chosen while the Welsh downloads stays English", async () => {
    const { deliver, ui } = testArea("areaRace");
    render(ui);
    const welsh = activateLanguage("cy", false);
    const english = activateLanguage("en-GB", false);
    await english;
    deliver();
    await act(() => welsh);
    expect(i18n.locale).toBe("en-GB");
    expect(screen.getByText("Hello")).toBeVisible();
  });
});
