/**
 * The small part of the ZIP format a Convex snapshot needs: deflated (or stored) entries,
 * no encryption, no ZIP64 (an entry and the archive stay under 4 GiB; a snapshot of a
 * million votes is a few hundred MB). CRC-32 from `zlib.crc32` (Node 20.15+).
 */
import { closeSync, openSync, readFileSync, writeSync } from "node:fs";
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
 * Every file entry of a ZIP file (directories left out), name → content, checked against
 * its CRC-32. Throws on a file that is not a ZIP, a ZIP64 archive, or a method other than
 * stored or deflated.
 */
export function readZip(path: string): Map<string, Buffer> {
  const zip = readFileSync(path);
  // The end record is in the last 22 bytes plus up to 64 KiB of comment.
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new Error(`${path} is not a ZIP file`);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  if (count === 0xffff || at === MAX_32) throw new Error(`${path} is a ZIP64 archive`);
  const files = new Map<string, Buffer>();
  for (let n = 0; n < count; n++) {
    if (zip.readUInt32LE(at) !== CENTRAL_HEADER) throw new Error(`${path}: bad central directory`);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString("utf8", at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (name.endsWith("/")) continue;
    if (zip.readUInt32LE(local) !== LOCAL_HEADER) throw new Error(`${path}: bad entry ${name}`);
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const body = zip.subarray(dataStart, dataStart + compressed);
    let data: Buffer;
    if (method === STORED) data = Buffer.from(body);
    else if (method === DEFLATED) data = inflateRawSync(body);
    else throw new Error(`${path}: entry ${name} uses compression method ${method}`);
    if (crc32(data) !== crc) throw new Error(`${path}: entry ${name} is corrupt (CRC-32)`);
    files.set(name, data);
  }
  return files;
}
