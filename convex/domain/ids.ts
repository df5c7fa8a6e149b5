/**
 * Id shape checks for route parameters and stored selections.
 *
 * The spec (3, 4, 5) validates narrative and policy ids as UUIDs. This app's ids are
 * Convex document ids instead: 31 to 37 lower-case base-32 characters (a table number,
 * 128 random bits on the embedded backend, 112 on Convex, and a checksum), both on a Convex
 * deployment and on the embedded backend (server/engine/sqlite/ids.ts). Documents made by
 * the embedded backend before it used that format keep their ids: a zero-padded counter
 * followed by the table name, 32 characters, mixed case for camelCase tables (e.g.
 * "0000000000000000000012narratives"); those are accepted too.
 * All are plain letters and digits; the check below accepts that shape and rejects
 * everything else (empty, spaces, punctuation, UUIDs with dashes, path fragments).
 * It is a cheap pre-check only: the server still resolves the id with `normalizeId`, which
 * checks the checksum and the table.
 */

/** Shortest and longest id the check accepts (characters): Convex's 31 to 37. */
export const MIN_ID_LENGTH = 31;
export const MAX_ID_LENGTH = 37;

const ID_SHAPE = /^[0-9a-z]+$/i;

/** Whether a string has the shape of a Convex document id. */
export function looksLikeConvexId(value: unknown): value is string {
  return (
    typeof value === "string" &&
    value.length >= MIN_ID_LENGTH &&
    value.length <= MAX_ID_LENGTH &&
    ID_SHAPE.test(value)
  );
}
