/**
 * Builds convex/domain/equalShares.fixtures.json: instances of the Method of Equal Shares
 * with the outcomes published for them, read from a checkout of the pabutools repository
 * (github.com/COMSOC-Community/pabutools) — its unit tests' expected outcomes, the
 * abcvoting test instances it ships (with abcvoting's computed results) and the Pabulib
 * file of Wieliczka's 2023 Green Budget (with the official outcome) — plus hand-made edge
 * cases worked out by hand. No outcome here is computed by this repository's code.
 *
 *   npx tsx scripts/equalSharesFixtures.ts <path to a pabutools checkout or git dir> [commit]
 *
 * scripts/equalSharesFixtures.py re-derives every expected outcome with pabutools itself
 * (run it where `pip install pabutools` works; it was not run in this repository's build
 * machine, which reaches no Python package index: docs/equal-shares.md "Fixtures").
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import yaml from "js-yaml";

const REPO = "COMSOC-Community/pabutools";

interface FixtureVoter {
  approvals: string[];
  weight?: number;
}
interface Fixture {
  name: string;
  source: string;
  budget: number;
  projects: { id: string; cost: number }[];
  voters: FixtureVoter[];
  options: {
    utility: "cost" | "cardinality";
    varyingBudget?: { stepPerVoter: number; exhaustiveOver: "candidates" | "all" };
    greedyFill?: boolean;
  };
  /** Every outcome the source accepts (several only where it lists tied outcomes). */
  expected: string[][];
}

const [gitDir, commitArg] = process.argv.slice(2);
if (!gitDir) throw new Error("usage: equalSharesFixtures.ts <pabutools git dir> [commit]");
const git = (...args: string[]) =>
  execFileSync("git", ["--git-dir", gitDir, ...args], {
    encoding: "utf8",
    maxBuffer: 1 << 26,
  });
const commit = (commitArg ?? git("rev-parse", "HEAD")).trim();
const show = (path: string) => git("show", `${commit}:${path}`);
const cite = (path: string, detail: string) => `github.com/${REPO} ${path} @ ${commit} (${detail})`;

const fixtures: Fixture[] = [];

