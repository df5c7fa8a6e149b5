/**
 * Who decides each catalogue policy where a voter lives (convex/domain/devolution.ts): every
 * policy is classified, with a source per nation, and docs/nations.md lists them all.
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { CATALOGUE } from "../catalogue";
import { devolutionTable, TABLE_END, TABLE_START } from "../catalogue/devolutionTable";
import {
  DEVOLUTION_OVERRIDES,
  DEVOLVED_NATIONS,
  devolutionBasis,
  whoDecides,
  DEVOLUTION_DECIDERS,
} from "./devolution";
import { DEVOLUTION_BASES } from "./devolutionSources";

/** Prettier pads a Markdown table's cells: compare the cells, not the padding. */
function normalise(markdown: string): string {
  return markdown
    .split("\n")
    .map((line) =>
      line
        .replace(/\s*\|\s*/g, "|")
        .replace(/-{3,}/g, "---")
        .trim(),
    )
    .filter((line) => line !== "")
    .join("\n");
}

const byKey = new Map(CATALOGUE.policies.map((policy) => [policy.key, policy]));

function policy(key: string) {
  const entry = byKey.get(key);
  if (entry === undefined) throw new Error(`no policy ${key}`);
  return { catalogueKey: entry.key, areaId: entry.area, costing: entry.costing };
}

describe("who decides each policy", () => {
  test("every catalogue policy has a basis with a decider and a source in each devolved nation", () => {
    for (const entry of CATALOGUE.policies) {
      const basis = DEVOLUTION_BASES[devolutionBasis(policy(entry.key))];
      for (const nation of DEVOLVED_NATIONS) {
        expect(basis.nations[nation].source.length, entry.key).toBeGreaterThan(20);
      }
    }
  });

  test("the deciders the browser reads agree with the sources, basis by basis", () => {
    expect(Object.keys(DEVOLUTION_DECIDERS).sort()).toEqual(Object.keys(DEVOLUTION_BASES).sort());
    for (const [basis, sources] of Object.entries(DEVOLUTION_BASES)) {
      const deciders = DEVOLVED_NATIONS.map((nation) => sources.nations[nation].decider);
      expect(deciders, basis).toEqual(
        DEVOLUTION_DECIDERS[basis as keyof typeof DEVOLUTION_DECIDERS],
      );
    }
  });

  test("every override names a policy in the catalogue", () => {
    for (const key of Object.keys(DEVOLUTION_OVERRIDES)) expect(byKey.has(key), key).toBe(true);
  });

  test("an England health policy is Holyrood's, the Senedd's and Stormont's to decide", () => {
    const care = policy("rewild-health-care-free-personal-care");
    expect(whoDecides(care, "scotland")).toMatchObject({
      decider: "devolved",
      legislature: "the Scottish Parliament",
    });
    expect(whoDecides(care, "wales").legislature).toBe("the Senedd");
    expect(whoDecides(care, "northern-ireland").legislature).toBe("the Northern Ireland Assembly");
  });

  test("in England the UK Parliament decides everything", () => {
    for (const entry of CATALOGUE.policies) {
      expect(whoDecides(policy(entry.key), "england").decider).toBe("uk");
    }
  });

  test("courts and policing in England and Wales: devolved in Scotland and Northern Ireland, reserved in Wales", () => {
    const courts = policy("steady-crime-justice-court-backlog");
    expect(whoDecides(courts, "scotland").decider).toBe("devolved");
    expect(whoDecides(courts, "wales").decider).toBe("uk");
    expect(whoDecides(courts, "northern-ireland").decider).toBe("devolved");
  });

  test("a GB benefit is reserved in Scotland and Wales and transferred in Northern Ireland", () => {
    const taper = policy("leap-welfare-pensions-lower-uc-taper");
    expect(whoDecides(taper, "scotland").decider).toBe("uk");
    expect(whoDecides(taper, "wales").decider).toBe("uk");
    expect(whoDecides(taper, "northern-ireland").decider).toBe("devolved");
  });

  test("Carer's Allowance is Holyrood's since the Scotland Act 2016", () => {
    expect(whoDecides(policy("rewild-welfare-pensions-carers-allowance"), "scotland").decider).toBe(
      "devolved",
    );
  });

  test("defence is reserved everywhere", () => {
    const defence = policy("scale-defence-foreign-three-percent");
    for (const nation of DEVOLVED_NATIONS) expect(whoDecides(defence, nation).decider).toBe("uk");
  });

  test("a UK-wide cost of a devolved service (free buses for under-22s) is devolved", () => {
    const buses = policy("rewild-transport-travel-free-buses-under-22");
    for (const nation of DEVOLVED_NATIONS) {
      expect(whoDecides(buses, nation).decider).toBe("devolved");
    }
  });

  test("docs/nations.md lists every policy's classification as the code has it", () => {
    const doc = readFileSync(new URL("../../docs/nations.md", import.meta.url), "utf8");
    const start = doc.indexOf(TABLE_START);
    const end = doc.indexOf(TABLE_END) + TABLE_END.length;
    expect(normalise(doc.slice(start, end))).toBe(normalise(devolutionTable()));
  });
});
