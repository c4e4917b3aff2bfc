import { describe, expect, it } from 'vitest';
import { createAnswerCache } from '@/http/answer-cache.ts';
import { TestClock } from '../test-app.ts';

/** A fill that counts how often the answer was read from the database. */
function source() {
  let reads = 0;
  return {
    get reads() {
      return reads;
    },
    fill: (text: string) => async () => {
      reads += 1;
      return text;
    },
  };
}

describe('the answer cache', () => {
  it('keeps an answer while the counters stand, and reads it again once they move or it is too old', async () => {
    const clock = new TestClock();
    const cache = createAnswerCache(clock, { maxEntries: 10, maxAgeMs: 5_000, maxChars: 1_000 });
    const db = source();
    expect(await cache.read('q', 7, db.fill('first'))).toBe('first');
    expect(await cache.read('q', 7, db.fill('second'))).toBe('first');
    expect(db.reads).toBe(1);
    expect(await cache.read('q', 8, db.fill('third'))).toBe('third');
    clock.advance(4_999);
    expect(await cache.read('q', 8, db.fill('fourth'))).toBe('third');
    clock.advance(1);
    expect(await cache.read('q', 8, db.fill('fifth'))).toBe('fifth');
    expect(db.reads).toBe(3);
  });

  it('lets the oldest answers go by count and by size, and never keeps an answer longer than the bound', async () => {
    const cache = createAnswerCache(new TestClock(), { maxEntries: 2, maxAgeMs: 5_000, maxChars: 10 });
    const db = source();
    const texts: Record<string, string> = { a: 'aaa', b: 'bbb', c: 'ccc', d: 'dddddddd', e: 'e'.repeat(11) };
    /** The questions asked in turn, the counters standing; answers the last answer. */
    const ask = async (...keys: string[]) => {
      let answer = '';
      for (const key of keys) answer = await cache.read(key, 1, db.fill(texts[key]!));
      return answer;
    };
    await ask('a', 'b', 'c'); // three answers: "a" goes
    expect(db.reads).toBe(3);
    await ask('b', 'c');
    expect(db.reads).toBe(3);
    await ask('a');
    expect(db.reads).toBe(4);
    // Eight characters beside "c" and "a" (six) would pass ten: both go.
    await ask('d', 'd');
    expect(db.reads).toBe(5);
    await ask('a', 'c');
    expect(db.reads).toBe(7);
    // "a" and "c" did not fit beside "d": it went.
    await ask('d');
    expect(db.reads).toBe(8);
    // Longer than the bound: sent, not kept.
    expect(await ask('e')).toBe('e'.repeat(11));
    await ask('e');
    expect(db.reads).toBe(10);
  });
});
