/**
 * Document ids in Convex's format, with the randomness Convex's security relies on.
 *
 * An id is the base32 text of these bytes (the layout of Convex's `crates/value/src/id_v6.rs`):
 *
 *     varint(table number) ‖ 16 random bytes ‖ footer (2 bytes, little-endian)
 *
 * The varint is 7 bits a byte, low bits first, the high bit set on every byte but the last
 * (1 to 5 bytes). The footer is the Fletcher-16 checksum (modulus 256) of the bytes before
 * it, XOR the format version 0. The text uses Crockford's alphabet in lower case, five bits
 * a character, most significant first, the last character's unused bits zero; so an id is
 * 31 (one-byte table number) to 37 characters. Convex fills 14 of the 16 bytes at random
 * and puts the day number in the last two; here all 16 come from `node:crypto`, so an id
 * carries 128 unguessable bits (refresh tokens and session ids of @convex-dev/auth are
 * ids, and the library relies on that).
 *
 * Table numbers are Convex's ranges: user tables from 10001, system tables (`_…`) from
 * 513, each assigned on first use and kept in the store (`TableNumbers`).
 *
 * Ids written before this format (a zero-padded counter followed by the table name, the
 * shape convex-test uses) stay valid for the documents that have them: `tableOfId` accepts
 * such an id only for a known table and a counter below the last one the old format gave
 * out.
 */
import { randomFillSync } from "node:crypto";

const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
/** Each character code's digit, 255 for a character outside the alphabet. */
const DIGIT_OF = new Uint8Array(128).fill(255);
for (let digit = 0; digit < ALPHABET.length; digit++) DIGIT_OF[ALPHABET.charCodeAt(digit)] = digit;

/** Random bytes in an id. */
export const RANDOM_ID_BYTES = 16;
const FOOTER_BYTES = 2;
const ID_VERSION = 0;
const MAX_VARINT_BYTES = 5;

/** Shortest and longest id text (one- and five-byte table numbers). */
export const MIN_ID_LENGTH = base32Length(1 + RANDOM_ID_BYTES + FOOTER_BYTES);
export const MAX_ID_LENGTH = base32Length(MAX_VARINT_BYTES + RANDOM_ID_BYTES + FOOTER_BYTES);

/** Convex's first user table number (numbers up to 10,000 are reserved for system tables). */
export const FIRST_USER_TABLE_NUMBER = 10_001;
/** Convex's first system table number (up to 512 are reserved for older deployments). */
export const FIRST_SYSTEM_TABLE_NUMBER = 513;

/** Characters for `bytes` bytes: 8 per 5 bytes, and 2, 4, 5 or 7 for a last 1–4. */
function base32Length(bytes: number): number {
  return Math.floor(bytes / 5) * 8 + [0, 2, 4, 5, 7][bytes % 5];
}

function encodeBase32(bytes: Uint8Array): string {
  let text = "";
  let bits = 0;
  let pending = 0;
  for (const byte of bytes) {
    pending = (pending << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      text += ALPHABET[(pending >>> bits) & 31];
    }
    pending &= (1 << bits) - 1;
  }
  if (bits > 0) text += ALPHABET[(pending << (5 - bits)) & 31];
  return text;
}

/**
 * The bytes of a base32 text, or null when it is not the one spelling of some bytes: a
 * character outside the alphabet, a length no byte count encodes to, or unused bits in
 * the last character that are not zero.
 */
function decodeBase32(text: string): Buffer | null {
  const bytes = Buffer.alloc(Math.floor((text.length * 5) / 8));
  if (base32Length(bytes.length) !== text.length) return null;
  let at = 0;
  let bits = 0;
  let pending = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const digit = code < 128 ? DIGIT_OF[code] : 255;
    if (digit === 255) return null;
    pending = (pending << 5) | digit;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (pending >>> bits) & 0xff;
      pending &= (1 << bits) - 1;
    }
  }
  return pending === 0 ? bytes : null;
}

function fletcher16(bytes: Uint8Array): number {
  let low = 0;
  let high = 0;
  for (const byte of bytes) {
    low = (low + byte) & 0xff;
    high = (high + low) & 0xff;
  }
  return (high << 8) | low;
}

function varint(value: number): number[] {
  const out: number[] = [];
  while (value >= 0x80) {
    out.push((value & 0x7f) | 0x80);
    value = Math.floor(value / 0x80);
  }
  out.push(value);
  return out;
}

/** The id of `random` (16 bytes) in the table numbered `tableNumber`. */
export function encodeId(tableNumber: number, random: Uint8Array): string {
  if (random.length !== RANDOM_ID_BYTES) throw new Error("An id needs 16 random bytes");
  const head = varint(tableNumber);
  const bytes = Buffer.alloc(head.length + RANDOM_ID_BYTES + FOOTER_BYTES);
  bytes.set(head, 0);
  bytes.set(random, head.length);
  const body = bytes.subarray(0, head.length + RANDOM_ID_BYTES);
  bytes.writeUInt16LE(fletcher16(body) ^ ID_VERSION, body.length);
  return encodeBase32(bytes);
}

/**
 * The table number and random bytes of a Convex-format id, or null when the text is not
 * one: wrong length, a character outside the alphabet, a bad varint or table number 0, a
 * checksum that does not match, or a text that is not the canonical spelling of its bytes.
 */
