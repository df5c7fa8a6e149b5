import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { policyDoc } from "@/test/fixtures";
import { ChosenPolicies } from "./ChosenPolicies";

describe("the chosen policies on the bind page", () => {
  it("lists each policy with its area and cost", () => {
    render(
      <ChosenPolicies
        policies={[
          policyDoc("p1", {
            title: "Free bus travel",
            category: "Transport",
            costEstimate: "£3bn",
          }),
          policyDoc("p2", { title: "Community clinics", costEstimate: "£500m" }),
        ]}
      />,
    );
    const rows = within(screen.getByRole("list", { name: "Your chosen policies" })).getAllByRole(
      "listitem",
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent("Free bus travel");
    expect(rows[0]).toHaveTextContent("Transport");
    expect(rows[0]).toHaveTextContent("£3bn");
    expect(rows[1]).toHaveTextContent("£500m");
  });

  it("says so when nothing is chosen, and shows nothing but skeletons while loading", () => {
    const { rerender } = render(<ChosenPolicies policies={[]} />);
    expect(screen.getByText("No policies chosen yet.")).toBeInTheDocument();
    rerender(<ChosenPolicies policies={undefined} />);
    expect(screen.queryByText("No policies chosen yet.")).not.toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });
});
