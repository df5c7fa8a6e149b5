/**
 * Order-preserving byte encoding of Convex values, so that SQLite's `memcmp` order on an
 * index key is Convex's value order (`compareValues`): undefined < null < int64 < float64 <
 * boolean < string < bytes < array < object, strings compared by their UTF-8 bytes.
 *
 * Every encoding is self-delimiting (a type tag, then a fixed width or an escaped, terminated
 * body), so an index key is the concatenation of its field encodings, and "every key that
 * starts with P" is the byte range [P, P + 0xFF).
 */

const TAG = {
  undefined: 0x01,
  null: 0x02,
  bigint: 0x03,
  number: 0x04,
  boolean: 0x05,
  string: 0x06,
  bytes: 0x07,
  array: 0x08,
  object: 0x09,
} as const;

/** Larger than any tag: appended to a prefix, it bounds every key that starts with it. */
export const AFTER_PREFIX = 0xff;

class Writer {
  private buffer = Buffer.allocUnsafe(256);
  length = 0;

  private reserve(extra: number) {
    if (this.length + extra <= this.buffer.length) return;
    const next = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + extra));
    this.buffer.copy(next, 0, 0, this.length);
    this.buffer = next;
  }

  byte(value: number) {
    this.reserve(1);
    this.buffer[this.length++] = value;
  }

  bytes(data: Uint8Array) {
    this.reserve(data.length);
    this.buffer.set(data, this.length);
    this.length += data.length;
  }

  /** A string's UTF-8 bytes, escaped and terminated as `escaped` does. */
  string(value: string) {
    if (value.includes("\0")) return this.escaped(Buffer.from(value, "utf8"));
    // No NUL character, so no 0x00 byte to escape: encoded in place.
    this.reserve(value.length * 3 + 2);
    this.length += this.buffer.write(value, this.length, "utf8");
    this.buffer[this.length++] = 0;
    this.buffer[this.length++] = 0;
  }

  /** Bytes with 0x00 escaped as 0x00 0xFF, terminated by 0x00 0x00. */
  escaped(data: Uint8Array) {
    this.reserve(data.length * 2 + 2);
    for (const b of data) {
      this.buffer[this.length++] = b;
      if (b === 0) this.buffer[this.length++] = 0xff;
    }
    this.buffer[this.length++] = 0;
    this.buffer[this.length++] = 0;
  }

  result(): Buffer {
    return Buffer.from(this.buffer.subarray(0, this.length));
  }
}

const scratch = new DataView(new ArrayBuffer(8));

function writeValue(out: Writer, value: unknown): void {
  if (value === undefined) return out.byte(TAG.undefined);
  if (value === null) return out.byte(TAG.null);
  switch (typeof value) {
    case "bigint": {
      out.byte(TAG.bigint);
      scratch.setBigInt64(0, value);
      // Flip the sign bit: two's complement then orders as unsigned bytes.
      out.byte(scratch.getUint8(0) ^ 0x80);
      for (let i = 1; i < 8; i++) out.byte(scratch.getUint8(i));
      return;
    }
    case "number": {
      out.byte(TAG.number);
      scratch.setFloat64(0, value);
      // Negative numbers: invert every bit; positive: flip the sign bit (IEEE 754 total order).
      const negative = (scratch.getUint8(0) & 0x80) !== 0;
      for (let i = 0; i < 8; i++) {
        const b = scratch.getUint8(i);
        out.byte(negative ? ~b & 0xff : i === 0 ? b ^ 0x80 : b);
      }
      return;
    }
    case "boolean":
      out.byte(TAG.boolean);
      return out.byte(value ? 1 : 0);
    case "string":
      out.byte(TAG.string);
      return out.string(value);
    case "object": {
      if (value instanceof ArrayBuffer) {
        out.byte(TAG.bytes);
        return out.escaped(new Uint8Array(value));
      }
      if (Array.isArray(value)) {
        out.byte(TAG.array);
        for (const item of value) writeValue(out, item);
        return out.byte(0);
      }
      out.byte(TAG.object);
      const record = value as Record<string, unknown>;
      for (const key of Object.keys(record).sort()) {
        if (record[key] === undefined) continue;
        writeValue(out, key);
        writeValue(out, record[key]);
      }
      return out.byte(0);
    }
    default:
      throw new Error(`Not a Convex value: ${typeof value}`);
  }
}

/** One writer for every key (encoding is synchronous): its result is a copy. */
const shared = new Writer();

/** The concatenated encodings of `values` (an index key, or a prefix of one). */
export function encodeKey(values: readonly unknown[]): Buffer {
  shared.length = 0;
  for (const value of values) writeValue(shared, value);
  return shared.result();
}

/** A key and, for each of its values, where that value's encoding ends in it. */
export interface EncodedKey {
  key: Buffer;
  ends: number[];
}

/** `encodeKey(values)`, with where each value ends (its prefixes are the keys' prefixes). */
export function encodeKeyWithEnds(values: readonly unknown[]): EncodedKey {
  shared.length = 0;
  const ends: number[] = [];
  for (const value of values) {
    writeValue(shared, value);
    ends.push(shared.length);
  }
  return { key: shared.result(), ends };
}

/** `prefix` followed by 0xFF: the exclusive upper bound of every key starting with it. */
export function afterPrefix(prefix: Buffer): Buffer {
  return Buffer.concat([prefix, Buffer.of(AFTER_PREFIX)]);
}

/** The smallest key greater than `key` (exclusive bound just past it). */
export function justAfter(key: Buffer): Buffer {
  return Buffer.concat([key, Buffer.of(0)]);
}
