import { describe, expect, it } from 'vitest';
import { createAnswerCache, type AnswerCache } from '@/http/answer-cache.ts';
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

/** Asks the questions in turn, the counters standing, and answers the last answer. */
function asker(cache: AnswerCache, db: ReturnType<typeof source>, text: (key: string) => string = (key) => key) {
  return async (...keys: string[]) => {
    let answer = '';
    for (const key of keys) answer = await cache.read(key, 1, db.fill(text(key)));
    return answer;
  };
}

describe('the answer cache', () => {
  it('keeps an answer while the counters stand, and reads it again once they move or it is too old', async () => {
    const clock = new TestClock();
    const cache = createAnswerCache(clock, { maxEntries: 10, maxAgeMs: 5_000, maxChars: 1_000 });
    const db = source();
    expect(await cache.read('q', 7, db.fill('zeroth'))).toBe('zeroth');
    expect(await cache.read('q', 7, db.fill('first'))).toBe('first');
    expect(await cache.read('q', 7, db.fill('second'))).toBe('first');
    expect(db.reads).toBe(2);
    // A kept question stays kept: its new answer is kept at once.
    expect(await cache.read('q', 8, db.fill('third'))).toBe('third');
    clock.advance(4_999);
    expect(await cache.read('q', 8, db.fill('fourth'))).toBe('third');
    clock.advance(1);
    expect(await cache.read('q', 8, db.fill('fifth'))).toBe('fifth');
    expect(await cache.read('q', 8, db.fill('sixth'))).toBe('fifth');
    expect(db.reads).toBe(4);
  });

  it('keeps the answer of a question only when it comes back soon, before as many others as it keeps', async () => {
    const clock = new TestClock();
    const cache = createAnswerCache(clock, { maxEntries: 3, maxAgeMs: 5_000, maxChars: 1_000 });
    const db = source();
    const ask = asker(cache, db);
    // Asked once: sent, not kept.
    await ask('once', 'other');
    expect(db.reads).toBe(2);
    // Asked again within the age: kept from then on.
    await ask('once', 'once', 'once');
    expect(db.reads).toBe(3);
    // Asked again only once the age has passed: as new.
    await ask('late');
    clock.advance(5_000);
    await ask('late');
    expect(db.reads).toBe(5);
    await ask('late', 'late');
    expect(db.reads).toBe(6);
    // Three other questions in between: it would have gone from a full cache before its return.
    await ask('far', 'x1', 'x2', 'x3', 'far');
    expect(db.reads).toBe(11);
    await ask('far', 'far');
    expect(db.reads).toBe(12);
  });

  it('lets the oldest answers go by count and by size, and never keeps an answer longer than the bound', async () => {
    const cache = createAnswerCache(new TestClock(), { maxEntries: 2, maxAgeMs: 5_000, maxChars: 10 });
    const db = source();
    const texts: Record<string, string> = { a: 'aaa', b: 'bbb', c: 'ccc', d: 'dddddddd', e: 'e'.repeat(11) };
    const ask = asker(cache, db, (key) => texts[key]!);
    await ask('a', 'a', 'b', 'b'); // each asked twice: both kept
    expect(db.reads).toBe(4);
    await ask('a', 'b');
    expect(db.reads).toBe(4);
    await ask('c', 'c'); // a third answer: "a" goes
    expect(db.reads).toBe(6);
    await ask('b', 'c');
    expect(db.reads).toBe(6);
    await ask('a');
    expect(db.reads).toBe(7);
    // Eight characters beside "b" and "c" (six) would pass ten: both go.
    await ask('d', 'd', 'd');
    expect(db.reads).toBe(9);
    await ask('b', 'b');
    expect(db.reads).toBe(11);
    // "b" did not fit beside "d": it went, and is asked about as new.
    await ask('d', 'd');
    expect(db.reads).toBe(13);
    // Longer than the bound: sent, never kept.
    expect(await ask('e')).toBe('e'.repeat(11));
    await ask('e', 'e');
    expect(db.reads).toBe(16);
  });
});
