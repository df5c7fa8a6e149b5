/**
 * Components in chunks of their own (issue 42): one whose code was fetched ahead of its
 * first render draws at once, without its Suspense fallback's commit and a second render;
 * one that is not there yet shows the fallback, then itself, and keeps its state after.
 */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { Suspense, useState } from "react";
import { describe, expect, it } from "vitest";
import { preloadable } from "./lazyPage";

/** A chunk whose download the test ends by hand. */
function chunk() {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((done) => (arrive = done));
  let downloads = 0;
  const load = async () => {
    downloads++;
    await arrived;
    return Counter;
  };
  return { load, arrive, downloads: () => downloads };
}

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

const fallback = <p>loading</p>;

describe("preloadable", () => {
  it("draws a component whose code was preloaded in its first commit, without the fallback", async () => {
    const code = chunk();
    const Part = preloadable(code.load);
    Part.preload();
    code.arrive();
    await act(() => Part.load());
    render(
      <Suspense fallback={fallback}>
        <Part label="part" />
      </Suspense>,
    );
    // No await: the first commit already holds it.
    expect(screen.getByRole("button", { name: "part 0" })).toBeInTheDocument();
    expect(screen.queryByText("loading")).toBeNull();
    expect(code.downloads()).toBe(1);
  });

  it("shows the fallback until the code arrives, then the component, which keeps its state", async () => {
    const code = chunk();
    const Part = preloadable(code.load);
    const { rerender } = render(
      <Suspense fallback={fallback}>
        <Part label="part" />
      </Suspense>,
    );
    expect(screen.getByText("loading")).toBeInTheDocument();
    code.arrive();
    await act(() => Part.load());
    fireEvent.click(await screen.findByRole("button", { name: "part 0" }));
    // Drawn again now that the code is loaded: the same instance, the same count.
    rerender(
      <Suspense fallback={fallback}>
        <Part label="again" />
      </Suspense>,
    );
    expect(screen.getByRole("button", { name: "again 1" })).toBeInTheDocument();
    expect(code.downloads()).toBe(1);
  });

  it("fetches the code once, however often it is preloaded", () => {
    const code = chunk();
    const Part = preloadable(code.load);
    Part.preload();
    Part.preload();
    void Part.load();
    expect(code.downloads()).toBe(1);
  });
});
