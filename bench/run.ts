/**
 * `npm run bench`: every benchmark, one after another; each prints its own figures.
 * Benchmarks print numbers; they never fail because the machine was slow.
 */
import { runContentionBench } from "./contention";
import { runHostileBench } from "./hostile";
import { main as economy } from "./economy";
import { main as sync } from "./sync";
import { runBindBench } from "./bind";
import { runLiveBench } from "./live";
import { runRestartBench } from "./restart";
import { runWebBench } from "./web";
import { runCostBench } from "./cost";
import { runSignInStallBench } from "./signInStall";
import { runNationsBench } from "./nations";

const benches: [string, () => unknown][] = [
  ["economy", economy],
  ["sync", sync],
  ["bind", runBindBench],
  ["live", runLiveBench],
  ["signInStall", runSignInStallBench],
  ["nations", runNationsBench],
  ["contention", runContentionBench],
  ["cost", runCostBench],
  ["hostile", runHostileBench],
  ["restart", runRestartBench],
  ["web", runWebBench],
];

// A benchmark that could not measure what it says (its data missing, a subscriber not
// signed in) throws: the others still run, and the whole run exits 1. A missed target never
// fails it.
let broken = 0;
for (const [name, run] of benches) {
  console.log(`\n== ${name} ==`);
  try {
    await run();
  } catch (error) {
    broken++;
    console.error(`${name}: could not measure:`, error);
  }
}
process.exit(broken > 0 ? 1 : 0);
