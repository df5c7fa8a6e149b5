import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { QUIZ_QUESTIONS } from "@convex/domain/quiz";
import { OptionPicker } from "./OptionPicker";

const question = QUIZ_QUESTIONS[0];

describe("a quiz question's options", () => {
  it("offers ten points and says nothing is chosen yet", () => {
    render(<OptionPicker question={question} value={null} onChange={vi.fn()} />);
    expect(screen.getAllByRole("button", { pressed: false })).toHaveLength(10);
    expect(screen.getByText("No option chosen yet.")).toBeInTheDocument();
  });

  it("chooses an option by tapping its point, and describes the chosen one", async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <OptionPicker question={question} value={null} onChange={onChange} />,
    );
    const option = question.options[7];
    await userEvent.setup().click(screen.getByRole("button", { name: option.text }));
    expect(onChange).toHaveBeenCalledWith(7);

    rerender(<OptionPicker question={question} value={7} onChange={onChange} />);
    expect(screen.getByRole("button", { name: option.text })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(screen.getByText(option.description)).toBeInTheDocument();
  });
});
