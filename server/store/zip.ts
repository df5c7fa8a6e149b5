/**
 * The small part of the ZIP format a Convex snapshot needs: deflated (or stored) entries,
 * no encryption, no ZIP64 (an entry and the archive stay under 4 GiB; a snapshot of a
 * million votes is a few hundred MB). CRC-32 from `zlib.crc32` (Node 20.15+).
 */
import { closeSync, fstatSync, openSync, readSync, writeSync } from "node:fs";
import { crc32, deflateRawSync, inflateRawSync } from "node:zlib";

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const STORED = 0;
const DEFLATED = 8;
/** Version 2.0 (deflate), made by Unix (so the permissions below are read). */
const VERSION_NEEDED = 20;
const VERSION_MADE_BY = (3 << 8) | 20;
/** rw-r--r--, a regular file, in the high half of the external attributes (as Convex's). */
const FILE_ATTRIBUTES = (0o100644 << 16) >>> 0;
/** Bit 11: the names are UTF-8. */
const UTF8_FLAG = 0x0800;
const MAX_32 = 0xffff_ffff;

interface CentralEntry {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
  method: number;
}

/** The DOS date and time of `date` (what ZIP headers hold). */
function dosDateTime(date: Date): { time: number; day: number } {
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    day: ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

/** Writes a ZIP file entry by entry (each entry's bytes are held once, compressed). */
export class ZipWriter {
  private readonly fd: number;
  private offset = 0;
  private readonly entries: CentralEntry[] = [];
  private readonly stamp = dosDateTime(new Date());

  constructor(path: string) {
    this.fd = openSync(path, "w", 0o600);
  }

  private write(bytes: Buffer) {
    writeSync(this.fd, bytes);
    this.offset += bytes.length;
  }

  add(name: string, data: Buffer | string) {
    const raw = typeof data === "string" ? Buffer.from(data) : data;
    const deflated = deflateRawSync(raw);
    const method = deflated.length < raw.length ? DEFLATED : STORED;
    const body = method === DEFLATED ? deflated : raw;
    if (this.offset + body.length > MAX_32) throw new Error("The export is over 4 GiB");
    const entry: CentralEntry = {
      name: Buffer.from(name),
      crc: crc32(raw),
      compressed: body.length,
      size: raw.length,
      offset: this.offset,
      method,
    };
    const header = Buffer.alloc(30);
    header.writeUInt32LE(LOCAL_HEADER, 0);
    header.writeUInt16LE(VERSION_NEEDED, 4);
    header.writeUInt16LE(UTF8_FLAG, 6);
    header.writeUInt16LE(method, 8);
    header.writeUInt16LE(this.stamp.time, 10);
    header.writeUInt16LE(this.stamp.day, 12);
    header.writeUInt32LE(entry.crc, 14);
    header.writeUInt32LE(entry.compressed, 18);
    header.writeUInt32LE(entry.size, 22);
    header.writeUInt16LE(entry.name.length, 26);
    header.writeUInt16LE(0, 28);
    this.write(header);
    this.write(entry.name);
    this.write(body);
    this.entries.push(entry);
  }

  /** Writes the central directory and closes the file. Returns the file's size. */
  close(): number {
    const start = this.offset;
    for (const entry of this.entries) {
      const header = Buffer.alloc(46);
      header.writeUInt32LE(CENTRAL_HEADER, 0);
      header.writeUInt16LE(VERSION_MADE_BY, 4);
      header.writeUInt16LE(VERSION_NEEDED, 6);
      header.writeUInt16LE(UTF8_FLAG, 8);
      header.writeUInt16LE(entry.method, 10);
      header.writeUInt16LE(this.stamp.time, 12);
      header.writeUInt16LE(this.stamp.day, 14);
      header.writeUInt32LE(entry.crc, 16);
      header.writeUInt32LE(entry.compressed, 20);
      header.writeUInt32LE(entry.size, 24);
      header.writeUInt16LE(entry.name.length, 28);
      // Extra field, comment, disk number, internal attributes: none.
      header.writeUInt32LE(FILE_ATTRIBUTES, 38);
      header.writeUInt32LE(entry.offset, 42);
      this.write(header);
      this.write(entry.name);
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    this.write(end);
    closeSync(this.fd);
    return this.offset;
  }
}

/**
 * What a ZIP may unpack to before anything is inflated (docs/security.md "Imports"): the
 * central directory's sizes are checked first, and each entry is inflated with its stated
 * size as a hard cap, so a header that lies cannot take more memory than it admits to.
 */
export interface ZipLimits {
  /** The sum of the entries' sizes once inflated (bytes). */
  maxTotalBytes: number;
  /** Inflated size ÷ compressed size, for entries over `ratioFloorBytes`. */
  maxRatio: number;
  /** Entries smaller than this (inflated) may have any ratio: they cannot amount to much. */
  ratioFloorBytes: number;
}

/**
 * 1 GiB inflated: a 20,000-vote directory (bench/liveSeed.ts) exports 47.4 MB of JSONL in
 * an 8.5 MB ZIP (measured 27 November 2026), about 2.4 KB a vote, so the limit holds some
 * 400,000 votes; a workshop is well under 1 MB.
 */
export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxTotalBytes: 1024 * 1024 * 1024,
  // That export deflates 5.6:1 overall and 6.4:1 at most per entry (userVotes); a bomb of
  // one repeated byte deflates about 1,000:1.
  maxRatio: 100,
  ratioFloorBytes: 1024 * 1024,
};

/** A ZIP that would unpack to more than the limits allow, refused before it is inflated. */
export class ZipLimitError extends Error {}

interface ZipEntry {
  name: string;
  method: number;
  crc: number;
  compressed: number;
  size: number;
  local: number;
}

function readAt(fd: number, position: number, length: number): Buffer {
  const buffer = Buffer.alloc(length);
  let done = 0;
  while (done < length) {
    const read = readSync(fd, buffer, done, length - done, position + done);
    if (read === 0) break;
    done += read;
  }
  return done === length ? buffer : buffer.subarray(0, done);
}

/** The file entries of the central directory (directories left out), checked against `limits`. */
function centralDirectory(fd: number, path: string, limits: ZipLimits): ZipEntry[] {
  const fileSize = fstatSync(fd).size;
  // The end record is in the last 22 bytes plus up to 64 KiB of comment.
  const tailStart = Math.max(0, fileSize - 22 - 0xffff);
  const tail = readAt(fd, tailStart, fileSize - tailStart);
  let end = -1;
  for (let at = tail.length - 22; at >= 0; at--) {
    if (tail.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new Error(`${path} is not a ZIP file`);
  const count = tail.readUInt16LE(end + 10);
  const directorySize = tail.readUInt32LE(end + 12);
  const directoryStart = tail.readUInt32LE(end + 16);
  if (count === 0xffff || directoryStart === MAX_32) throw new Error(`${path} is a ZIP64 archive`);
  if (directoryStart + directorySize > fileSize) throw new Error(`${path}: bad central directory`);
  const directory = readAt(fd, directoryStart, directorySize);
  const entries: ZipEntry[] = [];
  let total = 0;
  let at = 0;
  for (let n = 0; n < count; n++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL_HEADER) {
      throw new Error(`${path}: bad central directory`);
    }
    const nameLength = directory.readUInt16LE(at + 28);
    const entry: ZipEntry = {
      method: directory.readUInt16LE(at + 10),
      crc: directory.readUInt32LE(at + 16),
      compressed: directory.readUInt32LE(at + 20),
      size: directory.readUInt32LE(at + 24),
      local: directory.readUInt32LE(at + 42),
      name: directory.toString("utf8", at + 46, at + 46 + nameLength),
    };
    at += 46 + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
    if (entry.name.endsWith("/")) continue;
    total += entry.size;
    if (total > limits.maxTotalBytes) {
      throw new ZipLimitError(
        `${path} would unpack to more than ${limits.maxTotalBytes} bytes (the import limit); ` +
          "nothing was read.",
      );
    }
    if (entry.size > limits.ratioFloorBytes && entry.size > entry.compressed * limits.maxRatio) {
      throw new ZipLimitError(
        `${path}: ${entry.name} would unpack ${entry.compressed} bytes to ${entry.size}, ` +
          `over ${limits.maxRatio} times its size (a ZIP bomb?); nothing was read.`,
      );
    }
    entries.push(entry);
  }
  return entries;
}

/** One entry's bytes: inflated with its stated size as a cap, checked against its CRC-32. */
function readEntry(fd: number, path: string, entry: ZipEntry): Buffer {
  const header = readAt(fd, entry.local, 30);
  if (header.length < 30 || header.readUInt32LE(0) !== LOCAL_HEADER) {
    throw new Error(`${path}: bad entry ${entry.name}`);
  }
  const dataStart = entry.local + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  const body = readAt(fd, dataStart, entry.compressed);
  let data: Buffer;
  if (entry.method === STORED) data = body;
  else if (entry.method === DEFLATED) {
    try {
      // One byte more than stated: an entry that inflates past its header is caught below.
      data = inflateRawSync(body, { maxOutputLength: entry.size + 1 });
    } catch (error) {
      if (error instanceof RangeError) {
        throw new ZipLimitError(`${path}: ${entry.name} inflates past its stated size`);
      }
      throw new Error(`${path}: entry ${entry.name} is corrupt (${String(error)})`);
    }
  } else throw new Error(`${path}: entry ${entry.name} uses compression method ${entry.method}`);
  if (data.length !== entry.size) {
    throw new ZipLimitError(`${path}: ${entry.name} is not the size its header states`);
  }
  if (crc32(data) !== entry.crc)
    throw new Error(`${path}: entry ${entry.name} is corrupt (CRC-32)`);
  return data;
}

/**
 * Every file entry of a ZIP file (directories left out), name → content, checked against
 * its CRC-32. The sizes in the central directory are checked against `limits` before any
 * entry is inflated (`ZipLimitError`). Throws on a file that is not a ZIP, a ZIP64
 * archive, or a method other than stored or deflated.
 */
export function readZip(path: string, limits: ZipLimits = DEFAULT_ZIP_LIMITS): Map<string, Buffer> {
  const fd = openSync(path, "r");
  try {
    const entries = centralDirectory(fd, path, limits);
    return new Map(entries.map((entry) => [entry.name, readEntry(fd, path, entry)]));
  } finally {
    closeSync(fd);
  }
}
