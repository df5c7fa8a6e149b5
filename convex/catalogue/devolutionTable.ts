/**
 * The classification of every catalogue policy as a Markdown table, kept in
 * docs/nations.md "Who decides" between the markers below (`npx tsx
 * scripts/devolutionTable.ts` rewrites it; convex/domain/devolution.test.ts checks it).
 */
import { POLICY_AREAS } from "../domain/areas";
import { DEVOLVED_NATIONS, devolutionBasis, type DevolutionBasisId } from "../domain/devolution";
import { DEVOLUTION_BASES } from "../domain/devolutionSources";
import { CATALOGUE } from "./index";

export const TABLE_START = "<!-- devolution-table:start -->";
export const TABLE_END = "<!-- devolution-table:end -->";

const NATION_HEADINGS = ["Scotland", "Wales", "Northern Ireland"];

function decided(basis: DevolutionBasisId): string[] {
  return DEVOLVED_NATIONS.map((nation) =>
    DEVOLUTION_BASES[basis].nations[nation].decider === "uk" ? "UK" : "devolved",
  );
}

/** The bases with their sources, then every policy with its basis. */
export function devolutionTable(): string {
  const lines: string[] = [TABLE_START, ""];
  lines.push(
    `| Basis | Subject | ${NATION_HEADINGS.join(" | ")} |`,
    "| --- | --- | --- | --- | --- |",
  );
  for (const [id, basis] of Object.entries(DEVOLUTION_BASES)) {
    const cells = DEVOLVED_NATIONS.map((nation) => {
      const { decider, source } = basis.nations[nation];
      return `${decider === "uk" ? "**UK**" : "**devolved**"}: ${source}`;
    });
    lines.push(`| \`${id}\` | ${basis.label} | ${cells.join(" | ")} |`);
  }
  lines.push("", `| Policy | Area | Basis | ${NATION_HEADINGS.join(" | ")} |`);
  lines.push("| --- | --- | --- | --- | --- | --- |");
  const areaName = new Map<string, string>(POLICY_AREAS.map((area) => [area.id, area.name]));
  const policies = [...CATALOGUE.policies].sort(
    (a, b) => a.area.localeCompare(b.area) || a.key.localeCompare(b.key),
  );
  for (const policy of policies) {
    const basis = devolutionBasis({
      catalogueKey: policy.key,
      areaId: policy.area,
      costing: policy.costing,
    });
    lines.push(
      `| ${policy.title} (\`${policy.key}\`) | ${areaName.get(policy.area)} | \`${basis}\` | ${decided(basis).join(" | ")} |`,
    );
  }
  lines.push("", TABLE_END);
  return lines.join("\n");
}
