// The entry of a query thread (queryPool.ts): registers tsx, so that the thread loads
// TypeScript (queryWorker.ts and the app's convex/ modules) whatever loaded the main
// thread (`node --import tsx`, vitest), then starts the thread's own code.
import { register } from "tsx/esm/api";

register();
await import("./queryWorker.ts");
