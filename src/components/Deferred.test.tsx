/**
 * Issue 42: a Deferred section (the simulator's lower half) is drawn only once the page has
 * painted and the main thread is idle, so its code is not fetched before the first paint.
 */
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Deferred } from "./Deferred";

/**
 * The page's first paint and idle moment, which a test lets come (src/app/whenPainted.ts),
 * and each wait's cancel.
 */
let painted: Array<() => void> = [];
let cancels: Array<ReturnType<typeof vi.fn>> = [];
vi.mock("@/app/whenPainted", () => ({
  whenPaintedAndIdle(callback: () => void) {
    painted.push(callback);
    const cancel = vi.fn();
    cancels.push(cancel);
    return cancel;
  },
}));

afterEach(() => {
  painted = [];
  cancels = [];
});

describe("Deferred", () => {
  it("holds its place until the page has painted and is idle, then draws its children", async () => {
    const { container } = render(
      <Deferred className="h-96">
        <p>Lower half</p>
      </Deferred>,
    );
    expect(screen.queryByText("Lower half")).toBeNull();
    expect(container.querySelector(".h-96")).not.toBeNull();
    expect(painted).toHaveLength(1);
    act(() => painted[0]());
    expect(await screen.findByText("Lower half")).toBeTruthy();
    expect(container.querySelector(".h-96")).toBeNull();
  });

  it("stops waiting when it leaves the page first", () => {
    const { unmount } = render(
      <Deferred>
        <p>Lower half</p>
      </Deferred>,
    );
    expect(cancels).toHaveLength(1);
    unmount();
    expect(cancels[0]).toHaveBeenCalledTimes(1);
  });
});
