/**
 * The figures' shared notes in both languages (docs/i18n.md): the price figure's caveat in
 * English is the economy model's own words, and both notes speak Welsh on a Welsh page.
 */
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PRICE_FIGURE_AVERAGE_NOTE, PRICE_FIGURE_CAVEAT } from "@convex/domain/economy";
import { activateLanguage } from "@/i18n/i18n";
import { PriceFigureNote } from "./PriceFigureNote";
import { SelectionSourceNote } from "./SelectionSourceNote";

afterEach(async () => {
  await activateLanguage("en-GB", false);
});

describe("the price figure's note and the selection's source", () => {
  it("in English say the model's caveat word for word, and name the manifesto", () => {
    render(
      <>
        <PriceFigureNote average />
        <SelectionSourceNote
          source={{ manifestoId: null, title: "Green and fair", changed: true }}
        />
      </>,
    );
    expect(screen.getByTestId("price-figure-note")).toHaveTextContent(
      `${PRICE_FIGURE_CAVEAT} ${PRICE_FIGURE_AVERAGE_NOTE}`,
      { normalizeWhitespace: false },
    );
    expect(screen.getByTestId("selection-source")).toHaveTextContent(
      "From your manifesto “Green and fair”, with your changes since",
    );
  });

  it("in Welsh say both in Welsh, the manifesto's own title kept", async () => {
    render(
      <>
        <PriceFigureNote />
        <SelectionSourceNote
          source={{ manifestoId: null, title: "Green and fair", changed: false }}
        />
      </>,
    );
    await act(() => activateLanguage("cy", false));
    expect(screen.getByTestId("price-figure-note")).toHaveTextContent(
      /^Amcangyfrif y model o gynnydd untro yng nghostau byw/,
    );
    expect(screen.getByTestId("selection-source")).toHaveTextContent(
      /^O'ch maniffesto “Green and fair”$/,
    );
  });
});
