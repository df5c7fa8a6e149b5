/**
 * The catalogue's text in the page's language (docs/i18n.md "The catalogue in Welsh"):
 * found by key or by English title, English with lang="en-GB" until the Welsh arrives or
 * for an item it does not know, and the screens following the language.
 */
import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CATALOGUE_CY } from "@convex/domain/cy";
import { QUIZ_QUESTIONS } from "@convex/domain/quiz";
import { NarrativeHeader } from "@/features/narratives/NarrativeHeader";
import QuizPage from "@/features/quiz/QuizPage";
import { renderWithRouter } from "@/test/render";
import { activateLanguage } from "@/i18n/i18n";
import { narrativeText, policyText, provideCatalogueText, questionText } from "./catalogueText";
import { areaText } from "./areaText";

vi.mock("convex/react", () => import("@/test/convexReact"));

const policy = {
  key: "rewild-transport-travel-free-buses-under-22",
  title: "Free bus travel for under-22s",
  description:
    "Extends Scotland's free bus travel for under-22s to England, Wales and Northern Ireland.",
};
const narrative = {
  key: "steady-prevention-pays",
  title: "Prevention Pays",
  description: "Most of the pressure on Britain's public services builds up years earlier.",
  quadrant: "steady" as const,
};

beforeEach(() => provideCatalogueText(CATALOGUE_CY));
afterEach(async () => {
  await activateLanguage("en-GB", false);
  provideCatalogueText(CATALOGUE_CY);
});

describe("areaText: a policy area's name in the page's language", () => {
  it("gives the category as it came on an English page", () => {
    expect(areaText("Health & Care", "en-GB")).toEqual({ name: "Health & Care", lang: undefined });
  });

  it("gives the area's Welsh name from any spelling of its category", () => {
    for (const spelling of ["Health & Care", "health-care", "Healthcare", "Health and Care"]) {
      expect(areaText(spelling, "cy"), spelling).toEqual({
        name: "Iechyd a Gofal",
        lang: undefined,
      });
    }
    expect(areaText("How Laws Are Made", "cy").name).toBe(CATALOGUE_CY.areas["laws-governance"][1]);
  });

  it("marks a category that is no area, or any before the Welsh arrives, as English", () => {
    expect(areaText("general", "cy")).toEqual({ name: "general", lang: "en-GB" });
    provideCatalogueText(null);
    expect(areaText("Health & Care", "cy")).toEqual({ name: "Health & Care", lang: "en-GB" });
  });
});

describe("policyText and narrativeText", () => {
  it("give the English as it came on an English page, with no lang of its own", () => {
    expect(policyText({ ...policy, catalogueKey: policy.key }, "en-GB")).toEqual({
      title: policy.title,
      description: policy.description,
      lang: undefined,
    });
  });

  it("give a policy's Welsh title and one-line summary by its catalogue key", () => {
    expect(policyText({ catalogueKey: policy.key, title: policy.title }, "cy")).toEqual({
      title: "Teithio ar fws am ddim i bobl dan 22 oed",
      description: expect.stringContaining("am ddim") as string,
      lang: undefined,
    });
  });

  it("find the Welsh by English title when a screen holds no key (a saved selection)", () => {
    expect(narrativeText({ title: narrative.title }, "cy").title).toBe("Mae Atal yn Talu");
    expect(policyText({ title: policy.title }, "cy").lang).toBeUndefined();
  });

  it("mark an item the Welsh does not know as English (a manifesto's own text)", () => {
    expect(policyText({ title: "My own idea", description: "Mine." }, "cy")).toEqual({
      title: "My own idea",
      description: "Mine.",
      lang: "en-GB",
    });
  });

  it("show English marked as English on a Welsh page until the Welsh has arrived", () => {
    provideCatalogueText(null);
    expect(narrativeText({ catalogueKey: narrative.key, title: narrative.title }, "cy")).toEqual({
      title: narrative.title,
      description: "",
      lang: "en-GB",
    });
    expect(questionText(QUIZ_QUESTIONS[0], "cy").lang).toBe("en-GB");
  });

  it("questionText keeps each option's value and place and changes only the words", () => {
    const question = QUIZ_QUESTIONS[2];
    const shown = questionText(question, "cy");
    expect(shown.label).toBe(CATALOGUE_CY.quiz.climate.label);
    expect(shown.options.map(({ value, x, y }) => ({ value, x, y }))).toEqual(
      question.options.map(({ value, x, y }) => ({ value, x, y })),
    );
    expect(shown.options[9].text).toBe("Dan arweiniad y farchnad");
  });
});

describe("the screens in Welsh", () => {
  it("the quiz asks its question and names its ends in Welsh, with no English lang", async () => {
    await act(() => activateLanguage("cy", false));
    renderWithRouter(<QuizPage />);
    const heading = screen.getByRole("heading", { name: CATALOGUE_CY.quiz.borders.label });
    expect(heading).not.toHaveAttribute("lang");
    expect(screen.getByText("Cenedl hunangynhaliol")).toBeVisible();
  });

  it("a narrative header turns Welsh when the Welsh arrives, English until then", async () => {
    provideCatalogueText(null);
    await act(() => activateLanguage("cy", false));
    provideCatalogueText(null);
    renderWithRouter(
      <NarrativeHeader
        title={narrative.title}
        description={narrative.description}
        quadrant={narrative.quadrant}
      />,
    );
    expect(screen.getByRole("heading", { name: narrative.title })).toHaveAttribute("lang", "en-GB");
    act(() => provideCatalogueText(CATALOGUE_CY));
    const heading = screen.getByRole("heading", { name: "Mae Atal yn Talu" });
    expect(heading).not.toHaveAttribute("lang");
  });

  it("switching back to English shows the catalogue's own English", async () => {
    await act(() => activateLanguage("cy", false));
    renderWithRouter(<QuizPage />);
    await act(() => activateLanguage("en-GB", false));
    expect(screen.getByRole("heading", { name: QUIZ_QUESTIONS[0].label })).toBeVisible();
  });
});
