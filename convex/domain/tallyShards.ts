/**
 * Sharded tallies (docs/scale.md "Sharded tallies"): each tally scope's counters are split
 * over K shard documents, and a vote counts in the shard of its voter, so that concurrent
 * votes by different people rarely write the same document (under optimistic concurrency
 * two transactions conflict only when one writes what the other read). Readers sum the
 * shards. Pure code: the choice of shard and of K.
 */

/**
 * Shards per scope unless the deployment sets TALLY_SHARDS: the smallest power of two
 * that keeps a broadcast moment below 0.05 retries per vote in bench/contention.ts
 * (docs/scale.md "Choosing K").
 */
export const DEFAULT_TALLY_SHARDS = 256;

/**
 * Most shards a scope may have: readers read every shard document of a scope, and this
 * many (about 14 KB each with the full catalogue) stays well inside a query's 8 MiB and
 * 16,384-document read limits.
 */
export const MAX_TALLY_SHARDS = 512;

/**
 * The shard of votes cast before tallies were sharded: the migrated rows live there
 * (`tallyShard` absent on a vote means this shard).
 */
export const LEGACY_SHARD = 0;

/**
 * K from the deployment's TALLY_SHARDS setting: a whole number from 1 to MAX_TALLY_SHARDS;
 * anything else (unset, blank, out of range) gives DEFAULT_TALLY_SHARDS.
 */
export function tallyShardCount(setting: string | undefined): number {
  const value = Number(setting);
  if (setting === undefined || setting.trim() === "" || !Number.isInteger(value)) {
    return DEFAULT_TALLY_SHARDS;
  }
  return value >= 1 && value <= MAX_TALLY_SHARDS ? value : DEFAULT_TALLY_SHARDS;
}

/**
 * A stable, well-spread 32-bit hash of a string, the same on every runtime: FNV-1a, then
 * MurmurHash3's finaliser, so that ids differing only in their last characters (as
 * sequential ids do) still land in unrelated shards: FNV-1a alone keeps them apart in the
 * low bits, which would make neighbours never share a shard.
 */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** The shard a voter's votes count in, 0 to shards − 1. */
export function shardOfVoter(voterId: string, shards: number): number {
  return stableHash(voterId) % Math.max(1, Math.floor(shards));
}

/** How often at most the national fold runs by default (ms): 10 updates a second. */
export const DEFAULT_FOLD_INTERVAL_MS = 100;
/** The shortest and longest fold interval a deployment may set (ms). */
export const MIN_FOLD_INTERVAL_MS = 10;
export const MAX_FOLD_INTERVAL_MS = 60_000;

/**
 * The fold interval from the deployment's TALLY_FOLD_INTERVAL_MS setting: a whole number
 * of milliseconds from MIN_FOLD_INTERVAL_MS to MAX_FOLD_INTERVAL_MS; anything else (unset, blank, out of
 * range) gives DEFAULT_FOLD_INTERVAL_MS (docs/scale.md "National views once per fold").
 */
export function foldIntervalMs(setting: string | undefined): number {
  const value = Number(setting);
  if (setting === undefined || setting.trim() === "" || !Number.isInteger(value)) {
    return DEFAULT_FOLD_INTERVAL_MS;
  }
  return value >= MIN_FOLD_INTERVAL_MS && value <= MAX_FOLD_INTERVAL_MS
    ? value
    : DEFAULT_FOLD_INTERVAL_MS;
}
