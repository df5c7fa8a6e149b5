/**
 * Runs a command beside N busy loops (processes spinning a core each), to show that the test
 * suite holds on a busy machine (issue 38: the suite must pass with two busy loops beside it).
 *
 *   npx tsx scripts/busyLoops.ts [--loops 2] -- npm test
 *   npx tsx scripts/busyLoops.ts --loops 2 -- npx vitest run convex/authHardening.test.ts
 *
 * Prints the command's wall time and the CPU time of the command and its children (the busy
 * loops not included), and exits with the command's status. The loops stop with it.
 */
import { spawn, type ChildProcess } from "node:child_process";

const SPIN = "for (;;) {}";

function parseArgs(argv: string[]): { loops: number; command: string[] } {
  const dashes = argv.indexOf("--");
  const options = dashes === -1 ? argv : argv.slice(0, dashes);
  const command = dashes === -1 ? [] : argv.slice(dashes + 1);
  const at = options.indexOf("--loops");
  const loops = at === -1 ? 2 : Number(options[at + 1]);
  if (!Number.isInteger(loops) || loops < 0 || command.length === 0) {
    console.error("usage: tsx scripts/busyLoops.ts [--loops N] -- <command> [args…]");
    process.exit(2);
  }
  return { loops, command };
}

/** Starts a process that keeps one core busy until killed. */
function busyLoop(): ChildProcess {
  return spawn(process.execPath, ["-e", SPIN], { stdio: "ignore" });
}

async function main() {
  const { loops, command } = parseArgs(process.argv.slice(2));
  const spinners = Array.from({ length: loops }, busyLoop);
  const stopSpinners = () => {
    for (const spinner of spinners) spinner.kill("SIGKILL");
  };
  process.once("SIGINT", () => {
    stopSpinners();
    process.exit(130);
  });
  // `time`'s children's CPU, read from /proc after the command exits, would include the
  // loops; so the command runs under a shell that reports its own children's times.
  const started = performance.now();
  const child = spawn(
    "bash",
    ["-c", 'TIMEFORMAT="cpu: %U s user, %S s system"; time "$@"', "busyLoops", ...command],
    { stdio: "inherit" },
  );
  const status = await new Promise<number>((done) =>
    child.once("exit", (code, signal) => done(code ?? (signal ? 1 : 0))),
  );
  stopSpinners();
  const seconds = (performance.now() - started) / 1000;
  console.error(`busyLoops: ${loops} busy loops; wall ${seconds.toFixed(1)} s; exit ${status}`);
  process.exit(status);
}

void main();
