/**
 * A sorted list of items kept in chunks of at most CHUNK_SIZE, so that an insert or a
 * removal moves at most one chunk's worth of pointers (not the whole list) and a seek is
 * two binary searches. This is the storage of the engine's in-memory indexes.
 */
const CHUNK_SIZE = 512;

/** A place in the list: chunk number and offset inside it (`chunk === chunks` is the end). */
export interface Position {
  chunk: number;
  offset: number;
}

export class SortedList<T> {
  private chunks: T[][] = [];
  private count = 0;

  constructor(private readonly compare: (a: T, b: T) => number) {}

  get size() {
    return this.count;
  }

  /**
   * The first position whose item is not `before` the point sought. `before` must be true
   * for a prefix of the list and false after it (true for every item < the point).
   */
  seek(before: (item: T) => boolean): Position {
    const chunks = this.chunks;
    let lo = 0;
    let hi = chunks.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const chunk = chunks[mid];
      if (before(chunk[chunk.length - 1])) lo = mid + 1;
      else hi = mid;
    }
    if (lo === chunks.length) return { chunk: lo, offset: 0 };
    const chunk = chunks[lo];
    let a = 0;
    let b = chunk.length;
    while (a < b) {
      const mid = (a + b) >>> 1;
      if (before(chunk[mid])) a = mid + 1;
      else b = mid;
    }
    return { chunk: lo, offset: a };
  }

  private find(item: T): Position {
    return this.seek((other) => this.compare(other, item) < 0);
  }

  insert(item: T) {
    this.count++;
    if (this.chunks.length === 0) {
      this.chunks.push([item]);
      return;
    }
    let { chunk, offset } = this.find(item);
    if (chunk === this.chunks.length) {
      chunk--;
      offset = this.chunks[chunk].length;
    }
    const target = this.chunks[chunk];
    target.splice(offset, 0, item);
    if (target.length > CHUNK_SIZE) {
      this.chunks.splice(chunk + 1, 0, target.splice(CHUNK_SIZE >>> 1));
    }
  }

  /** Removes the item that compares equal to `item`; false when there is none. */
  remove(item: T): boolean {
    const { chunk, offset } = this.find(item);
    const target = this.chunks[chunk];
    if (!target || offset >= target.length || this.compare(target[offset], item) !== 0) {
      return false;
    }
    this.count--;
    target.splice(offset, 1);
    if (target.length === 0) this.chunks.splice(chunk, 1);
    return true;
  }

  /** Swaps in `next` for the item equal to `previous` when both sort at the same place. */
  replace(previous: T, next: T): boolean {
    const { chunk, offset } = this.find(previous);
    const target = this.chunks[chunk];
    if (!target || offset >= target.length || this.compare(target[offset], previous) !== 0) {
      return false;
    }
    target[offset] = next;
    return true;
  }

  /** Items from `start` (inclusive) to `end` (exclusive), ascending or descending. */
  *between(start: Position, end: Position, descending = false): Generator<T> {
    const chunks = this.chunks;
    if (!descending) {
      let { chunk, offset } = start;
      while (chunk < end.chunk || (chunk === end.chunk && offset < end.offset)) {
        const items = chunks[chunk];
        if (offset >= items.length) {
          chunk++;
          offset = 0;
          continue;
        }
        yield items[offset++];
      }
      return;
    }
    let { chunk, offset } = end;
    for (;;) {
      if (offset === 0) {
        if (chunk === 0) return;
        chunk--;
        offset = chunks[chunk].length;
        continue;
      }
      offset--;
      if (chunk < start.chunk || (chunk === start.chunk && offset < start.offset)) return;
      yield chunks[chunk][offset];
    }
  }

  *[Symbol.iterator](): Generator<T> {
    for (const chunk of this.chunks) yield* chunk;
  }
}
