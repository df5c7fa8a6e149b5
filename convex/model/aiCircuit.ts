/** The model's circuit breaker, kept in one `aiCircuit` row (convex/domain/ai/circuit.ts). */
import type { MutationCtx, QueryCtx } from "../_generated/server";
import {
  CLOSED_CIRCUIT,
  isCircuitOpen,
  recordCircuitOutcome,
  type CircuitState,
} from "../domain/ai/circuit";

const KEY = "model";

async function readRow(ctx: QueryCtx) {
  return await ctx.db
    .query("aiCircuit")
    .withIndex("by_key", (q) => q.eq("key", KEY))
    .unique();
}

export async function modelCircuitOpen(ctx: QueryCtx, now: number): Promise<boolean> {
  const row = await readRow(ctx);
  return row !== null && isCircuitOpen(row, now);
}

export async function recordModelOutcome(ctx: MutationCtx, ok: boolean, now: number) {
  const row = await readRow(ctx);
  const state: CircuitState = row ?? CLOSED_CIRCUIT;
  // A success on a closed circuit changes nothing: no write, no conflict between callers.
  if (ok && state.failures.length === 0 && state.openUntil === 0) return;
  const next = recordCircuitOutcome(state, ok, now);
  if (row === null) await ctx.db.insert("aiCircuit", { key: KEY, ...next });
  else await ctx.db.patch("aiCircuit", row._id, next);
}
