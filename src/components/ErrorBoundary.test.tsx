import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./ErrorBoundary";

function Fails({ when }: { when: boolean }) {
  if (when) throw new Error("boom");
  return <p>All well</p>;
}

describe("the error boundary", () => {
  // React and the boundary both log the error; the tests expect it.
  beforeEach(() => vi.spyOn(console, "error").mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it("shows its children while they render", () => {
    render(
      <ErrorBoundary fallback={<p>Fallback</p>}>
        <Fails when={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText("All well")).toBeInTheDocument();
  });

  it("shows the fallback when a child throws, and logs the error", () => {
    render(
      <ErrorBoundary fallback={<p>Fallback</p>}>
        <Fails when />
      </ErrorBoundary>,
    );
    expect(screen.getByText("Fallback")).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(expect.objectContaining({ message: "boom" }));
  });

  it("tries again when its reset key changes (the visitor moves to another page)", () => {
    const { rerender } = render(
      <ErrorBoundary fallback={<p>Fallback</p>} resetKey="/broken">
        <Fails when />
      </ErrorBoundary>,
    );
    rerender(
      <ErrorBoundary fallback={<p>Fallback</p>} resetKey="/broken">
        <Fails when={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText("Fallback")).toBeInTheDocument();
    rerender(
      <ErrorBoundary fallback={<p>Fallback</p>} resetKey="/working">
        <Fails when={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText("All well")).toBeInTheDocument();
  });
});
