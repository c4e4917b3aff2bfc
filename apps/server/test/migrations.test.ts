import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrateDownAll, migrateToLatest } from '@/db/migrate.ts';
import { DIALECTS, freshDatabase } from './test-app.ts';

async function tableNames(db: Awaited<ReturnType<typeof freshDatabase>>['db']): Promise<string[]> {
  const tables = await db.kysely.introspection.getTables();
  return tables.map((t) => t.name).sort();
}

describe.each(DIALECTS)('migrations on %s', (dialect) => {
  it('go up on a fresh database, down to nothing, and up again', async () => {
    const fresh = await freshDatabase(dialect);
    try {
      await migrateToLatest(fresh.db.kysely, fresh.db.dialect);
      expect(await tableNames(fresh.db)).toEqual(
        expect.arrayContaining([
          'audit_log',
          'login_failures',
          'mail_outbox',
          'password_tokens',
          'sessions',
          'staff_permissions',
          'staff_users',
        ]),
      );
      await migrateDownAll(fresh.db.kysely, fresh.db.dialect);
      expect(await tableNames(fresh.db)).toEqual([]);
      await migrateToLatest(fresh.db.kysely, fresh.db.dialect);
      await migrateToLatest(fresh.db.kysely, fresh.db.dialect);
      expect(await tableNames(fresh.db)).toContain('staff_users');
      if (dialect === 'sqlite') {
        const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(fresh.db.kysely);
        expect(fk.rows[0]?.foreign_keys).toBe(1);
        const wal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(fresh.db.kysely);
        expect(wal.rows[0]?.journal_mode).toBe('wal');
      }
    } finally {
      await fresh.db.close();
      await fresh.drop();
    }
  });
});
