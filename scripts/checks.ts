/**
 * `npm test`'s static checks side by side: the type-check, lint and format check are each
 * single-threaded, so on CI's two cores running them together saves about half the slower
 * one's time. Each command's output is printed once it ends, whole (never interleaved);
 * the exit code is 1 if any of them failed.
 */
import { spawn } from "node:child_process";

const CHECKS = ["npm run typecheck", "npm run lint", "npm run format:check"];

function run(command: string): Promise<{ command: string; ok: boolean; output: string }> {
  return new Promise((done) => {
    const child = spawn(command, { shell: true, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (code) => done({ command, ok: code === 0, output }));
  });
}

const results = await Promise.all(CHECKS.map(run));
for (const { command, ok, output } of results) {
  console.log(`\n$ ${command}: ${ok ? "passed" : "FAILED"}\n${output.trimEnd()}`);
}
process.exit(results.every((result) => result.ok) ? 0 : 1);
