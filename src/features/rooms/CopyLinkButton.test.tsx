import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CopyLinkButton } from "./CopyLinkButton";

describe("the room's Copy link button", () => {
  it("is named with the words it shows first (WCAG 2.5.3), then the room: Copy link, for Year 10", () => {
    render(<CopyLinkButton url="https://example.org/join/ABC234" context="for Year 10" />);
    const button = screen.getByRole("button", { name: "Copy link, for Year 10" });
    expect(button.getAttribute("aria-label")).toBeNull();
  });
});
