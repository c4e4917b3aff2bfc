import { randomBytes } from 'node:crypto';
import { rolePreset } from '@rc/contract/permissions';
import { STAFF_ROLES, type StaffRole } from '@rc/contract/roles';
import type { AppContext } from '@/context.ts';
import { iso } from '@/context.ts';
import { hashPassword } from '@/auth/password-hash.ts';
import { createPermissionRepository } from '@/auth/permission.repository.ts';
import { createStaffUserRepository } from '@/auth/staff-user.repository.ts';
import { isUniqueViolation } from '@/resources/unique-violation.ts';

const DEMO_NAMES: Record<StaffRole, string> = {
  owner: 'Ratna Wijaya',
  admin: 'Budi Santoso',
  writter: 'Dewi Lestari',
  auditor: 'Agus Pratama',
};

/** A generated password comes back to be shown once; one the operator gave (ADMIN_PASSWORD) never does. */
export type FirstStartResult =
  | { created: false }
  | ({ created: true; email: string; demoUsers: string[] } & ({ generated: true; password: string } | { generated: false }));

/** A password that meets the strength rules: letters of both cases and digits. */
function generatePassword(): string {
  return `Rc-${randomBytes(12).toString('base64url')}-7q`;
}

/**
 * On an empty database: the first owner from ADMIN_EMAIL / ADMIN_PASSWORD (a generated password is
 * returned to be printed once), and with SEED_DEMO one staff member per role (`<role>@demo.test`).
 */
export async function ensureFirstOwner(ctx: AppContext): Promise<FirstStartResult> {
  const existing = await ctx.db.kysely.selectFrom('staff_users').select('id').limit(1).executeTakeFirst();
  if (existing) return { created: false };
  const generated = !ctx.config.adminPassword;
  const password = ctx.config.adminPassword ?? generatePassword();
  const passwordHash = await hashPassword(password);
  const now = iso(ctx.clock.now());
  const people: Array<{ email: string; role: StaffRole; fullname: string }> = [
    { email: ctx.config.adminEmail, role: 'owner', fullname: DEMO_NAMES.owner },
  ];
  if (ctx.config.seedDemo) {
    for (const role of STAFF_ROLES) {
      const email = `${role}@demo.test`;
      if (!people.some((p) => p.email === email)) people.push({ email, role, fullname: DEMO_NAMES[role] });
    }
  }
  try {
    await insertPeople(ctx, people, passwordHash, now);
  } catch (err) {
    // Several nodes started together on an empty database: another one created them first.
    if (isUniqueViolation(err)) return { created: false };
    throw err;
  }
  const demoUsers = people.slice(1).map((p) => p.email);
  return generated
    ? { created: true, email: ctx.config.adminEmail, generated, password, demoUsers }
    : { created: true, email: ctx.config.adminEmail, generated, demoUsers };
}

async function insertPeople(
  ctx: AppContext,
  people: ReadonlyArray<{ email: string; role: StaffRole; fullname: string }>,
  passwordHash: string,
  now: string,
): Promise<void> {
  await ctx.db.kysely.transaction().execute(async (trx) => {
    for (const person of people) {
      const row = await createStaffUserRepository(trx).insert({
        fullname: person.fullname,
        email: person.email,
        phone: null,
        gender: person.role === 'writter' ? 'female' : 'male',
        role: person.role,
        status: 'ACTIVE',
        password_hash: passwordHash,
        created_at: now,
        updated_at: now,
        created_by: null,
        updated_by: null,
      });
      await createPermissionRepository(trx).replace(row.id, rolePreset(person.role));
    }
  });
}
