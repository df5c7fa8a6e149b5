import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Slider } from "./Slider";

function Controlled({ disabled, initial = 1.3 }: { disabled?: boolean; initial?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <Slider
      id="tax-rate"
      label="Transaction tax rate"
      valueText={`${value.toFixed(2)} per cent`}
      value={value}
      min={0}
      max={5}
      step={0.02}
      disabled={disabled}
      onValueChange={setValue}
    />
  );
}

describe("Slider", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is a slider named by its label, with its bounds, step, value and spoken value", () => {
    render(<Controlled />);
    const slider = screen.getByRole("slider", { name: "Transaction tax rate" });
    expect(slider).toHaveAttribute("id", "tax-rate");
    expect(slider).toHaveAttribute("min", "0");
    expect(slider).toHaveAttribute("max", "5");
    expect(slider).toHaveAttribute("step", "0.02");
    expect(slider).toHaveValue("1.3");
    expect(slider).toHaveAttribute("aria-valuetext", "1.30 per cent");
    // The filled part of the track ends at the thumb: 1.3 of 0-5.
    expect((slider as HTMLInputElement).style.getPropertyValue("--fill")).toBe("26%");
  });

  it("reports a change as a number", () => {
    render(<Controlled />);
    const slider = screen.getByRole("slider");
    fireEvent.change(slider, { target: { value: "2.5" } });
    expect(slider).toHaveValue("2.5");
    expect(slider).toHaveAttribute("aria-valuetext", "2.50 per cent");
    expect((slider as HTMLInputElement).style.getPropertyValue("--fill")).toBe("50%");
  });

  it("is disabled, and marked so, when locked", () => {
    render(<Controlled disabled />);
    const slider = screen.getByRole("slider");
    expect(slider).toBeDisabled();
    expect(slider).toHaveAttribute("data-disabled", "");
  });

  // Issue 42: Radix's slider read its thumb's size while the page was committed, forcing a
  // layout of the whole new page in that task (about 130 ms of a phone's CPU).
  it("reads no layout when it is drawn", () => {
    const offsetWidth = vi.spyOn(HTMLElement.prototype, "offsetWidth", "get");
    const offsetHeight = vi.spyOn(HTMLElement.prototype, "offsetHeight", "get");
    const rect = vi.spyOn(Element.prototype, "getBoundingClientRect");
    render(<Controlled />);
    expect(offsetWidth).not.toHaveBeenCalled();
    expect(offsetHeight).not.toHaveBeenCalled();
    expect(rect).not.toHaveBeenCalled();
  });
});
