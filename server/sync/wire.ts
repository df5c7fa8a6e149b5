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
