import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { SearchForm } from "./SearchForm";

function Controlled({ onSubmit, loading = false }: { onSubmit: () => void; loading?: boolean }) {
  const [value, setValue] = useState("");
  return <SearchForm value={value} onChange={setValue} onSubmit={onSubmit} loading={loading} />;
}

describe("the search form", () => {
  it("submits the trimmed question with Enter", async () => {
    const onSubmit = vi.fn();
    render(<Controlled onSubmit={onSubmit} />);
    expect(screen.getByRole("button", { name: "Search" })).toBeDisabled();
    await userEvent
      .setup()
      .type(screen.getByRole("searchbox"), "  How can we cut NHS waiting lists? {Enter}");
    expect(onSubmit).toHaveBeenCalledWith("How can we cut NHS waiting lists?");
  });

  it("does not search again while a search runs", () => {
    render(<SearchForm value="housing" onChange={vi.fn()} onSubmit={vi.fn()} loading />);
    expect(screen.getByRole("button", { name: "Searching..." })).toBeDisabled();
  });
});
