/**
 * An area fetched in English too (docs/i18n.md, `defineDeferredCatalogue`): its download
 * starts when it is declared, in the page's language; a screen reading it waits in its
 * Suspense boundary until it is there, never showing an id; the switch to Welsh loads it
 * like any declared area.
 */
import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { activateLanguage, defineDeferredCatalogue } from "./i18n";
import { useT } from "./react";

afterEach(async () => {
  await activateLanguage("en-GB", false);
});

/** A made-up deferred area whose English arrives when the test says so (`deliver`). */
function deferredArea(area: string) {
  const id = `${area}.hello` as const;
  let deliver: () => void = () => undefined;
  const english = vi.fn(
    () =>
      new Promise<{ default: unknown }>((resolve) => {
        deliver = () => resolve({ default: { [id]: "Hello" } });
      }),
  );
  const welsh = vi.fn(() => Promise.resolve({ default: { [id]: "Helo" } }));
  const catalogue = defineDeferredCatalogue<typeof id>(area, id, english, welsh);
  function Hello() {
    const t = useT(catalogue);
    return <p>{t(id)}</p>;
  }
  const ui = (
    <Suspense fallback={<p>waiting</p>}>
      <Hello />
    </Suspense>
  );
  return { english, welsh, deliver: () => deliver(), ui };
}

describe("an area fetched in English too", () => {
  it("starts its English download when declared, and its screen waits for it", async () => {
    const { english, welsh, deliver, ui } = deferredArea("deferredEnglish");
    expect(english).toHaveBeenCalledTimes(1);
    expect(welsh).not.toHaveBeenCalled();
    await act(() => Promise.resolve(render(ui)));
    expect(screen.getByText("waiting")).toBeVisible();
    expect(screen.queryByText("deferredEnglish.hello")).not.toBeInTheDocument();
    await act(() => {
      deliver();
      return Promise.resolve();
    });
    expect(await screen.findByText("Hello")).toBeVisible();
    expect(english).toHaveBeenCalledTimes(1);
  });

  it("is loaded by the switch to Welsh like any declared area", async () => {
    const { welsh, deliver, ui } = deferredArea("deferredWelsh");
    deliver();
    await act(() => activateLanguage("cy", false));
    expect(welsh).toHaveBeenCalledTimes(1);
    await act(() => Promise.resolve(render(ui)));
    expect(screen.getByText("Helo")).toBeVisible();
  });
});
