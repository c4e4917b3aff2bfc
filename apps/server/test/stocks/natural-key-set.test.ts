import { describe, expect, it } from 'vitest';
import { NaturalKeySet } from '@/resources/import/natural-key-set.ts';

describe('The natural keys an import has seen', () => {
  it('tells a repeated key by the row that had it first, across many keys and every segment', () => {
    const seen = new NaturalKeySet();
    const key = (n: number) => `T${n % 997}\u00012024-${n}`;
    let repeats = 0;
    for (let n = 1; n <= 300_000; n++) if (seen.addOrFind(key(n), n + 1) !== undefined) repeats++;
    expect(repeats).toBe(0);
    for (const n of [1, 2, 999, 150_000, 300_000]) expect(seen.addOrFind(key(n), 400_000)).toBe(n + 1);
    expect(seen.addOrFind(key(300_001), 400_001)).toBeUndefined();
  });

  it('keeps its tables between 64 % and 80 % full, so a million-row file takes about 17 MB', () => {
    const seen = new NaturalKeySet();
    const keys = 300_001;
    for (let n = 1; n <= keys; n++) seen.addOrFind(`T${n % 997}\u00012024-${n}`, n);
    expect(seen.slots()).toBeGreaterThanOrEqual(keys / 0.8);
    expect(seen.slots()).toBeLessThanOrEqual(keys / 0.64);
  });
});
