import Database from 'better-sqlite3';
import { loadPg } from '@/db/database.ts';

type Row = Record<string, unknown>;

/**
 * How the big bench loaders write their rows, on SQLite or PostgreSQL alike: `add` a row to a table
 * (the loader gives the ids it needs later, counting from 1 on an empty table, as both databases
 * would), `close` when done. Rows go in batches through the migrations' triggers, as the server's
 * own writes do; on PostgreSQL each table's id sequence is then moved past the ids given, and the
 * database is vacuumed and analyzed, as autovacuum does within a minute of a bulk load.
 */
export type RowWriter = {
  add(table: string, row: Row): Promise<void>;
  close(): Promise<void>;
};

/** Rows per statement on PostgreSQL: 1,000 rows of up to 60 columns stay below its 65,535 parameters. */
const BATCH = 1000;

export function rowWriter(url: string): RowWriter {
  return url.startsWith('sqlite:') ? sqliteRows(url.slice('sqlite:'.length)) : postgresRows(url);
}

function sqliteRows(file: string): RowWriter {
  const native = new Database(file);
  native.pragma('journal_mode = WAL');
  native.pragma('synchronous = OFF');
  const statements = new Map<string, Database.Statement>();
  let pending = 0;
  native.prepare('begin').run();
  return {
    async add(table, row) {
      const columns = Object.keys(row);
      const key = `${table}(${columns.join(',')})`;
      let insert = statements.get(key);
      if (!insert) {
        insert = native.prepare(`insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`);
        statements.set(key, insert);
      }
      insert.run(...Object.values(row));
      if (++pending === 50_000) {
        native.prepare('commit').run();
        native.prepare('begin').run();
        pending = 0;
      }
    },
    async close() {
      native.prepare('commit').run();
      native.pragma('wal_checkpoint(TRUNCATE)');
      native.exec('analyze');
      native.close();
    },
  };
}

function postgresRows(url: string): RowWriter {
  const client = new (loadPg().Client)({ connectionString: url });
  const connected = client.connect();
  const batches = new Map<string, { table: string; columns: string[]; params: unknown[]; rows: number }>();

  async function flush(key: string): Promise<void> {
    const batch = batches.get(key);
    if (!batch || batch.rows === 0) return;
    let n = 0;
    const values = Array.from({ length: batch.rows }, () => `(${batch.columns.map(() => `$${++n}`).join(', ')})`);
    await client.query(`insert into ${batch.table} (${batch.columns.join(', ')}) values ${values.join(', ')}`, batch.params);
    batch.params = [];
    batch.rows = 0;
  }

  return {
    async add(table, row) {
      await connected;
      const columns = Object.keys(row);
      const key = `${table}(${columns.join(',')})`;
      let batch = batches.get(key);
      if (!batch) batches.set(key, (batch = { table, columns, params: [], rows: 0 }));
      batch.params.push(...Object.values(row));
      // Every table's rows, in the order the tables were first given: a row's references go first.
      if (++batch.rows === BATCH) for (const k of batches.keys()) await flush(k);
    },
    async close() {
      await connected;
      try {
        for (const key of batches.keys()) await flush(key);
        for (const table of new Set([...batches.values()].map((b) => b.table))) {
          const sequence = await client.query<{ name: string | null }>(
            `select pg_get_serial_sequence($1, 'id') as name from information_schema.columns
              where table_schema = current_schema() and table_name = $1 and column_name = 'id'`,
            [table],
          );
          const name = sequence.rows[0]?.name;
          if (name) await client.query(`select setval($1, greatest(1, (select coalesce(max(id), 0) from ${table})))`, [name]);
        }
        await client.query('vacuum analyze');
      } finally {
        await client.end();
      }
    },
  };
}

/** `count` research categories, "Kategori 1"…, with ids from 1 on an empty table: rows several loaders share. */
export async function addCategories(rows: RowWriter, count: number, at: string): Promise<void> {
  for (let i = 1; i <= count; i++)
    await rows.add('research_categories', {
      article_category_name: `Kategori ${i}`,
      slug: `kategori-${i}`,
      sort_order: i,
      active: 1,
      created_at: at,
      updated_at: at,
    });
}

/** `count` active Circle contributors, "Kontributor 1"…, with ids from 1 on an empty table. */
export async function addContributors(rows: RowWriter, count: number, at: string): Promise<void> {
  for (let i = 1; i <= count; i++)
    await rows.add('contributors', {
      fullname: `Kontributor ${i}`,
      email: `kontributor${i}@bench.test`,
      is_verified: 0,
      status: 'ACTIVE',
      created_at: at,
      updated_at: at,
    });
}
