import { insertStaff, type TestApp } from './test-app.ts';
import { createApiKeyService } from '@/modules/api-keys/api-key.service.ts';

/**
 * A staff member holding exactly `read` (module names as stored, aliases included) and signed in.
 * The password hash is the demo owner's, so the demo password signs them in.
 */
export async function signInWithReads(t: TestApp, email: string, read: string[]): Promise<string> {
  const db = t.ctx.db.kysely;
  const owner = await db.selectFrom('staff_users').select('password_hash').where('role', '=', 'owner').executeTakeFirstOrThrow();
  const user = { id: await insertStaff(t, email, { passwordHash: owner.password_hash }) };
  if (read.length)
    await db
      .insertInto('staff_permissions')
      .values(read.map((module) => ({ user_id: user.id, module, action: 'read' })))
      .execute();
  return t.login(email);
}

export async function newApiKey(t: TestApp, name = 'public website'): Promise<string> {
  return (await createApiKeyService({ db: t.ctx.db.kysely, clock: t.clock }).create(name)).key;
}

/** Post a batch to the public ingestion call, as a sender does: no console header, only the key. */
export function postEvents(t: TestApp, key: string | undefined, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/public/events',
    headers: key === undefined ? {} : { 'x-api-key': key },
    payload: payload as never,
  });
}

export async function analyticsCounts(t: TestApp): Promise<{ events: number; rollups: number; viewTotal: number }> {
  const db = t.ctx.db.kysely;
  const events = await db
    .selectFrom('view_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rollups = await db
    .selectFrom('view_rollups')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('total').as('s')])
    .executeTakeFirstOrThrow();
  return { events: Number(events.n), rollups: Number(rollups.n), viewTotal: Number(rollups.s ?? 0) };
}

export const seriesUrl = (section: string, period: string, audience: string) =>
  `/api/analytic/user-behaviour/cached-analytic/data/${section}/${period}/${audience}`;
