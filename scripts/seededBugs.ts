/**
 * The seeded-bug check (`npx tsx scripts/seededBugs.ts [filter...]`): puts each bug of
 * scripts/seededBugs.list.ts, one at a time, into a throwaway copy of the working tree and
 * runs the test files that must catch it there. A bug is CAUGHT when a test fails, MISSED
 * when they all pass (a gap in the tests). The working tree itself is never changed.
 *
 * - The copy (in the system's temp directory) holds the files `git ls-files -co
 *   --exclude-standard` lists and a symlink to node_modules; it is made once, and each
 *   mutated file is put back after its bug.
 * - First the bugs' test files run once without any bug (the baseline): a test that fails
 *   anyway would make every bug look caught.
 * - Filters (ids or categories, or parts of them) run some bugs only.
 * - `--timeout=SECONDS` per test run (default 180), `--no-baseline`, `--keep` (leave the
 *   copy and the runs' logs in place).
 *
 * Prints one row per bug: id | category | file | CAUGHT or MISSED | the first failing test
 * | seconds. Exits with 1 if a bug was missed, a run failed, or an original text does not
 * occur exactly once in its file.
 */
import { spawn, execFileSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { SEEDED_BUGS, occurrences, type SeededBug } from "./seededBugs.list";

const root = resolve(import.meta.dirname, "..");

const flags = process.argv.slice(2).filter((arg) => arg.startsWith("--"));
const filters = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const flag = (name: string) => flags.find((arg) => arg === name || arg.startsWith(`${name}=`));
const timeoutSeconds = Number(flag("--timeout")?.split("=")[1] ?? 180);
const keep = flag("--keep") !== undefined;
const baseline = flag("--no-baseline") === undefined;

const selected = SEEDED_BUGS.filter(
  (bug) =>
    filters.length === 0 ||
    filters.some((filter) => bug.id.includes(filter) || bug.category.includes(filter)),
);
if (selected.length === 0) {
  console.error(`No seeded bug matches ${filters.join(", ")}`);
  process.exit(1);
}

interface Outcome {
  bug: SeededBug;
  result: "CAUGHT" | "MISSED" | "TIMEOUT" | "ERROR" | "NOT FOUND";
  detail: string;
  seconds: number;
}

/** A copy of the working tree (tracked and untracked, not ignored), node_modules linked. */
function copyWorkingTree(): string {
  const copy = mkdtempSync(join(tmpdir(), "seeded-bugs-"));
  const listed = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  })
    .split("\0")
    .filter((path) => path !== "");
  for (const path of listed) {
    const from = join(root, path);
    // Deleted in the working tree, or node_modules itself (linked below).
    if (!existsSync(from) || path === "node_modules") continue;
    const to = join(copy, path);
    mkdirSync(dirname(to), { recursive: true });
    if (lstatSync(from).isSymbolicLink()) symlinkSync(readlinkSync(from), to);
    else copyFileSync(from, to);
  }
  symlinkSync(realpathSync(join(root, "node_modules")), join(copy, "node_modules"), "dir");
  return copy;
}

interface VitestJson {
  numTotalTests: number;
  numFailedTests: number;
  success: boolean;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string }[];
  }[];
}

interface Run {
  status: "passed" | "failed" | "timeout" | "error";
  /** The first failing test (file > name), or why the run gave no result. */
  detail: string;
  seconds: number;
}

/** The process group of the test run under way, if any (ended on Ctrl-C). */
let running: number | null = null;

/** `npx vitest run <tests>` in the copy, with the JSON reporter, within the timeout. */
function runTests(copy: string, tests: string[], label: string): Promise<Run> {
  const report = join(copy, ".seeded-bugs", `${label}.json`);
  const log = join(copy, ".seeded-bugs", `${label}.log`);
  mkdirSync(dirname(report), { recursive: true });
  rmSync(report, { force: true });
  const started = performance.now();
  return new Promise((done) => {
    const child = spawn(
      "npx",
      // --no-cache: nothing is written under the linked node_modules.
      ["vitest", "run", "--no-cache", "--reporter=json", `--outputFile=${report}`, ...tests],
      {
        cwd: copy,
        // Its own process group: a timeout ends the run and every worker it started.
        detached: true,
        stdio: ["ignore", "pipe", "pipe"],
        env: { ...process.env, FORCE_COLOR: "0" },
      },
    );
    running = child.pid ?? null;
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // Already gone.
      }
    }, timeoutSeconds * 1000);
    child.on("close", (code) => {
      clearTimeout(timer);
      running = null;
      writeFileSync(log, output);
      const seconds = (performance.now() - started) / 1000;
      if (timedOut) {
        done({ status: "timeout", detail: `no result within ${timeoutSeconds} s`, seconds });
        return;
      }
      let json: VitestJson;
      try {
        json = JSON.parse(readFileSync(report, "utf8")) as VitestJson;
      } catch {
        const last = output.trim().split("\n").slice(-3).join(" ").slice(0, 200);
        done({ status: "error", detail: `vitest exited ${code}, no report: ${last}`, seconds });
        return;
      }
      if (json.numTotalTests === 0) {
        done({ status: "error", detail: "no tests ran", seconds });
        return;
      }
      if (code === 0 && json.success) {
        done({ status: "passed", detail: "", seconds });
        return;
      }
      done({ status: "failed", detail: firstFailure(json, copy), seconds });
    });
  });
}

