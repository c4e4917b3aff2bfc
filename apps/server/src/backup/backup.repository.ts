import { sql, type Kysely } from 'kysely';
import type { Dialect } from '@/db/database.ts';
import type { Database } from '@/db/schema.ts';

/** The catalog reads and the one schema change a backup and a restore need. */
export function createBackupRepository(db: Kysely<Database>, dialect: Dialect) {
  return {
    /** The last migration the database has run, or null when it has none. */
    async lastMigration(): Promise<string | null> {
      const tables = await this.tableNames();
      if (!tables.includes('kysely_migration')) return null;
      const row = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(db);
      return row.rows[0]?.name ?? null;
    },

    /** The database's own tables (none in a new database). */
    async tableNames(): Promise<string[]> {
      const rows =
        dialect === 'sqlite'
          ? await sql<{ name: string }>`
              select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(db)
          : await sql<{ name: string }>`
              select table_name as name from information_schema.tables where table_schema = 'public' order by table_name`.execute(
              db,
            );
      return rows.rows.map((r) => r.name);
    },

    /** PostgreSQL: name this transaction's snapshot, so pg_dump can read exactly what it sees. */
    async exportSnapshot(): Promise<string> {
      const row = await sql<{ id: string }>`select pg_export_snapshot() as id`.execute(db);
      return row.rows[0]!.id;
    },

    /** PostgreSQL: everything in the public schema goes (a restore with --force into a database in use). */
    async emptyPublicSchema(): Promise<void> {
      await sql`drop schema public cascade`.execute(db);
      await sql`create schema public`.execute(db);
    },
  };
}
