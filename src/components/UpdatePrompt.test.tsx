import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { watchForUpdates } from "@/lib/appUpdates";
import { UpdatePrompt } from "./UpdatePrompt";

/** A service worker container whose controller changes on demand. */
function fakeContainer(controlled: boolean) {
  const target = new EventTarget();
  return Object.assign(target, { controller: controlled ? {} : null }) as never;
}

const registration = { update: vi.fn(() => Promise.resolve()) } as never;

describe("the update prompt", () => {
  it("stays silent when the first service worker takes control of a fresh page", () => {
    const container = fakeContainer(false);
    render(<UpdatePrompt />);
    watchForUpdates(container, registration);
    act(() => void (container as EventTarget).dispatchEvent(new Event("controllerchange")));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("offers a reload when a new version takes over a running page", () => {
    const container = fakeContainer(true);
    render(<UpdatePrompt />);
    watchForUpdates(container, registration);
    act(() => void (container as EventTarget).dispatchEvent(new Event("controllerchange")));
    expect(screen.getByRole("status")).toHaveTextContent("A new version is available.");
    expect(screen.getByRole("button", { name: "Reload" })).toBeInTheDocument();
  });
});
