/**
 * The one way to write `userVotes`: a trigger in the style of convex-helpers' `Triggers`
 * (as local code: the embedded backend runs no components). Every insert, patch and delete
 * of a vote goes through a `VoteWrites`, which reads the vote as it was and as it becomes
 * and moves the tallies by the difference: the old version, if it was active, leaves every
 * scope it counted in (−1), the new version, if active, enters its scopes (+1). A write that
 * changes nothing the tallies read cancels out and writes no delta.
 *
 * Changes gather in the writer's `TallyDelta` and are written once, when the work handed to
 * `withVoteWrites` ends (one `tallyDeltas` document per scope that moved, as before), so a
 * bind that deactivates, inserts and patches its vote still writes one delta per scope.
 * A bulk writer (the seed generator) keeps one writer over many votes.
 *
 * Writers never count by hand: `eslint.config.js` refuses `db.insert/patch/replace/delete`
 * of "userVotes" anywhere but this file (tests may set up rows directly).
 */
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import type { WithoutSystemFields } from "convex/server";
import { applyTallyDelta, countVote, emptyTallyDelta, type TallyDelta } from "./tallies";

export type VoteDoc = Doc<"userVotes">;
export type VoteFields = Partial<WithoutSystemFields<VoteDoc>>;

/** One write's effect on the tallies: the vote before and after (null: absent). */
export function countVoteChange(
  delta: TallyDelta,
  before: VoteDoc | null,
  after: VoteDoc | null,
): void {
  if (before?.isActive === true) countVote(delta, before, -1);
  if (after?.isActive === true) countVote(delta, after, +1);
}

/** Writes to `userVotes` that move the tallies with them (see the file's comment). */
export interface VoteWrites {
  /** The tally changes gathered so far (settled when the writer is applied). */
  readonly delta: TallyDelta;
  insert(fields: WithoutSystemFields<VoteDoc>): Promise<VoteDoc>;
  /**
   * Patches a vote (given as a document or an id: either way the stored version is read,
   * so a stale copy cannot misdirect the tallies). Returns the vote as it is now.
   */
  patch(vote: VoteDoc | Id<"userVotes">, fields: VoteFields): Promise<VoteDoc>;
  delete(vote: VoteDoc | Id<"userVotes">): Promise<void>;
}

async function readStored(ctx: MutationCtx, vote: VoteDoc | Id<"userVotes">) {
  const id = typeof vote === "string" ? vote : vote._id;
  const stored = await ctx.db.get("userVotes", id);
  if (stored === null) throw new Error(`Vote ${id} not found`);
  return stored;
}

/**
 * A writer gathering its changes in `delta` (a new one by default); the caller applies it
 * with `applyVoteWrites`. Prefer `withVoteWrites`, which applies it for you.
 */
export function voteWrites(ctx: MutationCtx, delta: TallyDelta = emptyTallyDelta()): VoteWrites {
  return {
    delta,
    async insert(fields) {
      const id = await ctx.db.insert("userVotes", fields);
      const inserted = await ctx.db.get("userVotes", id);
      if (inserted === null) throw new Error("Inserted vote not found");
      countVoteChange(delta, null, inserted);
      return inserted;
    },
    async patch(vote, fields) {
      const before = await readStored(ctx, vote);
      await ctx.db.patch("userVotes", before._id, fields);
      // A patch's undefined removes the field, as the stored document shows.
      const after = { ...before, ...fields } as VoteDoc;
      for (const [key, value] of Object.entries(fields)) {
        if (value === undefined) delete (after as Record<string, unknown>)[key];
      }
      countVoteChange(delta, before, after);
      return after;
    },
    async delete(vote) {
      const before = await readStored(ctx, vote);
      await ctx.db.delete("userVotes", before._id);
      countVoteChange(delta, before, null);
    },
  };
}

/** Writes a writer's gathered tally changes (one delta document per scope that moved). */
export async function applyVoteWrites(ctx: MutationCtx, writes: VoteWrites): Promise<void> {
  await applyTallyDelta(ctx, writes.delta);
}

/**
 * Runs `work` with a writer, then writes its tally changes, in the same transaction: the
 * tallies move with every vote written, whatever `work` does.
 */
export async function withVoteWrites<T>(
  ctx: MutationCtx,
  work: (votes: VoteWrites) => Promise<T>,
): Promise<T> {
  const writes = voteWrites(ctx);
  const result = await work(writes);
  await applyVoteWrites(ctx, writes);
  return result;
}
