/** Small helpers for the Convex wire format. */

/** u64 timestamps travel as 8 little-endian bytes in standard base64. */
export function encodeTs(ts: bigint): string {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64LE(ts);
  return bytes.toString("base64");
}

export function decodeTs(encoded: string): bigint {
  return Buffer.from(encoded, "base64").readBigUInt64LE();
}

/** Longest function path accepted from a client. */
const MAX_UDF_PATH = 256;
/**
 * `module/path(.js)?(:export)?`: letters, digits, `_`, `-`, `/` and `.` in the module path
 * (no `..` segment, no leading `/`), an identifier after the colon.
 */
const UDF_PATH =
  /^(?!\/)(?!.*(?:^|\/)\.\.?(?:\/|$|:))[A-Za-z0-9_\-/.]+(?::[A-Za-z_$][A-Za-z0-9_$]*)?$/;

/** Is this a function path a client may name (the shape only: the function may not exist)? */
export function isValidUdfPath(udfPath: unknown): udfPath is string {
  return typeof udfPath === "string" && udfPath.length <= MAX_UDF_PATH && UDF_PATH.test(udfPath);
}

/** `votes.js:bind` → `votes:bind`; a bare module means its default export. */
export function normalizeUdfPath(udfPath: string): string {
  const [modulePath, exportName = "default"] = udfPath.split(":");
  return `${modulePath.replace(/\.js$/, "")}:${exportName}`;
}

export interface StateVersion {
  querySet: number;
  identity: number;
  ts: bigint;
}

export function encodeVersion(version: StateVersion): string {
  return `{"querySet":${version.querySet},"identity":${version.identity},"ts":"${encodeTs(version.ts)}"}`;
}
