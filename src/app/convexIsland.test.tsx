/**
 * Convex islands (issue 42): a page that paints before the Convex provider arrives keeps a
 * place for its live parts, and they are drawn there, inside the provider's context, once
 * the layout renders the provider with its ConvexIslands; the page itself is not drawn again.
 */
import { act, render, screen } from "@testing-library/react";
import { createContext, useContext, useState, type ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { ConvexIsland, ConvexIslands, useUrgentIsland } from "./convexIsland";

/** Stands in for the Convex provider's context. */
const Provider = createContext("none");

function Live() {
  return <span>live: {useContext(Provider)}</span>;
}

let pageRenders = 0;
function Page() {
  pageRenders++;
  return (
    <header data-testid="header">
      <ConvexIsland className="min-w-20">
        <Live />
      </ConvexIsland>
    </header>
  );
}

function Urgent() {
  return <p>{useUrgentIsland() ? "urgent" : "not urgent"}</p>;
}

/** `page` is made by the caller, as the router's route element is: a layout's render is not the page's. */
function Layout({ page }: { page: ReactElement }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button onClick={() => setLoaded(true)}>load</button>
      {loaded && (
        <Provider.Provider value="convex">
          <ConvexIslands />
        </Provider.Provider>
      )}
      {page}
      <Urgent />
    </>
  );
}

describe("Convex islands", () => {
  it("keep their place until the provider is there, then draw inside it where they stand", () => {
    pageRenders = 0;
    render(<Layout page={<Page />} />);
    const place = screen.getByTestId("header").querySelector(".min-w-20");
    expect(place).toBeEmptyDOMElement();
    expect(screen.queryByText(/live/)).toBeNull();
    const rendersBefore = pageRenders;

    act(() => screen.getByRole("button", { name: "load" }).click());
    expect(screen.getByText("live: convex")).toBeInTheDocument();
    expect(place).toContainElement(screen.getByText("live: convex"));
    expect(pageRenders).toBe(rendersBefore);
    expect(screen.getByText("not urgent")).toBeInTheDocument();
  });

  // After the test above: the module's "urgent" flag, once set, stays for the page's life.
  it("an urgent island asks for the provider at once", () => {
    render(
      <>
        <ConvexIsland urgent>
          <Live />
        </ConvexIsland>
        <Urgent />
      </>,
    );
    expect(screen.getByText("urgent")).toBeInTheDocument();
  });
});
