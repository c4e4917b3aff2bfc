import { rolePreset } from '@rc/contract/permissions';
import type { StaffRole } from '@rc/contract/roles';
import { json, type TestApp } from '../test-app.ts';

/** The id of a staff member by email. */
export async function staffId(t: TestApp, email: string): Promise<number> {
  const row = await t.ctx.db.kysely.selectFrom('staff_users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}

export async function staffRow(t: TestApp, id: number) {
  return t.ctx.db.kysely.selectFrom('staff_users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The newest mail to `to`, and the token of the link in it. */
export async function lastMailTo(t: TestApp, to: string): Promise<{ subject: string; text: string; token: string | null }> {
  const mail = await t.ctx.db.kysely
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text_body)?.[1] ?? null;
  return { subject: mail.subject, text: mail.text_body, token };
}

export async function mailCount(t: TestApp): Promise<number> {
  const row = await t.ctx.db.kysely
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Invite as `cookie`; fails the test on anything but 201. */
export async function invite(
  t: TestApp,
  cookie: string,
  body: { fullname: string; email: string; role: StaffRole; phone?: string },
): Promise<Record<string, any>> {
  const res = await t.call({ method: 'POST', url: '/api/internal-user/invite', cookie, payload: body });
  if (res.statusCode !== 201) throw new Error(`invite ${body.email}: ${res.statusCode} ${res.body}`);
  return json(res).data;
}

/** Invite, accept through the mailed link, and sign in: a ready staff member of `role`. */
export async function activeStaff(t: TestApp, owner: string, email: string, role: StaffRole, password = 'Welcome-Aboard-2026') {
  const record = await invite(t, owner, { fullname: `Staf ${email.split('@')[0]}`, email, role });
  const { token } = await lastMailTo(t, email);
  const accepted = await t.call({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
  if (accepted.statusCode !== 200) throw new Error(`accept ${email}: ${accepted.body}`);
  return { id: record.id as number, cookie: await t.login(email, password) };
}

export async function detail(t: TestApp, cookie: string, id: number) {
  return json(await t.call({ method: 'GET', url: `/api/internal-user/detail/${id}`, cookie })).data;
}

/** The editable body of an internal user record, with its version, for the engine's update call. */
export function editBody(record: Record<string, any>, changes: Record<string, unknown> = {}) {
  const keys = [
    'fullname',
    'email',
    'phone',
    'gender',
    'role',
    'alamat',
    'npwp',
    'instagram',
    'linkedin',
    'twitter',
    'link_others',
    'short_bio',
  ];
  return { ...Object.fromEntries(keys.map((k) => [k, record[k]])), version: record.version, ...changes };
}

export const presetOf = (role: StaffRole) => rolePreset(role);
