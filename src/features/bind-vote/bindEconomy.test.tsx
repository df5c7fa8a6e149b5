/**
 * The bind page shows the package's balance and price figure, nothing else of the model
 * (issue 42): it computes them with simulatePackageBalance, not the whole simulateBudget,
 * whose recommended rates' searches and gauge were most of the model's time on a phone.
 */
import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { simulateBudget } from "@convex/domain/economy";
import { setSignedIn } from "@/test/convexReact";
import { renderWithRouter } from "@/test/render";
import BindVotePage from "./BindVotePage";

vi.mock("convex/react", () => import("@/test/convexReact"));
vi.mock("@convex/domain/economy", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@convex/domain/economy")>()),
  simulateBudget: vi.fn(() => {
    throw new Error("the bind page ran the whole budget model");
  }),
}));

describe("the bind page's economy", () => {
  it("shows the balance and the price figure without running the whole model", async () => {
    setSignedIn(false);
    await act(() => {
      renderWithRouter(<BindVotePage />, { url: "/bind-vote" });
      return Promise.resolve();
    });
    expect(screen.getByTestId("bind-balance")).toHaveTextContent(/£.*to.*£/);
    expect(screen.getByTestId("bind-price-rise")).toHaveTextContent(/%/);
    expect(simulateBudget).not.toHaveBeenCalled();
  });
});
