import { CompiledQuery, type Kysely } from 'kysely';
import type { Db } from '@/db/database.ts';
import type { Database } from '@/db/schema.ts';
import { fts5Tables } from '@/db/storage-catalog.ts';

/**
 * The upkeep of SQLite's full-text indexes (decision 030). FTS5 writes each transaction's entries
 * as a new segment and merges segments of one size four at a time, so a busy index holds ten or so
 * segments: a search reads its word's entries from each one and merges them, and an entry deleted
 * or moved (a record changing status) leaves a tombstone that every search skips. Merging them all
 * into one segment makes a search over a million records a quarter to two fifths faster.
 */

/** An index is merged when it has this many segments or more. */
export const MERGE_FROM_SEGMENTS = 4;
/**
 * Leaf pages written by one merge step, each step its own short write: 43–92 ms of work on a
 * million records' index (48 steps). Requests run between the steps.
 */
const PAGES_PER_STEP = 1000;
/** How often a running server looks at its indexes. */
export const SEARCH_UPKEEP_EVERY_MS = 60 * 60 * 1000;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function rows<R>(db: Kysely<Database>, query: string): Promise<R[]> {
  return (await db.executeQuery<R>(CompiledQuery.raw(query))).rows;
}

/** The full-text indexes of a SQLite database (none on PostgreSQL, whose GIN indexes need no upkeep). */
export async function searchIndexes(db: Db): Promise<string[]> {
  return db.dialect === 'sqlite' ? fts5Tables(db.kysely) : [];
}

/** The number of segments an FTS5 index holds now. */
export async function segmentsOf(db: Db, index: string): Promise<number> {
  const [found] = await rows<{ n: number }>(db.kysely, `select count(distinct segid) as n from ${quote(`${index}_idx`)}`);
  return Number(found?.n ?? 0);
}

/** The tables FTS5 keeps an index in (its shadow tables), by their name's ending. */
const SHADOW_TABLES = ['_data', '_idx', '_config', '_docsize', '_content'];

/**
 * Forget the value samples ANALYZE took of the search indexes' own tables (decision 034), and
 * answer how many there were. With samples of `<index>_idx`, SQLite plans the statement FTS5
 * runs to find a word's page (`… where segid = ? and term <= ? …`) again for every word, since
 * its plan could depend on the word: 12–19 µs of a search statement's 17–24 µs on a million
 * records. Nothing of ours runs ANALYZE; an operator may. The samples of other tables stay, and
 * so do every table's row counts (sqlite_stat1). The planner reads the statistics again after.
 */
export async function forgetSearchIndexSamples(db: Db): Promise<number> {
  if (db.dialect !== 'sqlite') return 0;
  const [stat4] = await rows(db.kysely, `select 1 from sqlite_master where type = 'table' and name = 'sqlite_stat4'`);
  if (!stat4) return 0;
  const shadows = (await searchIndexes(db)).flatMap((index) => SHADOW_TABLES.map((ending) => `${index}${ending}`));
  if (shadows.length === 0) return 0;
  const deleted = await db.kysely.executeQuery(
    CompiledQuery.raw(`delete from sqlite_stat4 where tbl in (select value from json_each(?))`, [JSON.stringify(shadows)]),
  );
  const count = Number(deleted.numAffectedRows ?? 0);
  if (count > 0) await db.kysely.executeQuery(CompiledQuery.raw('analyze sqlite_schema'));
  return count;
}

export type MergedIndex = { index: string; segments: number; steps: number };

/**
 * Merge every index with MERGE_FROM_SEGMENTS segments or more into one, a step at a time (FTS5's
 * `merge` with a negative page count: all segments as one level, tombstones dropped). A step that
 * changes fewer than two rows found nothing left to merge. Answers the indexes merged, with the
 * segments each had.
 */
export async function mergeSearchIndexes(db: Db): Promise<MergedIndex[]> {
  const merged: MergedIndex[] = [];
  for (const index of await searchIndexes(db)) {
    const segments = await segmentsOf(db, index);
    if (segments < MERGE_FROM_SEGMENTS) continue;
    let steps = 0;
    for (;;) {
      // One step as one transaction, so no other write on the connection counts as its changes.
      const changed = await db.kysely.transaction().execute(async (trx) => {
        const [before] = await rows<{ n: number }>(trx, 'select total_changes() as n');
        await trx.executeQuery(
          CompiledQuery.raw(`insert into ${quote(index)} (${quote(index)}, rank) values ('merge', ?)`, [-PAGES_PER_STEP]),
        );
        const [after] = await rows<{ n: number }>(trx, 'select total_changes() as n');
        return Number(after!.n) - Number(before!.n);
      });
      steps++;
      if (changed < 2) break;
      // Requests waiting for the database go first.
      await new Promise((resolve) => setImmediate(resolve));
    }
    merged.push({ index, segments, steps });
  }
  return merged;
}
