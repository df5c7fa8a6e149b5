/**
 * Document ids in convex-test's shape — a zero-padded counter followed by the table name,
 * 32 characters in all for short table names — so that a data directory written by the
 * convex-test engine imports with its ids unchanged. (Convex's own ids are base32 with
 * the table number inside; the app accepts both, see convex/domain/ids.ts.)
 */

const TYPICAL_ID_LENGTH = 32;
/** convex-test's first counter: the same sequence of inserts gives the same ids. */
export const FIRST_ID_COUNTER = 10_000;

const ID_SHAPE = /^([0-9]+)([A-Za-z_][A-Za-z0-9_]*)$/;

export function makeId(counter: number, table: string): string {
  return counter.toString().padStart(TYPICAL_ID_LENGTH - table.length, "0") + table;
}

/** The table an id belongs to, or null when it is not an id. */
export function tableOfId(id: string): string | null {
  return ID_SHAPE.exec(id)?.[2] ?? null;
}

export function counterOfId(id: string): number {
  return Number(ID_SHAPE.exec(id)?.[1] ?? 0);
}