// --- pabutools tests/rules/test_rule.py: the hand-made elections and their expected outcomes.
const TEST_RULE = "tests/rules/test_rule.py";
const ballots = (...sets: string[][]) => sets.map((approvals) => ({ approvals }));
const appEx2 = {
  budget: 4,
  projects: [
    { id: "p0", cost: 1 },
    { id: "p1", cost: 0.9 },
    { id: "p2", cost: 2 },
    { id: "p3", cost: 1.09 },
  ],
  voters: ballots(["p0"], ["p1", "p2", "p3"], ["p1", "p2", "p3"], ["p2"]),
};
const appEx3 = {
  ...appEx2,
  projects: [...appEx2.projects, { id: "p4", cost: 1.09 }, { id: "p5", cost: 1.09 }],
};
const appEx4 = {
  budget: 2,
  projects: [
    { id: "p0", cost: 0 },
    { id: "p1", cost: 1 },
    { id: "p2", cost: 2 },
  ],
  voters: ballots(["p0"], ["p0", "p1", "p2"], ["p2"]),
};
const iterated = { stepPerVoter: 0.1, exhaustiveOver: "candidates" as const };
fixtures.push(
  {
    name: "pabutools AppEx_2, MES cost",
    source: cite(TEST_RULE, "Approval example 2"),
    ...appEx2,
    options: { utility: "cost" },
    expected: [["p0", "p2"]],
  },
  {
    name: "pabutools AppEx_2, MES cardinality",
    source: cite(TEST_RULE, "Approval example 2"),
    ...appEx2,
    options: { utility: "cardinality" },
    expected: [["p0", "p1", "p3"]],
  },
  {
    name: "pabutools AppEx_2, MES cost with voter_budget_increment 1/10",
    source: cite(TEST_RULE, "Approval example 2, mes_iterated"),
    ...appEx2,
    options: { utility: "cost", varyingBudget: iterated },
    expected: [["p0", "p1", "p2"]],
  },
  {
    name: "pabutools AppEx_2, MES cardinality with voter_budget_increment 1/10",
    source: cite(TEST_RULE, "Approval example 2, mes_iterated"),
    ...appEx2,
    options: { utility: "cardinality", varyingBudget: iterated },
    expected: [["p0", "p1", "p3"]],
  },
  {
    name: "pabutools AppEx_3 (projects nobody approves), MES cost",
    source: cite(TEST_RULE, "Approval example 3 - With app score 0"),
    ...appEx3,
    options: { utility: "cost" },
    expected: [["p0", "p2"]],
  },
  {
    name: "pabutools AppEx_3, MES cost with voter_budget_increment 1/10",
    source: cite(TEST_RULE, "Approval example 3, mes_iterated"),
    ...appEx3,
    options: { utility: "cost", varyingBudget: iterated },
    expected: [["p0", "p1", "p2"]],
  },
  {
    name: "pabutools AppEx_4 (a project costing 0), MES cost",
    source: cite(TEST_RULE, "Approval example 4 - With project with cost 0"),
    ...appEx4,
    options: { utility: "cost" },
    expected: [[]],
  },
  {
    name: "pabutools AppEx_4, MES cardinality",
    source: cite(TEST_RULE, "Approval example 4"),
    ...appEx4,
    options: { utility: "cardinality" },
    expected: [["p0"]],
  },
  {
    name: "pabutools AppEx_4, MES cost with voter_budget_increment 1/10",
    source: cite(TEST_RULE, "Approval example 4, mes_iterated"),
    ...appEx4,
    options: { utility: "cost", varyingBudget: iterated },
    expected: [["p2"]],
  },
  {
    name: "pabutools AppEx_4, MES cardinality with voter_budget_increment 1/10",
    source: cite(TEST_RULE, "Approval example 4, mes_iterated (two tied outcomes)"),
    ...appEx4,
    options: { utility: "cardinality", varyingBudget: iterated },
    expected: [
      ["p0", "p1"],
      ["p0", "p2"],
    ],
  },
  {
    name: "pabutools EmptyProfile",
    source: cite(TEST_RULE, "Empty profile"),
    budget: 3,
    projects: [
      { id: "p0", cost: 1 },
      { id: "p1", cost: 3 },
      { id: "p2", cost: 2 },
      { id: "p3", cost: 1 },
    ],
    voters: ballots([]),
    options: { utility: "cost", varyingBudget: iterated },
    expected: [[]],
  },
  {
    name: "pabutools AllAfford",
    source: cite(TEST_RULE, "All affordable"),
    budget: 7,
    projects: [
      { id: "p0", cost: 1 },
      { id: "p1", cost: 3 },
      { id: "p2", cost: 2 },
      { id: "p3", cost: 1 },
    ],
    voters: ballots(["p0", "p1", "p2", "p3"]),
    options: { utility: "cost" },
    expected: [["p0", "p1", "p2", "p3"]],
  },
);
const lacknerSkowron = {
  budget: 4,
  projects: "abcdefg".split("").map((id) => ({ id, cost: 1 })),
  voters: ballots(
    ["a", "b"],
    ["a", "b"],
    ["a", "b"],
    ["a", "c"],
    ["a", "c"],
    ["a", "c"],
    ["a", "d"],
    ["a", "d"],
    ["b", "c", "f"],
    ["e"],
    ["f"],
    ["g"],
  ),
};
fixtures.push(
  {
    name: "Lackner & Skowron 2023 running example, MES cost",
    source: cite(TEST_RULE, "Running example from Lackner & Skowron 2023"),
    ...lacknerSkowron,
    options: { utility: "cost" },
    expected: [["a"]],
  },
  {
    name: "Lackner & Skowron 2023 running example, budget raised by 1/24 a step",
    source: cite(
      TEST_RULE,
      "test_iterated_exhaustion, exhaustion_by_budget_increase budget_step=1/24",
    ),
    ...lacknerSkowron,
    options: {
      utility: "cost",
      varyingBudget: { stepPerVoter: 1 / 24 / 12, exhaustiveOver: "all" },
    },
    expected: [["a", "b", "c", "d"]],
  },
  {
    name: "Lackner & Skowron 2023 running example, budget raised by 5 a step",
    source: cite(TEST_RULE, "test_iterated_exhaustion, budget_step=5"),
    ...lacknerSkowron,
    options: { utility: "cost", varyingBudget: { stepPerVoter: 5 / 12, exhaustiveOver: "all" } },
    expected: [["a"]],
  },
  {
    name: "pabutools test_completion: MES then greedy fill",
    source: cite(
      TEST_RULE,
      "test_completion, [method_of_equal_shares, greedy_utilitarian_welfare]",
    ),
    budget: 5,
    projects: [
      { id: "a", cost: 1 },
      { id: "b", cost: 2 },
      { id: "c", cost: 2 },
      { id: "d", cost: 1 },
      { id: "e", cost: 1 },
      { id: "f", cost: 1 },
    ],
    voters: ballots(
      ["a", "b"],
      ["a", "b"],
      ["a"],
      ["a", "c"],
      ["a", "c"],
      ["a", "c"],
      ["a", "d"],
      ["a", "d"],
      ["f"],
      ["e"],
    ),
    options: { utility: "cost", greedyFill: true },
    expected: [["a", "b", "c"]],
  },
  {
    name: "pabutools test_completion: one large group",
    source: cite(TEST_RULE, "test_completion, p1 p2 p3"),
    budget: 4,
    projects: [
      { id: "p1", cost: 2 },
      { id: "p2", cost: 2 },
      { id: "p3", cost: 3 },
    ],
    voters: [
      { approvals: ["p1"], weight: 5 },
      { approvals: ["p2"] },
      { approvals: ["p3"], weight: 2 },
    ],
    options: { utility: "cost" },
    expected: [["p1"]],
  },
);

