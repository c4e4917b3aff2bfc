/**
 * The natural keys an import has seen, with the row of each, in fixed memory per key. A million
 * keys held as strings in a Set cost about 200 MB; here each is a 64-bit hash (two independent
 * 32-bit FNV-1a hashes) and a row number in typed arrays: 12 bytes a slot, and the tables are kept
 * between 64 % and 80 % full, so about 17 MB for a million keys. Two different keys share both
 * hashes with a chance of about 3 in 100 million for a million-row file, so a repeat is reported
 * only when the hashes say so (decision 014).
 */
export class NaturalKeySet {
  /**
   * The slots are split over segments (by the second hash), each growing on its own: a growing
   * table holds its old and new arrays at once, and split this way that is one segment's arrays
   * at a time, not a second copy of the whole set.
   */
  private readonly segments = Array.from({ length: SEGMENTS }, () => new Segment());

  /** Remember `key` for `row`; the row that already had it, if any (then nothing changes). */
  addOrFind(key: string, row: number): number | undefined {
    const [h1, h2] = hashes(key);
    return this.segments[h2 & (SEGMENTS - 1)]!.addOrFind(h1, h2, row);
  }

  /** Slots held in all, for the memory a set of this size takes (12 bytes each). */
  slots(): number {
    return this.segments.reduce((sum, segment) => sum + segment.capacity(), 0);
  }
}

const SEGMENTS = 64;
/** A segment grows when it would be fuller than this, by GROWTH. */
const MAX_LOAD = 0.8;
/** A segment grows by a quarter: just grown, it is 64 % full. */
const GROWTH = 1.25;

/**
 * One segment: open addressing with linear probing. Its size is any number of slots (a slot is
 * found by the first hash modulo the size), so it can stay between 64 % and 80 % full: a table
 * whose size doubles is between 25 % and 50 % full to keep probing as short (measured by the
 * import's peak memory: a million keys took 25 MB in doubling tables at most half full).
 */
class Segment {
  private hi = new Uint32Array(1 << 10);
  private lo = new Uint32Array(1 << 10);
  private rows = new Uint32Array(1 << 10);
  private size = 0;

  capacity(): number {
    return this.rows.length;
  }

  addOrFind(h1: number, h2: number, row: number): number | undefined {
    if (this.size + 1 > this.rows.length * MAX_LOAD) this.grow();
    const found = this.place(h1, h2, row);
    if (found === undefined) this.size++;
    return found;
  }

  private place(h1: number, h2: number, row: number): number | undefined {
    const size = this.rows.length;
    // Slot 0 of rows means empty: rows are numbered from 1.
    for (let i = h1 % size; ; i = i + 1 === size ? 0 : i + 1) {
      if (this.rows[i] === 0) {
        this.hi[i] = h1;
        this.lo[i] = h2;
        this.rows[i] = row;
        return undefined;
      }
      if (this.hi[i] === h1 && this.lo[i] === h2) return this.rows[i];
    }
  }

  private grow(): void {
    const { hi, lo, rows } = this;
    const size = Math.ceil(rows.length * GROWTH);
    this.hi = new Uint32Array(size);
    this.lo = new Uint32Array(size);
    this.rows = new Uint32Array(size);
    for (let i = 0; i < rows.length; i++) if (rows[i] !== 0) this.place(hi[i]!, lo[i]!, rows[i]!);
  }
}

function hashes(key: string): [number, number] {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 15;
  }
  return [a >>> 0, b >>> 0];
}
