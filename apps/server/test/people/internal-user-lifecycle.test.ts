import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, json, tableCounts, type TestApp } from '../test-app.ts';
import { activeStaff, detail, editBody, lastMailTo, mailCount, staffRow } from './people-helpers.ts';

describe.each(DIALECTS)('staff suspension, reactivation and reset links on %s', (dialect) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await t.login('owner@demo.test');
  });
  afterAll(async () => t.close());

  const profile = (cookie: string) => t.call({ method: 'GET', url: '/api/internal-user/profile', cookie });
  const post = (url: string, payload?: object, cookie = owner) => t.call({ method: 'POST', url, cookie, payload });

  it('suspension ends every live session at once and blocks sign-in; reactivation lets them back', async () => {
    const { id, cookie } = await activeStaff(t, owner, 'dimas@demo.test', 'writter');
    const second = await t.login('dimas@demo.test', 'Welcome-Aboard-2026');
    expect((await profile(cookie)).statusCode).toBe(200);
    expect((await detail(t, owner, id)).active_sessions).toBe(2);

    const suspended = await post(`/api/internal-user/suspend/${id}`, { note: 'Cuti panjang' });
    expect(suspended.statusCode).toBe(200);
    expect(json(suspended).data).toMatchObject({ status: 'SUSPENDED', active_sessions: 0 });
    for (const c of [cookie, second]) {
      const res = await profile(c);
      expect(res.statusCode).toBe(401);
    }
    const signIn = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'dimas@demo.test', password: 'Welcome-Aboard-2026' },
    });
    expect(signIn.statusCode).toBe(403);
    expect(json(signIn).error.message).toMatch(/suspended/);
    const again = await post(`/api/internal-user/suspend/${id}`);
    expect(again.statusCode).toBe(409);
    expect(json(again).error.message).toBe('Staf dimas is already suspended.');

    const reactivated = await post(`/api/internal-user/reactivate/${id}`, { note: 'Kembali bertugas' });
    expect(json(reactivated).data.status).toBe('ACTIVE');
    await t.login('dimas@demo.test', 'Welcome-Aboard-2026');
    expect((await post(`/api/internal-user/reactivate/${id}`)).statusCode).toBe(409);

    const history = json(await t.call({ method: 'GET', url: `/api/internal-user/history/${id}`, cookie: owner })).data.data;
    expect(history.slice(0, 2)).toMatchObject([
      { action: 'reactivate', note: 'Kembali bertugas', changes: [{ field: 'status', before: 'SUSPENDED', after: 'ACTIVE' }] },
      { action: 'suspend', note: 'Cuti panjang', changes: [{ field: 'status', before: 'ACTIVE', after: 'SUSPENDED' }] },
    ]);
  });

  it('an invited account cannot be suspended or sent a reset link: its invite is the way in', async () => {
    const invited = json(
      await post('/api/internal-user/invite', { fullname: 'Gita Lestari', email: 'gita@demo.test', role: 'auditor' }),
    ).data;
    const suspend = await post(`/api/internal-user/suspend/${invited.id}`);
    expect(suspend.statusCode).toBe(409);
    expect(json(suspend).error.message).toBe('Gita Lestari has not accepted the invite yet: revoke the invite instead.');
    const reset = await post(`/api/internal-user/send-password-reset/${invited.id}`);
    expect(json(reset).error.message).toBe('Gita Lestari has not set a password yet: resend the invite instead.');
  });

  it('removing a staff member signs them out everywhere and voids their links', async () => {
    const { id, cookie } = await activeStaff(t, owner, 'eka@demo.test', 'auditor');
    expect((await post(`/api/internal-user/send-password-reset/${id}`)).statusCode).toBe(200);
    const { token } = await lastMailTo(t, 'eka@demo.test');
    const removed = await t.call({ method: 'DELETE', url: `/api/internal-user/delete/${id}`, cookie: owner });
    expect(removed.statusCode).toBe(200);
    expect((await profile(cookie)).statusCode).toBe(401);
    const reset = await t.call({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Late-Reset-2026' },
    });
    expect(reset.statusCode).toBe(400);
    const signIn = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'eka@demo.test', password: 'Welcome-Aboard-2026' },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('mails a one-hour reset link that sets a new password; the old one works until then', async () => {
    const { id } = await activeStaff(t, owner, 'fitri@demo.test', 'writter');
    const res = await post(`/api/internal-user/send-password-reset/${id}`);
    expect(res.statusCode).toBe(200);
    const mail = await lastMailTo(t, 'fitri@demo.test');
    expect(mail.subject).toBe('Reset your Research Console password');
    expect(mail.text).toContain('Ratna Wijaya sent you a link');
    expect(mail.text).toContain(`http://console.test/reset-password?token=${mail.token}`);
    expect(mail.text).not.toContain('invite=1');
    await t.login('fitri@demo.test', 'Welcome-Aboard-2026');
    const set = await t.call({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: mail.token, password: 'Fresh-Pass-2026' },
    });
    expect(set.statusCode).toBe(200);
    await t.login('fitri@demo.test', 'Fresh-Pass-2026');
    const history = json(await t.call({ method: 'GET', url: `/api/internal-user/history/${id}`, cookie: owner })).data.data;
    expect(history[0]).toMatchObject({
      action: 'password_reset_sent',
      note: 'A password-reset link was mailed to fitri@demo.test.',
    });
  });

  it('edits profile fields with the engine’s version check; a stale version is a 409 with the record', async () => {
    const { id } = await activeStaff(t, owner, 'hadi@demo.test', 'writter');
    const record = await detail(t, owner, id);
    const saved = await t.call({
      method: 'PUT',
      url: `/api/internal-user/update/${id}`,
      cookie: owner,
      payload: editBody(record, { fullname: 'Hadi Santoso', phone: '+62 812 1111 2222', email: 'HADI.S@demo.test' }),
    });
    expect(saved.statusCode).toBe(200);
    expect(json(saved).data).toMatchObject({ fullname: 'Hadi Santoso', email: 'hadi.s@demo.test', version: record.version + 1 });
    const stale = await t.call({
      method: 'PUT',
      url: `/api/internal-user/update/${id}`,
      cookie: owner,
      payload: editBody(record, { fullname: 'Hadi Lama' }),
    });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).current.fullname).toBe('Hadi Santoso');
    const taken = await t.call({
      method: 'PUT',
      url: `/api/internal-user/update/${id}`,
      cookie: owner,
      payload: editBody(json(saved).data, { email: 'writter@demo.test' }),
    });
    expect(taken.statusCode).toBe(400);
    expect(json(taken).error.fields.email).toBeDefined();
    expect((await staffRow(t, id)).email).toBe('hadi.s@demo.test');
  });

  it('refuses a bad note without writing anything', async () => {
    const { id } = await activeStaff(t, owner, 'irfan@demo.test', 'writter');
    const before = await tableCounts(t.ctx);
    const mails = await mailCount(t);
    const res = await post(`/api/internal-user/suspend/${id}`, { note: 'x'.repeat(501), other: true });
    expect(res.statusCode).toBe(400);
    expect(json(res).error.fields).toMatchObject({
      note: 'The note must be at most 500 characters',
      other: 'Unknown field: remove it',
    });
    expect(await tableCounts(t.ctx)).toEqual(before);
    expect(await mailCount(t)).toBe(mails);
  });
});
