import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import { setQueryResult } from "@/test/convexReact";
import { renderWithRouter } from "@/test/render";
import { SavedManifestos } from "./SavedManifestos";

vi.mock("convex/react", () => import("@/test/convexReact"));

describe("saved manifestos on the account page", () => {
  it("shows skeletons while the list loads", () => {
    renderWithRouter(<SavedManifestos signedIn />);
    expect(screen.queryByText("No saved manifestos yet")).not.toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("offers the two ways to build one when there are none", async () => {
    setQueryResult(api.manifestos.listMine, []);
    const { user } = renderWithRouter(<SavedManifestos signedIn />, { url: "/account" });
    expect(screen.getByText("No saved manifestos yet")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Choose from Narratives" }));
    expect(screen.getByTestId("current-path")).toHaveTextContent("/narratives");
  });
});
