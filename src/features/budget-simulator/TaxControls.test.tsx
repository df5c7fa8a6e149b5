/**
 * The simulator's controls in both languages (docs/i18n.md): the sliders' names and spoken
 * values, the lock and the tax year's dates follow the page's language.
 */
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CITIZEN_DIVIDEND_NAME } from "@convex/domain/economy";
import { activateLanguage } from "@/i18n/i18n";
import type { TaxSettings } from "@/lib/taxSettings";
import { TaxControls } from "./TaxControls";
import { TaxYearSelect } from "./TaxYearSelect";

const settings = { taxRate: 1.3, dividend: 9600, locked: true } as TaxSettings;

function Controls() {
  return (
    <>
      <TaxControls settings={settings} simulation={null} />
      <TaxYearSelect value="2026-27" currentYear="2026-27" onChange={() => undefined} />
    </>
  );
}

afterEach(async () => {
  await activateLanguage("en-GB", false);
});

describe("the simulator's controls", () => {
  it("in English name the dividend by its one name and say the tax year's dates", () => {
    render(<Controls />);
    expect(screen.getByLabelText(`${CITIZEN_DIVIDEND_NAME} (tax-free)`)).toBeVisible();
    expect(screen.getByRole("button", { name: "Unlock values" })).toBeVisible();
    expect(screen.getByText("6 April 2026 to 5 April 2027")).toBeVisible();
    expect(screen.getByRole("option", { name: "2026-27 (this year)" })).toBeInTheDocument();
  });

  it("in Welsh say the same in Welsh, with Welsh month names", async () => {
    render(<Controls />);
    await act(() => activateLanguage("cy", false));
    expect(
      screen.getByRole("heading", { name: "Gosodwch eich treth a'ch difidend" }),
    ).toBeVisible();
    expect(screen.getByLabelText("Difidend y dinesydd (di-dreth)")).toBeVisible();
    expect(screen.getByLabelText("Cyfradd y dreth trafodion")).toBeVisible();
    expect(screen.getByRole("button", { name: "Datgloi'r gwerthoedd" })).toBeVisible();
    expect(screen.getByText("6 Ebrill 2026 i 5 Ebrill 2027")).toBeVisible();
    expect(screen.getByRole("option", { name: "2026-27 (eleni)" })).toBeInTheDocument();
  });
});
