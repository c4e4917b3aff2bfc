import type { Kysely } from 'kysely';
import type { PermissionSet } from '@rc/contract/permissions';
import type { Dialect } from '@/db/database.ts';
import type { Database } from '@/db/schema.ts';
import { badRequest, conflict, forbidden, unauthenticated } from '@/http/errors.ts';
import { createStaffUserRepository } from '@/auth/staff-user.repository.ts';

/**
 * The staff rules of DOMAIN.md, enforced on the server for every call that changes a staff member
 * (decision 008): at least one active owner always remains; only an owner makes or changes an
 * owner; nobody suspends or deletes themselves. (No escalation lives in permission-grant.ts.)
 */

export type StaffActor = { id: number; role: string; permissions: PermissionSet };

/** The acting staff member with their role, read inside the transaction of the change. */
export async function loadStaffActor(db: Kysely<Database>, id: number, permissions: PermissionSet): Promise<StaffActor> {
  const row = await createStaffUserRepository(db).findWithRemoved(id);
  if (!row) throw unauthenticated('Your account no longer exists.');
  return { id: row.id, role: row.role, permissions };
}

/** Changing an owner, or making someone one, is for owners only. */
export function assertOwnerRule(actor: StaffActor, target: { role: string }, newRole?: string): void {
  if (actor.role === 'owner') return;
  if (target.role === 'owner') throw forbidden('Only an owner can change an owner’s account.');
  if (newRole === 'owner') throw forbidden('Only an owner can make someone an owner.');
}

export function assertNotSelf(actor: { id: number }, targetId: number, verb: 'suspend' | 'delete'): void {
  if (actor.id === targetId) {
    throw badRequest(`You cannot ${verb} your own account. Ask another owner or admin to do it.`);
  }
}

/**
 * Refuse when `target` is the last active owner. On PostgreSQL the active owners are locked until
 * the transaction ends, so two owners demoting each other at once cannot both succeed (SQLite
 * runs one write transaction at a time anyway).
 */
export async function assertAnotherActiveOwner(
  trx: Kysely<Database>,
  dialect: Dialect,
  target: { id: number; fullname: string },
  consequence: string,
): Promise<void> {
  const owners = await createStaffUserRepository(trx).activeOwnerIds({ forUpdate: dialect === 'postgres' });
  if (owners.some((id) => id !== target.id)) return;
  throw conflict(
    `${target.fullname} is the last active owner: ${consequence} would leave nobody able to manage owners. Make another staff member an owner first.`,
  );
}

/** Whether a staff row counts as an active owner. */
export const isActiveOwner = (row: { role?: unknown; status?: unknown; deleted_at: unknown }) =>
  row.role === 'owner' && row.status === 'ACTIVE' && row.deleted_at === null;
