/**
 * `npm run bench`: every benchmark, one after another; each prints its own figures.
 * Benchmarks print numbers; they never fail because the machine was slow.
 */
import { runContentionBench } from "./contention";
import { main as economy } from "./economy";
import { main as sync } from "./sync";
import { runBindBench } from "./bind";
import { runLiveBench } from "./live";
import { runRestartBench } from "./restart";
import { runWebBench } from "./web";

const benches: [string, () => unknown][] = [
  ["economy", economy],
  ["sync", sync],
  ["bind", runBindBench],
  ["live", runLiveBench],
  ["contention", runContentionBench],
  ["restart", runRestartBench],
  ["web", runWebBench],
];

for (const [name, run] of benches) {
  console.log(`\n== ${name} ==`);
  await run();
}
process.exit(0);
