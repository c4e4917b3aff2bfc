import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '@/db/database.ts';
import { migrateToLatest } from '@/db/migrate.ts';

/**
 * Synthetic categories for the resource bench. Names are three pseudo-words from a vocabulary of
 * 1,200, so one word matches about a quarter of a percent of rows (~250 of 100k): a realistic
 * search, neither empty nor the whole table.
 */
const SYLLABLES = [
  'ba',
  'ri',
  'ka',
  'mo',
  'tu',
  'se',
  'la',
  'ni',
  'po',
  'da',
  'gu',
  'he',
  'ja',
  'ke',
  'sa',
  'wi',
  'yo',
  'ra',
  'ta',
  'me',
];
export const VOCABULARY: string[] = [];
for (const a of SYLLABLES) for (const b of SYLLABLES) for (const c of SYLLABLES.slice(0, 3)) VOCABULARY.push(`${a}${b}${c}`);

/** A small deterministic generator, so every run loads the same rows. */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export function syntheticName(random: () => number, id: number): string {
  const pick = () => VOCABULARY[Math.floor(random() * VOCABULARY.length)]!;
  const word = (w: string) => w[0]!.toUpperCase() + w.slice(1);
  return `${word(pick())} ${word(pick())} ${word(pick())} ${id}`;
}

/**
 * Migrate a fresh database (an SQLite file in `dir`, or `url`) and load `count` categories in one
 * transaction (search and counters follow by trigger).
 */
export async function loadCategories(dir: string, count: number, url = `sqlite:${path.join(dir, 'bench.db')}`): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  const db = openDatabase(url);
  await migrateToLatest(db.kysely, db.dialect);
  const random = seededRandom(42);
  const start = Date.parse('2024-01-01T00:00:00.000Z');
  await db.kysely.transaction().execute(async (trx) => {
    for (let first = 1; first <= count; first += 500) {
      const rows = [];
      for (let id = first; id < first + 500 && id <= count; id++) {
        const at = new Date(start + id * 60_000).toISOString();
        rows.push({
          article_category_name: syntheticName(random, id),
          slug: `cat-${id}`,
          description: `Kategori riset sintetis nomor ${id} untuk uji beban.`,
          icon: null,
          sort_order: id % 1000,
          active: id % 10 === 0 ? 0 : 1,
          created_at: at,
          updated_at: at,
          created_by: null,
          updated_by: null,
          deleted_at: id % 97 === 0 ? at : null,
        });
      }
      await trx.insertInto('research_categories').values(rows).execute();
    }
  });
  // What PostgreSQL's autovacuum does within a minute of a bulk load: the statistics (without them
  // the planner takes the search for a filter on `active`: 55 ms, not 5) and the search index's
  // pending entries merged (365 pages after this load, read by every search until then: a search
  // for one word took 5.2 ms, and 1.4 ms once they were merged).
  if (db.dialect === 'postgres') await sql`vacuum analyze`.execute(db.kysely);
  await db.close();
}

/** A status drawn by shares (`[status, share]`, the rest `otherwise`) from a roll in [0, 1). */
export function statusByShares(shares: ReadonlyArray<readonly [string, number]>, otherwise: string) {
  return (roll: number): string => {
    let below = 0;
    for (const [status, share] of shares) if (roll < (below += share)) return status;
    return otherwise;
  };
}