export function decodeId(id: string): { tableNumber: number; random: Buffer } | null {
  if (id.length < MIN_ID_LENGTH || id.length > MAX_ID_LENGTH) return null;
  const bytes = decodeBase32(id);
  if (bytes === null) return null;
  let tableNumber = 0;
  let at = 0;
  for (let shift = 1; ; shift *= 0x80) {
    if (at >= MAX_VARINT_BYTES || at >= bytes.length) return null;
    const byte = bytes[at++];
    tableNumber += (byte & 0x7f) * shift;
    if (byte < 0x80) {
      // One spelling per number: no final zero byte after a continuation.
      if (byte === 0 && at > 1) return null;
      break;
    }
  }
  if (tableNumber === 0 || tableNumber > 0xffff_ffff) return null;
  if (bytes.length !== at + RANDOM_ID_BYTES + FOOTER_BYTES) return null;
  const body = bytes.subarray(0, at + RANDOM_ID_BYTES);
  if (bytes.readUInt16LE(body.length) !== (fletcher16(body) ^ ID_VERSION)) return null;
  return { tableNumber, random: bytes.subarray(at, at + RANDOM_ID_BYTES) };
}

/** Random bytes drawn from node:crypto in blocks (one system call per 256 ids). */
const pool = Buffer.alloc(RANDOM_ID_BYTES * 256);
let poolUsed = pool.length;

export function randomIdBytes(): Buffer {
  if (poolUsed === pool.length) {
    randomFillSync(pool);
    poolUsed = 0;
  }
  const bytes = Buffer.from(pool.subarray(poolUsed, poolUsed + RANDOM_ID_BYTES));
  pool.fill(0, poolUsed, poolUsed + RANDOM_ID_BYTES);
  poolUsed += RANDOM_ID_BYTES;
  return bytes;
}

// ------------------------------------------------------------------ the earlier format

const LEGACY_SHAPE = /^([0-9]+)([A-Za-z_][A-Za-z0-9_]*)$/;

/** A counter id's table and counter, or null for another text. */
export function parseLegacyId(id: string): { counter: number; table: string } | null {
  const match = LEGACY_SHAPE.exec(id);
  return match ? { counter: Number(match[1]), table: match[2] } : null;
}

// ------------------------------------------------------------------ the registry

/** Decoded ids remembered per store (about 3 MB at most). */
const DECODED_IDS_KEPT = 20_000;

/**
 * Table name ↔ table number for one store: numbers are assigned on first use and never
 * change (the engine saves `toJSON()` in the store's meta with the first commit that uses
 * a new one, then clears `changed`). `legacyCounterBound` is the old format's next counter (the store's old
 * `nextId`): counter ids below it may exist, none at or above it.
 */
export class TableNumbers {
  private readonly numbers = new Map<string, number>();
  private readonly names = new Map<number, string>();
  /** Table numbers of ids decoded lately (valid ones only): ids are checked on every read. */
  private readonly decoded = new Map<string, number>();
  /** A number was assigned since the last `toJSON()`. */
  changed = false;

  constructor(
    saved: string | null,
    public legacyCounterBound = 0,
  ) {
    const entries = saved ? (JSON.parse(saved) as Record<string, number>) : {};
    for (const [table, number] of Object.entries(entries)) this.set(table, number);
  }

  private set(table: string, number: number) {
    this.numbers.set(table, number);
    this.names.set(number, table);
  }

  has(table: string): boolean {
    return this.numbers.has(table);
  }

  /** The table's number, assigned now (the next free one of its range) when it has none. */
  numberOf(table: string): number {
    const known = this.numbers.get(table);
    if (known !== undefined) return known;
    let number = table.startsWith("_") ? FIRST_SYSTEM_TABLE_NUMBER : FIRST_USER_TABLE_NUMBER;
    while (this.names.has(number)) number++;
    this.set(table, number);
    this.changed = true;
    return number;
  }

  /** A new id for a document of `table`. */
  newId(table: string): string {
    return encodeId(this.numberOf(table), randomIdBytes());
  }

  /**
   * The table an id belongs to, or null when it is not a valid id of a known table: a
   * Convex-format id with a good checksum and an assigned table number, or a counter id
   * of a known table below the old format's last counter.
   */
  tableOf(id: string): string | null {
    let number = this.decoded.get(id);
    if (number === undefined) {
      number = decodeId(id)?.tableNumber;
      if (number !== undefined) {
        if (this.decoded.size >= DECODED_IDS_KEPT) this.decoded.clear();
        this.decoded.set(id, number);
      }
    }
    if (number !== undefined) return this.names.get(number) ?? null;
    const legacy = parseLegacyId(id);
    if (legacy === null || legacy.counter >= this.legacyCounterBound) return null;
    return this.numbers.has(legacy.table) ? legacy.table : null;
  }

  toJSON(): string {
    return JSON.stringify(Object.fromEntries(this.numbers));
  }

  /**
   * Learns the numbers of `saved` (a `toJSON()` text) it does not know yet: a query
   * thread follows the numbers saved in its snapshot (a table's number never changes).
   */
  learn(saved: string | null) {
    const entries = saved ? (JSON.parse(saved) as Record<string, number>) : {};
    for (const [table, number] of Object.entries(entries))
      if (!this.numbers.has(table)) this.set(table, number);
  }
}
