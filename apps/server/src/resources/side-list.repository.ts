import { sql } from 'kysely';
import type { Dialect } from '@/db/database.ts';
import { slot, type CompiledQueries } from '@/db/compiled-query.ts';
import type { DynamicDb } from '@/db/dynamic-db.ts';
import type { ResourceModel, SideListModel } from './resource-model.ts';

/*
 * The names of a side list's storage, as the engine reads them. The migration kits
 * (db/migration-kit/side-list-*.ts) spell the same in their own frozen copies; the storage check
 * holds the database to these.
 */

/** The column of the owner's row that holds a copy of a side list (SQLite, decision 032). */
export const copyColumnOf = (field: string) => `${field}_copy`;
/** The trigger of a side table that keeps its owners' copies for one event. */
export const copyTriggerOf = (side: string, event: 'insert' | 'delete' | 'update') => `${side}_copy_${event}`;
/** The page index of a side list declared `covering`, and its columns in order. */
export const sideListIndexOf = (table: string) => `${table}_owner`;
export const SIDE_LIST_INDEX_COLUMNS = ['owner_id', 'position', 'value'] as const;

type Row = Record<string, unknown>;

/** A side-list row as the record holds it: the value, or for a rows field an object of its key and columns. */
function sideEntry(side: SideListModel, row: Row): unknown {
  const value = side.value === 'integer' ? Number(row.value) : row.value;
  if (!side.key) return value;
  const entry: Row = { [side.key]: value };
  for (const [column, kind] of Object.entries(side.columns ?? {}))
    entry[column] = kind === 'integer' && row[column] !== null ? Number(row[column]) : row[column];
  return entry;
}

/** The side table's rows for a record's list, in order; a value given twice is kept once (its first place). */
function sideRows(side: SideListModel, ownerId: number, list: readonly unknown[]): Row[] {
  const seen = new Set<unknown>();
  const rows: Row[] = [];
  for (const item of list) {
    const entry = side.key ? (item as Row) : null;
    const value = entry ? entry[side.key!] : item;
    if (seen.has(value)) continue;
    seen.add(value);
    const columns = entry ? Object.fromEntries(Object.keys(side.columns ?? {}).map((c) => [c, entry[c] ?? null])) : {};
    rows.push({ owner_id: ownerId, value, position: rows.length, ...columns });
  }
  return rows;
}

/** Reads and writes of one resource's side lists (list fields kept in tables of their own). */
export function createSideListRepository(model: ResourceModel, dialect: Dialect, db: DynamicDb, queries: CompiledQueries) {
  const t = model.table;
  /**
   * Side lists a read of records takes with its rows (decision 032): on SQLite from the copy each
   * row holds, kept by triggers; on PostgreSQL made by the read itself, a subquery per list and row
   * (decision 050), so a record and its lists are one round trip instead of one per list.
   */
  const copied = model.sideLists.filter((side) => side.copied);
  const copyColumn = (side: SideListModel) =>
    dialect === 'sqlite'
      ? `${t}.${copyColumnOf(side.field)} as ${side.field}`
      : sql<
          unknown[]
        >`(select coalesce(json_agg(s.value order by s.position), '[]'::json) from ${sql.table(side.table)} as s where s.owner_id = ${sql.ref(`${t}.id`)})`.as(
          side.field,
        );
  /** A table read through a named index. Index hints are SQLite's (INDEXED BY); PostgreSQL plans its own. */
  const pageIndexed = (side: SideListModel): string =>
    side.covering && dialect === 'sqlite'
      ? (sql`${sql.table(side.table)} indexed by ${sql.id(sideListIndexOf(side.table))}` as unknown as string)
      : side.table;

  return {
    /** The copies a read of records selects beside the table's columns, each under its list's name. */
    copyColumns: copied.map(copyColumn),

    /**
     * Each row with its side-list values (one query per side list for all the rows), in their order.
     * A rows field's entries are objects: its key (the value) and its columns. Rows read with the
     * copy columns bring the copied lists themselves; written rows do not (their copies change with
     * the side tables after the row is written).
     */
    async attach(rows: Row[], withCopies = false): Promise<Row[]> {
      if (model.sideLists.length === 0 || rows.length === 0) return rows;
      let sides = model.sideLists;
      if (withCopies && copied.length > 0) {
        for (const side of copied) {
          for (const row of rows) {
            // SQLite's copy is JSON text; PostgreSQL's driver parses json itself.
            const copy = row[side.field];
            row[side.field] = Array.isArray(copy) ? copy : typeof copy === 'string' ? JSON.parse(copy) : [];
          }
        }
        sides = sides.filter((side) => !copied.includes(side));
        if (sides.length === 0) return rows;
      }
      const ids = rows.map((r) => Number(r.id));
      const answers = await queries.runTogether<Row & { owner_id: number; value: unknown }>(
        db,
        sides.map((side) => ({
          key: `side|${side.table}|${ids.length}`,
          build: () =>
            db
              .selectFrom(pageIndexed(side))
              .select(['owner_id', 'value', ...Object.keys(side.columns ?? {})])
              .where(
                'owner_id',
                'in',
                ids.map((_, i) => slot<number>(i)),
              )
              .orderBy('owner_id')
              .orderBy('position'),
          params: ids,
        })),
      );
      for (const [n, side] of sides.entries()) {
        const byOwner = new Map<number, unknown[]>();
        for (const f of answers[n]!) {
          const list = byOwner.get(Number(f.owner_id)) ?? [];
          list.push(sideEntry(side, f));
          byOwner.set(Number(f.owner_id), list);
        }
        for (const row of rows) row[side.field] = byOwner.get(Number(row.id)) ?? [];
      }
      return rows;
    },

    /** The values for the table's own columns, and the side lists given among them. */
    split(values: Row): { own: Row; sides: Map<string, unknown[]> } {
      const own: Row = { ...values };
      const sides = new Map<string, unknown[]>();
      for (const side of model.sideLists) {
        if (!(side.field in own)) continue;
        const list = own[side.field];
        delete own[side.field];
        sides.set(side.field, Array.isArray(list) ? list : []);
      }
      return { own, sides };
    },

    /** Replace a record's side lists (only those given), keeping their order. */
    async write(id: number, sides: Map<string, unknown[]>): Promise<void> {
      for (const [field, list] of sides) {
        const side = model.sideLists.find((l) => l.field === field)!;
        await db.deleteFrom(side.table).where('owner_id', '=', id).execute();
        const rows = sideRows(side, id, list);
        if (rows.length > 0) await db.insertInto(side.table).values(rows).execute();
      }
    },
  };
}
