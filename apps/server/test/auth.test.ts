import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DIALECTS, DEMO_PASSWORD, createTestApp, json, type TestApp } from './test-app.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, SESSION_KEEP_MS } from '@/auth/session.service.ts';
import { THROTTLE_WINDOW_MS } from '@/auth/login-throttle.ts';

const profile = (t: TestApp, cookie: string) => t.call({ method: 'GET', url: '/api/internal-user/profile', cookie });

async function lastResetToken(t: TestApp): Promise<string> {
  const mail = await t.ctx.db.kysely.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
  const match = /reset-password\?token=([\w-]+)/.exec(mail.text_body);
  if (!match) throw new Error('no reset link in mail');
  return match[1]!;
}

describe.each(DIALECTS)('sessions and passwords on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(async () => t.close());

  it('signs in, sets an HttpOnly SameSite=Lax cookie and returns the profile', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ' Owner@Demo.TEST ', password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ email: 'owner@demo.test', role: 'owner', gender: 'male', reset_token: null });
    expect(json(res).data).not.toHaveProperty('password_hash');
    const cookie = res.cookies.find((c) => c.name === 'rc_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.value.length).toBeGreaterThanOrEqual(43);
    const stored = await t.ctx.db.kysely.selectFrom('sessions').select('id_hash').execute();
    expect(stored.map((s) => s.id_hash)).not.toContain(cookie.value);
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    const wrong = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'owner@demo.test', password: 'nope-nope-nope' },
    });
    const unknown = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@demo.test', password: 'nope-nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(json(wrong).error.message).toBe(json(unknown).error.message);
    expect(wrong.cookies).toHaveLength(0);
  });

  it('throttles an account after 5 failures in 15 minutes, then lets it in after the window', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await t.call({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'OWNER@demo.test', password: `wrong-${i}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'owner@demo.test ', password: DEMO_PASSWORD },
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(THROTTLE_WINDOW_MS / 1000);
    expect(json(blocked).error.code).toBe('TOO_MANY_REQUESTS');
    // another account from the same address is not blocked by this account's failures
    expect(
      (await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: 'admin@demo.test', password: DEMO_PASSWORD } }))
        .statusCode,
    ).toBe(200);
    t.clock.advance(THROTTLE_WINDOW_MS + 1000);
    const again = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'owner@demo.test', password: DEMO_PASSWORD },
    });
    expect(again.statusCode).toBe(200);
  });

  it('throttles one address after 20 failures across accounts', async () => {
    for (let i = 0; i < 20; i++) {
      await t.call({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `someone${i}@demo.test`, password: 'wrong-password' },
      });
    }
    const blocked = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'owner@demo.test', password: DEMO_PASSWORD },
    });
    expect(blocked.statusCode).toBe(429);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.1.2.3',
      headers: { authorization: (await import('./test-app.ts')).BASIC },
      payload: { email: 'owner@demo.test', password: DEMO_PASSWORD },
    });
    expect(other.statusCode).toBe(200);
  });

  it('ends the session on logout', async () => {
    const cookie = await t.login('owner@demo.test');
    expect((await profile(t, cookie)).statusCode).toBe(200);
    const out = await t.call({ method: 'POST', url: '/api/auth/logout', cookie });
    expect(out.statusCode).toBe(200);
    expect((await profile(t, cookie)).statusCode).toBe(401);
  });

  it('ends idle sessions after 8 hours and every session after 7 days', async () => {
    const cookie = await t.login('owner@demo.test');
    t.clock.advance(SESSION_IDLE_MS - 60_000);
    expect((await profile(t, cookie)).statusCode).toBe(200);
    t.clock.advance(SESSION_IDLE_MS - 60_000);
    expect((await profile(t, cookie)).statusCode).toBe(200);
    t.clock.advance(SESSION_IDLE_MS + 1000);
    expect((await profile(t, cookie)).statusCode).toBe(401);

    const active = await t.login('owner@demo.test');
    for (let spent = 0; spent < SESSION_ABSOLUTE_MS - SESSION_IDLE_MS; spent += SESSION_IDLE_MS / 2) {
      t.clock.advance(SESSION_IDLE_MS / 2);
      expect((await profile(t, active)).statusCode).toBe(200);
    }
    t.clock.advance(SESSION_IDLE_MS);
    expect((await profile(t, active)).statusCode).toBe(401);
  });

  it('changing the password ends the other sessions but keeps this one', async () => {
    const mine = await t.login('writter@demo.test');
    const other = await t.login('writter@demo.test');
    const res = await t.call({
      method: 'POST',
      url: '/api/internal-user/change-password',
      cookie: mine,
      payload: { current_password: DEMO_PASSWORD, new_password: 'Brand-New-Pass-42', confirm_password: 'Brand-New-Pass-42' },
    });
    expect(res.statusCode).toBe(200);
    expect((await profile(t, mine)).statusCode).toBe(200);
    expect((await profile(t, other)).statusCode).toBe(401);
    expect(
      (await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: 'writter@demo.test', password: DEMO_PASSWORD } }))
        .statusCode,
    ).toBe(401);
    await t.login('writter@demo.test', 'Brand-New-Pass-42');
  });

  it('refuses a wrong current password and mismatched confirmation with field messages', async () => {
    const cookie = await t.login('writter@demo.test');
    const wrong = await t.call({
      method: 'POST',
      url: '/api/internal-user/change-password',
      cookie,
      payload: { current_password: 'not-it', new_password: 'Brand-New-Pass-42', confirm_password: 'Brand-New-Pass-42' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).error.fields.current_password).toMatch(/not correct/);
    const mismatch = await t.call({
      method: 'POST',
      url: '/api/internal-user/change-password',
      cookie,
      payload: { current_password: DEMO_PASSWORD, new_password: 'Brand-New-Pass-42', confirm_password: 'Brand-New-Pass-43' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(json(mismatch).error.fields.confirm_password).toBe('Passwords do not match');
    const weak = await t.call({
      method: 'POST',
      url: '/api/internal-user/change-password',
      cookie,
      payload: { current_password: DEMO_PASSWORD, new_password: 'short', confirm_password: 'short' },
    });
    expect(json(weak).error.fields.new_password).toMatch(/at least 10 characters/);
    await t.login('writter@demo.test');
  });

  it('resets a password through the mailed link: single use, ends every session', async () => {
    const before = await t.login('auditor@demo.test');
    const forgot = await t.call({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'Auditor@demo.test' } });
    expect(forgot.statusCode).toBe(200);
    const token = await lastResetToken(t);
    const mail = await t.ctx.db.kysely.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(mail.to_address).toBe('auditor@demo.test');
    expect(mail.text_body).toContain('http://console.test/reset-password?token=');
    const stored = await t.ctx.db.kysely.selectFrom('password_tokens').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(token);

    const reset = await t.call({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Reset-Pass-2026' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await profile(t, before)).statusCode).toBe(401);
    await t.login('auditor@demo.test', 'Reset-Pass-2026');
    const old = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'auditor@demo.test', password: DEMO_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
    const reuse = await t.call({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Another-Pass-2026' },
    });
    expect(reuse.statusCode).toBe(400);
    expect(json(reuse).error.message).toMatch(/invalid, already used or expired/);
  });

  it('refuses a reset link older than one hour', async () => {
    await t.call({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'auditor@demo.test' } });
    const token = await lastResetToken(t);
    t.clock.advance(60 * 60 * 1000 + 1);
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Reset-Pass-2026' },
    });
    expect(res.statusCode).toBe(400);
    await t.login('auditor@demo.test');
  });

  it('answers forgot-password for an unknown email the same, and mails nothing', async () => {
    const known = await t.call({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'owner@demo.test' } });
    const unknown = await t.call({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'ghost@demo.test' } });
    expect(unknown.statusCode).toBe(200);
    expect(json(unknown)).toEqual(json(known));
    const mails = await t.ctx.db.kysely.selectFrom('mail_outbox').select('to_address').execute();
    expect(mails.map((m) => m.to_address)).toEqual(['owner@demo.test']);
  });

  it('stops a suspended user at once, and refuses their sign-in', async () => {
    const cookie = await t.login('writter@demo.test');
    await t.ctx.db.kysely
      .updateTable('staff_users')
      .set({ status: 'SUSPENDED' })
      .where('email', '=', 'writter@demo.test')
      .execute();
    expect((await profile(t, cookie)).statusCode).toBe(401);
    const again = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'writter@demo.test', password: DEMO_PASSWORD },
    });
    expect(again.statusCode).toBe(403);
    expect(json(again).error.message).toMatch(/suspended/);
  });

  it('tells the sign-in screen whether the browser is signed in, 200 either way', async () => {
    const anonymous = await t.call({ method: 'GET', url: '/api/auth/session' });
    expect(anonymous.statusCode).toBe(200);
    expect(json(anonymous).data).toEqual({ signed_in: false });
    const stale = await t.call({ method: 'GET', url: '/api/auth/session', cookie: 'rc_session=not-a-session' });
    expect(json(stale).data).toEqual({ signed_in: false });
    const cookie = await t.login('owner@demo.test');
    expect(json(await t.call({ method: 'GET', url: '/api/auth/session', cookie })).data).toEqual({ signed_in: true });
    // Without the console's client header it is refused like every console call.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/session' })).statusCode).toBe(401);
  });
});

// Several nodes share PostgreSQL; each keeps a session it read for SESSION_KEEP_MS (decision 045).
describe.runIf(DIALECTS.includes('postgres'))('sessions on several nodes, on postgres', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp('postgres');
  });
  afterEach(async () => t.close());

  it('a session ended on one node is refused on every node within a second', async () => {
    const other = await createTestApp('postgres', { database: t.url });
    try {
      const cookie = await t.login('writter@demo.test');
      // Node 2 has just read the session: it keeps it.
      expect((await profile(other, cookie)).statusCode).toBe(200);
      expect((await profile(other, cookie)).statusCode).toBe(200);
      expect((await t.call({ method: 'POST', url: '/api/auth/logout', cookie })).statusCode).toBe(200);
      expect((await profile(t, cookie)).statusCode).toBe(401);
      await expect
        .poll(async () => (await profile(other, cookie)).statusCode, { timeout: SESSION_KEEP_MS + 2000, interval: 50 })
        .toBe(401);
    } finally {
      await other.close();
    }
  });

  it('a node keeps the sessions it read across a save of research content, and forgets them at a write to sessions or staff', async () => {
    const other = await createTestApp('postgres', { database: t.url });
    try {
      const writter = await t.login('writter@demo.test');
      const owner = await other.login('owner@demo.test');
      const admin = await other.login('admin@demo.test');
      // Node 2 reads the writter's session and keeps it; node 1 ends it.
      expect((await profile(other, writter)).statusCode).toBe(200);
      expect((await t.call({ method: 'POST', url: '/api/auth/logout', cookie: writter })).statusCode).toBe(200);
      // A category saved on node 2 writes no session or staff row: what node 2 kept stays kept.
      const saved = await other.call({
        method: 'POST',
        url: '/api/category/create',
        cookie: owner,
        payload: { article_category_name: 'Energi Terbarukan' },
      });
      expect(saved.statusCode).toBe(201);
      expect((await profile(other, writter)).statusCode).toBe(200);
      // A sign-out on node 2 writes the sessions table: node 2 reads every session afresh.
      expect((await other.call({ method: 'POST', url: '/api/auth/logout', cookie: admin })).statusCode).toBe(200);
      expect((await profile(other, writter)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});
