import type { Page } from "@playwright/test";

interface Narrative {
  _id: string;
  title: string;
  quadrant: "rewild" | "leap" | "steady" | "scale";
}

/** Reads a narrative through the Convex HTTP API of the app's own origin. */
export async function firstNarrative(
  page: Page,
  quadrant?: Narrative["quadrant"],
): Promise<Narrative> {
  const response = await page.request.post("/api/query", {
    data: { path: "narratives:listAll", args: {}, format: "json" },
  });
  const body = (await response.json()) as { value: Narrative[] };
  const list = quadrant ? body.value.filter((n) => n.quadrant === quadrant) : body.value;
  return list[0];
}

/** Stores a chosen narrative in the app's selection (as the narrative pages do) and tax settings. */
export async function chooseNarrative(
  page: Page,
  narrative: Narrative,
  tax?: { rate: number; dividend: number },
) {
  await page.goto("/auth");
  await page.evaluate(
    ({ narrative, tax }) => {
      localStorage.setItem(
        "apt-selection",
        JSON.stringify({
          narrative: { id: narrative._id, title: narrative.title, quadrant: narrative.quadrant },
          categoryPolicies: {},
          customisedCategories: [],
          selectedAreas: [],
          areaDefaults: {},
          quizResult: null,
        }),
      );
      if (tax) {
        localStorage.setItem("apt-tax-rate", String(tax.rate));
        localStorage.setItem("apt-dividend", String(tax.dividend));
      }
    },
    { narrative, tax },
  );
}