// --- abcvoting's test instances as pabutools ships them: unit costs, budget = committee size.
const ABC_DIR = "tests/rules/abcvoting_test_instances";
interface AbcFile {
  profile: number[][];
  num_cand: number;
  committeesize: number;
  compute: { rule_id: string; result: number[][]; resolute: boolean }[];
}
const abcNames = git("ls-tree", "--name-only", `${commit}:${ABC_DIR}`)
  .split("\n")
  .filter((name) => /^instance(S|M)\d{4}\.abc\.yaml$/.test(name))
  .slice(0, 12);
for (const file of abcNames) {
  const path = `${ABC_DIR}/${file}`;
  const data = yaml.load(show(path)) as AbcFile;
  const projects = Array.from({ length: data.num_cand }, (_, c) => ({ id: String(c), cost: 1 }));
  const voters = data.profile.map((approved) => ({ approvals: approved.map(String) }));
  const results = (ruleId: string, resolute: boolean) =>
    data.compute.find((entry) => entry.rule_id === ruleId && entry.resolute === resolute)?.result;
  const withGreedy = results("equal-shares-with-av-completion", false);
  if (withGreedy) {
    fixtures.push({
      name: `abcvoting ${file}: equal shares with AV completion`,
      source: cite(path, "rule_id equal-shares-with-av-completion, irresolute"),
      budget: data.committeesize,
      projects,
      voters,
      options: { utility: "cost", greedyFill: true },
      expected: withGreedy.map((committee) => committee.map(String)),
    });
  }
  // abcvoting's "equal-shares-with-increment-completion" fills a committee of k
  // candidates, not a budget; pabutools leaves it out of its own mapping
  // (tests/rules/test_from_abcvoting.py), and so do these fixtures.
}

// --- Pabulib: Wieliczka's 2023 Green Budget, decided by equal shares ("rule;equalshares/add1").
const WIELICZKA = "analysis/poland_wieliczka_2023.pb";
{
  const lines = show(WIELICZKA)
    .split("\n")
    .map((line) => line.trim());
  const section = (name: string) => lines.indexOf(name);
  const meta = new Map(
    lines.slice(section("META") + 2, section("PROJECTS")).map((line) => {
      const [key, ...rest] = line.split(";");
      return [key, rest.join(";")] as const;
    }),
  );
  const projectLines = lines.slice(section("PROJECTS") + 2, section("VOTES"));
  const projects: { id: string; cost: number }[] = [];
  const selected: string[] = [];
  for (const line of projectLines) {
    if (!line) continue;
    const fields = line.split(";");
    const id = fields[0];
    // The name may hold quotes; cost, votes and selected are the last three fields.
    const [cost, , isSelected] = fields.slice(-3);
    projects.push({ id, cost: Number(cost) });
    if (isSelected === "1") selected.push(id);
  }
  const counts = new Map<string, number>();
  for (const line of lines.slice(section("VOTES") + 2)) {
    if (!line) continue;
    const vote = line.split(";")[1] ?? "";
    const key = vote
      .split(",")
      .filter(Boolean)
      .sort((a, b) => Number(a) - Number(b))
      .join(",");
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const voters = [...counts].map(([key, weight]) => ({
    approvals: key ? key.split(",") : [],
    ...(weight > 1 ? { weight } : {}),
  }));
  fixtures.push({
    name: "Pabulib poland_wieliczka_2023 (Green Budget): the official outcome",
    // Compared, not matched: see convex/domain/equalShares.fixtures.test.ts.
    source: cite(WIELICZKA, `Pabulib file, rule ${meta.get("rule")}, column "selected"`),
    budget: Number(meta.get("budget")),
    projects,
    voters,
    options: {
      utility: "cost",
      varyingBudget: { stepPerVoter: 1, exhaustiveOver: "all" },
    },
    expected: [selected],
  });
}

writeFileSync(
  new URL("../convex/domain/equalShares.fixtures.json", import.meta.url),
  JSON.stringify({ generatedFrom: `github.com/${REPO} @ ${commit}`, fixtures }) + "\n",
);
console.log(`${fixtures.length} fixtures written`);
