import fs from 'node:fs';
import path from 'node:path';
import { rolePreset } from '@rc/contract/permissions';
import type { StaffRole } from '@rc/contract/roles';
import { hashPassword } from '@/auth/password-hash.ts';
import { openDatabase } from '@/db/database.ts';
import { migrateToLatest } from '@/db/migrate.ts';
import { createPermissionRepository } from '@/auth/permission.repository.ts';
import { createStaffUserRepository } from '@/auth/staff-user.repository.ts';
import { BENCH_PASSWORD } from './bench-server.ts';

export const BENCH_START = '2022-01-01T00:00:00.000Z';

/**
 * A fresh, migrated SQLite database at `<dir>/bench.db` with these staff, each signing in with
 * BENCH_PASSWORD and holding their role's preset; answers the file.
 */
export async function migratedWithStaff(
  dir: string,
  staff: ReadonlyArray<{ email: string; fullname: string; role: StaffRole }>,
): Promise<string> {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'bench.db');
  await migrateWithStaff(`sqlite:${file}`, staff);
  return file;
}

/** Migrate the database at `url` (SQLite or PostgreSQL) and add these staff, as migratedWithStaff does. */
export async function migrateWithStaff(
  url: string,
  staff: ReadonlyArray<{ email: string; fullname: string; role: StaffRole }>,
): Promise<void> {
  const db = openDatabase(url);
  await migrateToLatest(db.kysely, db.dialect);
  const hash = await hashPassword(BENCH_PASSWORD);
  for (const person of staff) {
    const row = await createStaffUserRepository(db.kysely).insert({
      ...person,
      phone: null,
      gender: 'female',
      status: 'ACTIVE',
      password_hash: hash,
      created_at: BENCH_START,
      updated_at: BENCH_START,
      created_by: null,
      updated_by: null,
    });
    await createPermissionRepository(db.kysely).replace(row.id, rolePreset(person.role));
  }
  await db.close();
}
