import { createStaffUserRepository } from '@/auth/staff-user.repository.ts';
import { rolePreset } from '@rc/contract/permissions';
import type { StaffRole } from '@rc/contract/roles';
import type { AppContext } from '@/context.ts';
import { addMs, iso } from '@/context.ts';
import { writeAudit } from '@/audit/audit.repository.ts';
import { newToken } from '@/auth/tokens.ts';
import { INVITE_TTL_MS } from '@rc/contract/internal-user';
import { replacePermissions } from '@/modules/permissions/permission-change.ts';
import { createStaffTokenRepository } from '@/auth/staff-token.repository.ts';

type DemoStaff = {
  fullname: string;
  email: string;
  role: StaffRole;
  status: 'ACTIVE' | 'SUSPENDED' | 'INVITED';
  phone: string | null;
  gender: 'male' | 'female';
  /** Days since the last sign-in; null: never. */
  lastLoginDaysAgo: number | null;
  joinedDaysAgo: number;
};

/** A research desk of a dozen people besides the four demo accounts of the first start. */
const DEMO_STAFF: DemoStaff[] = [
  {
    fullname: 'Siti Rahmawati',
    email: 'siti.rahmawati@demo.test',
    role: 'writter',
    status: 'ACTIVE',
    phone: '+62 812 8812 4410',
    gender: 'female',
    lastLoginDaysAgo: 0,
    joinedDaysAgo: 410,
  },
  {
    fullname: 'Rizky Pratama',
    email: 'rizky.pratama@demo.test',
    role: 'writter',
    status: 'ACTIVE',
    phone: '+62 813 1190 2231',
    gender: 'male',
    lastLoginDaysAgo: 1,
    joinedDaysAgo: 380,
  },
  {
    fullname: 'Putri Maharani',
    email: 'putri.maharani@demo.test',
    role: 'writter',
    status: 'ACTIVE',
    phone: null,
    gender: 'female',
    lastLoginDaysAgo: 3,
    joinedDaysAgo: 220,
  },
  {
    fullname: 'Hendra Gunawan',
    email: 'hendra.gunawan@demo.test',
    role: 'auditor',
    status: 'ACTIVE',
    phone: '+62 811 9081 7723',
    gender: 'male',
    lastLoginDaysAgo: 0,
    joinedDaysAgo: 600,
  },
  {
    fullname: 'Maya Kusuma',
    email: 'maya.kusuma@demo.test',
    role: 'auditor',
    status: 'ACTIVE',
    phone: '+62 857 2210 9034',
    gender: 'female',
    lastLoginDaysAgo: 6,
    joinedDaysAgo: 150,
  },
  {
    fullname: 'Yusuf Hidayat',
    email: 'yusuf.hidayat@demo.test',
    role: 'admin',
    status: 'ACTIVE',
    phone: '+62 812 7003 1188',
    gender: 'male',
    lastLoginDaysAgo: 2,
    joinedDaysAgo: 700,
  },
  {
    fullname: 'Fajar Nugroho',
    email: 'fajar.nugroho@demo.test',
    role: 'writter',
    status: 'SUSPENDED',
    phone: '+62 878 5521 0090',
    gender: 'male',
    lastLoginDaysAgo: 45,
    joinedDaysAgo: 320,
  },
  {
    fullname: 'Intan Permata Sari',
    email: 'intan.sari@demo.test',
    role: 'auditor',
    status: 'INVITED',
    phone: null,
    gender: 'female',
    lastLoginDaysAgo: null,
    joinedDaysAgo: 1,
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Demo staff for the internal user list (SEED_DEMO): active writers, auditors and an admin who
 * share the demo password, one suspended account and one pending invite. Runs once: only while
 * none of them exists.
 */
export async function seedStaffDemo(ctx: AppContext): Promise<number> {
  const db = ctx.db.kysely;
  const owner = await db
    .selectFrom('staff_users')
    .select(['id', 'password_hash'])
    .where('role', '=', 'owner')
    .orderBy('id')
    .executeTakeFirst();
  if (!owner) return 0;
  const exists = await db
    .selectFrom('staff_users')
    .select('id')
    .where(
      'email',
      'in',
      DEMO_STAFF.map((s) => s.email),
    )
    .executeTakeFirst();
  if (exists) return 0;
  const now = ctx.clock.now();
  await db.transaction().execute(async (trx) => {
    for (const person of DEMO_STAFF) {
      const joined = iso(addMs(now, -person.joinedDaysAgo * DAY_MS));
      const row = await createStaffUserRepository(trx).insert({
        fullname: person.fullname,
        email: person.email,
        phone: person.phone,
        gender: person.gender,
        role: person.role,
        status: person.status,
        password_hash: person.status === 'INVITED' ? null : owner.password_hash,
        last_login:
          person.lastLoginDaysAgo === null ? null : iso(addMs(now, -person.lastLoginDaysAgo * DAY_MS - 3 * 60 * 60 * 1000)),
        created_at: joined,
        updated_at: joined,
        created_by: owner.id,
        updated_by: owner.id,
      });
      const at = { requestId: 'demo-seed', at: joined };
      await replacePermissions(trx, {
        userId: row.id,
        set: rolePreset(person.role),
        actorId: owner.id,
        action: 'preset',
        note: `Invited as ${person.role}: the ${person.role} preset.`,
        ...at,
      });
      await writeAudit(trx, {
        actorId: owner.id,
        action: 'invite',
        entity: 'internal-user',
        entityId: row.id,
        note: `Invite mailed to ${person.email}.`,
        ...at,
      });
      if (person.status === 'SUSPENDED') {
        await writeAudit(trx, {
          actorId: owner.id,
          action: 'suspend',
          entity: 'internal-user',
          entityId: row.id,
          before: { status: 'ACTIVE' },
          after: { status: 'SUSPENDED' },
          note: 'On leave until the end of the quarter.',
          requestId: 'demo-seed',
          at: iso(addMs(now, -40 * DAY_MS)),
        });
      }
      if (person.status === 'INVITED') {
        // A real pending invite (its link was never mailed here), so the editor shows when it expires.
        await createStaffTokenRepository(trx).insert({
          hash: newToken().hash,
          userId: row.id,
          purpose: 'invite',
          createdAt: joined,
          expiresAt: iso(addMs(new Date(joined), INVITE_TTL_MS)),
        });
      }
    }
  });
  return DEMO_STAFF.length;
}