/** The first failing test as `file > test name`, or the first file that failed to run. */
function firstFailure(json: VitestJson, copy: string): string {
  for (const file of json.testResults) {
    const failed = file.assertionResults.find((test) => test.status === "failed");
    if (failed) return `${relative(copy, file.name)} > ${failed.fullName}`;
  }
  for (const file of json.testResults) {
    if (file.status === "failed") {
      const why = (file.message ?? "").split("\n")[0].slice(0, 120);
      return `${relative(copy, file.name)}: ${why || "failed to run"}`;
    }
  }
  return "(vitest reported a failure outside the tests)";
}

async function main() {
  const outcomes: Outcome[] = [];
  const runnable: SeededBug[] = [];
  for (const bug of selected) {
    const path = join(root, bug.file);
    const found = existsSync(path) ? occurrences(readFileSync(path, "utf8"), bug.original) : 0;
    if (found === 1) runnable.push(bug);
    else {
      outcomes.push({
        bug,
        result: "NOT FOUND",
        detail: `original text occurs ${found} times (must be once)`,
        seconds: 0,
      });
    }
  }

  const started = performance.now();
  const copy = copyWorkingTree();
  console.log(`Copied the working tree to ${copy}`);
  // Interrupted: the test run (its own process group) and the copy go too.
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      if (running !== null) {
        try {
          process.kill(-running, "SIGKILL");
        } catch {
          // Already gone.
        }
      }
      if (!keep) rmSync(copy, { recursive: true, force: true });
      process.exit(130);
    });
  }
  try {
    if (baseline && runnable.length > 0) {
      const files = [...new Set(runnable.flatMap((bug) => bug.tests))].sort();
      console.log(`Baseline: ${files.length} test files without any bug...`);
      const run = await runTests(copy, files, "baseline");
      console.log(`Baseline: ${run.status} in ${run.seconds.toFixed(0)} s`);
      if (run.status !== "passed") {
        console.error(
          `The tests fail without any bug (${run.detail}): fix them first (log: ${join(copy, ".seeded-bugs", "baseline.log")}).`,
        );
        process.exitCode = 1;
        return;
      }
    }
    for (const [index, bug] of runnable.entries()) {
      const path = join(copy, bug.file);
      const content = readFileSync(path, "utf8");
      const at = content.indexOf(bug.original);
      writeFileSync(
        path,
        content.slice(0, at) + bug.replacement + content.slice(at + bug.original.length),
      );
      let run: Run;
      try {
        run = await runTests(copy, bug.tests, bug.id);
      } finally {
        writeFileSync(path, content);
      }
      const result =
        run.status === "failed"
          ? "CAUGHT"
          : run.status === "passed"
            ? "MISSED"
            : run.status === "timeout"
              ? "TIMEOUT"
              : "ERROR";
      outcomes.push({ bug, result, detail: run.detail, seconds: run.seconds });
      console.log(
        `[${index + 1}/${runnable.length}] ${bug.id}: ${result} (${run.seconds.toFixed(0)} s)`,
      );
    }
  } finally {
    if (keep) console.log(`Kept the copy and the runs' logs in ${copy}`);
    else rmSync(copy, { recursive: true, force: true });
  }

  const order = new Map(SEEDED_BUGS.map((bug, index) => [bug.id, index]));
  outcomes.sort((a, b) => order.get(a.bug.id)! - order.get(b.bug.id)!);
  printTable(outcomes);
  const count = (result: Outcome["result"]) => outcomes.filter((o) => o.result === result).length;
  const total = (performance.now() - started) / 1000;
  console.log(
    `\n${outcomes.length} seeded bugs: ${count("CAUGHT")} caught, ${count("MISSED")} missed` +
      `, ${count("TIMEOUT")} timed out, ${count("ERROR")} errors, ${count("NOT FOUND")} not found` +
      ` (${Math.round(total)} s)`,
  );
  if (count("MISSED") + count("ERROR") + count("NOT FOUND") > 0) process.exitCode = 1;
}

function printTable(outcomes: Outcome[]) {
  const rows = [
    ["id", "category", "file", "result", "failing test", "s"],
    ...outcomes.map(({ bug, result, detail, seconds }) => [
      bug.id,
      bug.category,
      bug.file,
      result,
      detail.length > 110 ? `${detail.slice(0, 109)}…` : detail,
      seconds.toFixed(0),
    ]),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(" | ")} |`;
  console.log(`\n${line(rows[0])}`);
  console.log(`|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`);
  for (const row of rows.slice(1)) console.log(line(row));
}

await main();
