import { CompiledQuery, type Compilable } from 'kysely';
import { directSqlite, type DirectSqlite } from '@/db/database.ts';
import type { DynamicDb } from '@/db/dynamic-db.ts';
import { recordShape } from './record-shape.ts';

const SLOT = '\u0000rc-slot:';

/** A stand-in for the i-th parameter while a query shape is compiled once. */
export function slot<T = string>(index: number): T {
  return `${SLOT}${index}` as T;
}

type Shape = { sql: string; parameters: Array<{ slot: number } | { value: unknown }> };

/**
 * Building and compiling a Kysely query costs more than running most of our queries on SQLite
 * (a detail read is ~5 µs in the database, ~25 µs to build). Hot queries are therefore built once
 * per shape with `slot(i)` placeholders and re-run with new parameters. Only values ever become
 * slots; table and column names are part of the shape's key.
 */
export class CompiledQueries {
  private readonly shapes = new Map<string, Shape>();

  async run<R>(db: DynamicDb, key: string, build: () => Compilable<R>, params: readonly unknown[]): Promise<R[]> {
    const { sql, parameters } = this.bound(key, build, params);
    const direct = directSqlite(db);
    // SQLite answers synchronously: with no transaction open on the connection, nothing can run
    // between this statement's start and end, so it needs no turn at Kysely's connection lock.
    if (direct && !direct.native.inTransaction) return runDirect<R>(direct, sql, parameters);
    const result = await db.executeQuery<R>(CompiledQuery.raw(sql, parameters));
    return result.rows;
  }

  /**
   * Several reads at once, answered in their order. On SQLite with no transaction open they run in
   * one read transaction, without yielding, so nothing can run in between: a statement of its own
   * starts and ends a read transaction (file and WAL locks, ~7 µs), most of a small read's cost.
   */
  async runTogether<R>(
    db: DynamicDb,
    reads: ReadonlyArray<{ key: string; build: () => Compilable<R>; params: readonly unknown[] }>,
  ): Promise<R[][]> {
    const direct = directSqlite(db);
    if (direct && !direct.native.inTransaction && reads.length > 1) {
      const bound = reads.map((read) => this.bound(read.key, read.build, read.params));
      direct.native.prepare('begin').run();
      try {
        return bound.map(({ sql, parameters }) => runDirect<R>(direct, sql, parameters));
      } finally {
        if (direct.native.inTransaction) direct.native.prepare('commit').run();
      }
    }
    const answers: R[][] = [];
    for (const read of reads) answers.push(await this.run(db, read.key, read.build, read.params));
    return answers;
  }

  /** The shape of `key` (built and compiled on first use) with `params` in its slots. */
  private bound(key: string, build: () => Compilable<unknown>, params: readonly unknown[]) {
    let shape = this.shapes.get(key);
    if (!shape) {
      const compiled = build().compile();
      shape = {
        sql: compiled.sql,
        parameters: compiled.parameters.map((p) =>
          typeof p === 'string' && p.startsWith(SLOT) ? { slot: Number(p.slice(SLOT.length)) } : { value: p },
        ),
      };
      if (this.shapes.size > 1000) this.shapes.clear();
      this.shapes.set(key, shape);
    }
    return { sql: shape.sql, parameters: shape.parameters.map((p) => ('slot' in p ? params[p.slot] : p.value)) };
  }
}

type SqliteStatement = ReturnType<DirectSqlite['native']['prepare']>;
const rowMakers = new WeakMap<SqliteStatement, (values: readonly unknown[]) => Record<string, unknown>>();

/**
 * A reader's rows, read as arrays and made into objects here, each by one object literal of the
 * statement's columns (recordShape): cheaper than the driver's own objects (~1.5 µs less per row
 * of sixteen columns, a third of a daily-data page), and past sixteen columns far cheaper than
 * objects filled key by key. The statement is shared with Kysely's driver (the connection's
 * statement cache), so it is left as it was found.
 */
function readRows<R>(statement: SqliteStatement, parameters: readonly unknown[]): R[] {
  let makeRow = rowMakers.get(statement);
  if (!makeRow) rowMakers.set(statement, (makeRow = recordShape(statement.columns().map((c) => c.name))));
  statement.raw(true);
  let values: unknown[][];
  try {
    values = statement.all(parameters) as unknown[][];
  } finally {
    statement.raw(false);
  }
  return values.map((value) => makeRow(value)) as R[];
}

/** A statement on the SQLite connection itself, as Kysely's SQLite driver would run it. */
export function runDirect<R>(direct: DirectSqlite, sql: string, parameters: readonly unknown[]): R[] {
  const observer = direct.observer();
  const started = observer ? performance.now() : 0;
  try {
    const statement = direct.native.prepare(sql);
    const rows = statement.reader ? readRows<R>(statement, parameters) : (statement.run(parameters), []);
    observer?.(performance.now() - started, false);
    return rows;
  } catch (err) {
    observer?.(performance.now() - started, true);
    throw err;
  }
}
