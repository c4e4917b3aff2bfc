import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolePreset } from '@rc/contract/permissions';
import { normaliseSet } from '@/modules/permissions/permission-grant.ts';
import { createPermissionRepository } from '@/auth/permission.repository.ts';
import { DIALECTS, createTestApp, json, tableCounts, type TestApp } from '../test-app.ts';
import { detail, invite, lastMailTo, mailCount, staffId, staffRow } from './people-helpers.ts';

const HOUR = 60 * 60 * 1000;

describe.each(DIALECTS)('staff invites on %s', (dialect) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await t.login('owner@demo.test');
  });
  afterAll(async () => t.close());

  const accept = (token: string | null, password = 'Welcome-Aboard-2026') =>
    t.call({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });

  it('creates an account without a password, with the role preset, and mails a 72-hour link', async () => {
    const record = await invite(t, owner, { fullname: 'Siti Rahmawati', email: ' Siti.R@Demo.test ', role: 'writter' });
    expect(record).toMatchObject({ fullname: 'Siti Rahmawati', email: 'siti.r@demo.test', role: 'writter', status: 'INVITED' });
    expect(record.invite).toMatchObject({
      sent_at: '2026-11-22T09:00:00.000Z',
      expires_at: '2026-11-25T09:00:00.000Z',
      expired: false,
    });
    const row = await staffRow(t, record.id);
    expect(row.password_hash).toBeNull();
    expect(normaliseSet(await createPermissionRepository(t.ctx.db.kysely).load(record.id))).toEqual(
      normaliseSet(rolePreset('writter')),
    );

    const mail = await lastMailTo(t, 'siti.r@demo.test');
    expect(mail.subject).toBe('Ratna Wijaya invited you to Research Console');
    expect(mail.text).toContain(`http://console.test/reset-password?token=${mail.token}&invite=1`);
    expect(mail.text).toContain('25 November 2026, 09:00 UTC');
    const stored = await t.ctx.db.kysely
      .selectFrom('password_tokens')
      .select(['token_hash', 'purpose'])
      .where('user_id', '=', record.id)
      .execute();
    expect(stored).toEqual([{ token_hash: expect.not.stringMatching(mail.token!), purpose: 'invite' }]);

    const history = json(await t.call({ method: 'GET', url: `/api/internal-user/history/${record.id}`, cookie: owner })).data
      .data;
    expect(history[0]).toMatchObject({ action: 'invite', actor: { fullname: 'Ratna Wijaya' } });
  });

  it('cannot sign in before accepting; the link sets the password once and activates the account', async () => {
    const { token } = await lastMailTo(t, 'siti.r@demo.test');
    const early = await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: 'siti.r@demo.test', password: 'x' } });
    expect(early.statusCode).toBe(401);
    expect((await accept(token)).statusCode).toBe(200);
    const cookie = await t.login('siti.r@demo.test', 'Welcome-Aboard-2026');
    const self = json(await t.call({ method: 'GET', url: '/api/user-permission/self/permission', cookie })).data;
    expect(normaliseSet(self)).toEqual(normaliseSet(rolePreset('writter')));
    const again = await accept(token, 'Another-Pass-2026');
    expect(again.statusCode).toBe(400);
    expect(json(again).error.message).toMatch(/invalid, already used or expired/);
    const id = await staffId(t, 'siti.r@demo.test');
    const record = await detail(t, owner, id);
    expect(record).toMatchObject({ status: 'ACTIVE', invite: null });
    const history = json(await t.call({ method: 'GET', url: `/api/internal-user/history/${id}`, cookie: owner })).data.data;
    expect(history[0]).toMatchObject({ action: 'invite_accepted', actor: { fullname: 'Siti Rahmawati' } });
  });

  it('refuses an invite link after 72 hours, and a resent link works while the old one does not', async () => {
    const record = await invite(t, owner, { fullname: 'Rizky Pratama', email: 'rizky@demo.test', role: 'auditor' });
    const first = (await lastMailTo(t, 'rizky@demo.test')).token;
    t.clock.advance(72 * HOUR + 1000);
    owner = await t.login('owner@demo.test'); // the old session idled out meanwhile
    expect((await detail(t, owner, record.id)).invite).toMatchObject({ expired: true });
    const late = await accept(first);
    expect(late.statusCode).toBe(400);
    expect((await staffRow(t, record.id)).status).toBe('INVITED');

    const resent = await t.call({ method: 'POST', url: `/api/internal-user/invite/resend/${record.id}`, cookie: owner });
    expect(resent.statusCode).toBe(200);
    expect(json(resent).data.invite).toMatchObject({ expired: false });
    const second = (await lastMailTo(t, 'rizky@demo.test')).token;
    expect(second).not.toBe(first);
    expect((await accept(first)).statusCode).toBe(400);
    expect((await accept(second)).statusCode).toBe(200);
    const again = await t.call({ method: 'POST', url: `/api/internal-user/invite/resend/${record.id}`, cookie: owner });
    expect(again.statusCode).toBe(409);
    expect(json(again).error.message).toBe('Rizky Pratama has already accepted the invite.');
  });

  it('revokes an invite: the link stops working and the account goes to the trash', async () => {
    const record = await invite(t, owner, { fullname: 'Putri Maharani', email: 'putri@demo.test', role: 'writter' });
    const { token } = await lastMailTo(t, 'putri@demo.test');
    const revoked = await t.call({ method: 'POST', url: `/api/internal-user/invite/revoke/${record.id}`, cookie: owner });
    expect(revoked.statusCode).toBe(200);
    expect(json(revoked).data.deleted_at).not.toBeNull();
    expect((await accept(token)).statusCode).toBe(400);
    const list = json(await t.call({ method: 'GET', url: '/api/internal-user/list?trashed=1', cookie: owner })).data.data;
    expect(list.map((u: { email: string }) => u.email)).toContain('putri@demo.test');

    const reinvite = await t.call({
      method: 'POST',
      url: '/api/internal-user/invite',
      cookie: owner,
      payload: { fullname: 'Putri Maharani', email: 'putri@demo.test', role: 'writter' },
    });
    expect(reinvite.statusCode).toBe(409);
    expect(json(reinvite).error.message).toMatch(/removed account\. Restore it from the trash/);
    const restored = await t.call({ method: 'POST', url: `/api/internal-user/restore/${record.id}`, cookie: owner });
    expect(restored.statusCode).toBe(200);
    expect(
      (await t.call({ method: 'POST', url: `/api/internal-user/invite/resend/${record.id}`, cookie: owner })).statusCode,
    ).toBe(200);
  });

  it('refuses duplicates and bad input with field messages, writing nothing', async () => {
    const before = await tableCounts(t.ctx);
    const mails = await mailCount(t);
    const dup = await t.call({
      method: 'POST',
      url: '/api/internal-user/invite',
      cookie: owner,
      payload: { fullname: 'Lagi', email: 'WRITTER@demo.test', role: 'writter' },
    });
    expect(dup.statusCode).toBe(409);
    expect(json(dup).error.message).toBe('writter@demo.test already has an account.');
    const pending = await t.call({
      method: 'POST',
      url: '/api/internal-user/invite',
      cookie: owner,
      payload: { fullname: 'Lagi', email: 'putri@demo.test', role: 'writter' },
    });
    expect(json(pending).error.message).toMatch(/already been invited\. Open that account to resend the invite/);
    const bad = await t.call({
      method: 'POST',
      url: '/api/internal-user/invite',
      cookie: owner,
      payload: { fullname: 'A', email: 'not-an-email', role: 'boss', extra: 1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).error.fields).toMatchObject({
      fullname: 'Full name must be at least 2 characters',
      email: expect.stringContaining('valid email'),
      role: 'Role must be one of: owner, writter, auditor, admin',
      extra: 'Unknown field: remove it',
    });
    expect(await tableCounts(t.ctx)).toEqual(before);
    expect(await mailCount(t)).toBe(mails);
  });

  it('answers 404 for an unknown or removed account and 400 for a malformed id', async () => {
    expect((await t.call({ method: 'POST', url: '/api/internal-user/invite/resend/99999', cookie: owner })).statusCode).toBe(404);
    const malformed = await t.call({ method: 'POST', url: '/api/internal-user/suspend/abc', cookie: owner });
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed).error.fields.id).toMatch(/positive whole number/);
  });
});
