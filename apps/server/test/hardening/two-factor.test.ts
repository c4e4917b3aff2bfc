import * as OTPAuth from 'otpauth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@rc/contract/defaults';
import { MAX_FAILURES_PER_ACCOUNT } from '@/auth/login-throttle.ts';
import { DIALECTS, DEMO_PASSWORD, createTestApp, json, type TestApp } from '../test-app.ts';
import { staffId } from '../people/people-helpers.ts';

const login = (t: TestApp, email: string, extra: Record<string, unknown> = {}) =>
  t.call({ method: 'POST', url: '/api/auth/login', payload: { email, password: DEMO_PASSWORD, ...extra } });

const cookieOf = (res: { cookies: Array<{ name: string; value: string }> }) => {
  const c = res.cookies.find((x) => x.name === SESSION_COOKIE);
  return c ? `${SESSION_COOKIE}=${c.value}` : undefined;
};

/** The code an authenticator app shows for `secret` at the test clock's time (`offsetS` later). */
const codeAt = (t: TestApp, secret: string, offsetS = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: t.clock.now().getTime() + offsetS * 1000,
  });

const post = (t: TestApp, cookie: string, url: string, payload?: unknown) =>
  t.call({ method: 'POST', url, cookie, ...(payload === undefined ? {} : { payload: payload as object }) });

/** Set up and confirm two-factor sign-in for the person signed in with `cookie`: the secret and recovery codes. */
async function enrol(t: TestApp, cookie: string): Promise<{ secret: string; codes: string[] }> {
  const setup = await post(t, cookie, '/api/two-factor/self/setup');
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = json(setup).data;
  const confirmed = await post(t, cookie, '/api/two-factor/self/confirm', { code: codeAt(t, secret) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  // The next code belongs to a later step: move past the one the confirmation used.
  t.clock.advance(30_000);
  return { secret, codes: json(confirmed).data.recovery_codes };
}

async function auditActions(t: TestApp, action: string): Promise<number> {
  const rows = await t.ctx.db.kysely.selectFrom('audit_log').select('id').where('action', '=', action).execute();
  return rows.length;
}

describe.each(DIALECTS)('staff two-factor sign-in on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(async () => t.close());

  it('sets up with a QR code and a first code, gives ten recovery codes once and ends the other sessions', async () => {
    const first = await t.login('writter@demo.test');
    const other = await t.login('writter@demo.test');
    const setup = await post(t, first, '/api/two-factor/self/setup');
    const data = json(setup).data;
    expect(data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data.otpauth_url).toMatch(/^otpauth:\/\/totp\/Research%20Console:writter%40demo\.test\?/);
    expect(data.qr_svg).toMatch(/^<svg[^>]*>/);
    // Not on until a code from the app matches.
    expect(json(await t.call({ method: 'GET', url: '/api/two-factor/self', cookie: first })).data.enabled).toBe(false);
    const wrong = await post(t, first, '/api/two-factor/self/confirm', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).error.fields.code).toMatch(/does not match/);
    const bad = await post(t, first, '/api/two-factor/self/confirm', { code: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).error.fields.code).toMatch(/6 digits/);

    const confirmed = await post(t, first, '/api/two-factor/self/confirm', { code: codeAt(t, data.secret) });
    expect(confirmed.statusCode).toBe(200);
    const codes: string[] = json(confirmed).data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    // Stored hashed: no code appears in the database.
    const stored = await t.ctx.db.kysely.selectFrom('staff_recovery_codes').select('code_hash').execute();
    expect(stored.map((r) => r.code_hash).some((h) => codes.some((c) => h.includes(c.replace('-', ''))))).toBe(false);
    const factor = await t.ctx.db.kysely.selectFrom('staff_two_factor').select('secret').executeTakeFirstOrThrow();
    expect(factor.secret).not.toContain(data.secret);

    // This session goes on; the one made with the password alone ended.
    expect((await t.call({ method: 'GET', url: '/api/two-factor/self', cookie: first })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/two-factor/self', cookie: other })).statusCode).toBe(401);
    const status = json(await t.call({ method: 'GET', url: '/api/two-factor/self', cookie: first })).data;
    expect(status).toMatchObject({ enabled: true, recovery_codes_left: 10, required: false });
    expect(await auditActions(t, 'two_factor_enabled')).toBe(1);
    // A second setup over a working one is refused.
    expect((await post(t, first, '/api/two-factor/self/setup')).statusCode).toBe(409);
  });

  it('then sign-in needs the code: the password alone is not enough, a wrong or reused code is refused', async () => {
    const { secret } = await enrol(t, await t.login('writter@demo.test'));

    const passwordOnly = await login(t, 'writter@demo.test');
    expect(passwordOnly.statusCode).toBe(401);
    expect(json(passwordOnly).error.code).toBe('TWO_FACTOR_REQUIRED');
    expect(cookieOf(passwordOnly)).toBeUndefined();

    const wrong = await login(t, 'writter@demo.test', { code: '123456' === codeAt(t, secret) ? '654321' : '123456' });
    expect(wrong.statusCode).toBe(401);
    expect(json(wrong).error.code).toBe('TWO_FACTOR_REQUIRED');
    expect(json(wrong).error.fields.code).toMatch(/does not match/);
    expect(cookieOf(wrong)).toBeUndefined();

    // A wrong password with a right code tells nothing about the code.
    const wrongPassword = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'writter@demo.test', password: 'Not-The-Password-1', code: codeAt(t, secret) },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(json(wrongPassword).error.code).toBe('UNAUTHENTICATED');

    const code = codeAt(t, secret);
    const ok = await login(t, 'writter@demo.test', { code: code.replace(/(\d{3})/, '$1 ') });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(cookieOf(ok)).toBeDefined();
    // The same code a second time (someone looking over a shoulder) is refused.
    expect((await login(t, 'writter@demo.test', { code })).statusCode).toBe(401);
    t.clock.advance(30_000);
    expect((await login(t, 'writter@demo.test', { code: codeAt(t, secret) })).statusCode).toBe(200);
  });

  it('a recovery code signs in once', async () => {
    const cookie = await t.login('admin@demo.test');
    const { codes } = await enrol(t, cookie);
    const used = codes[3]!;
    const ok = await login(t, 'admin@demo.test', { code: used.toUpperCase() });
    expect(ok.statusCode, ok.body).toBe(200);
    const again = await login(t, 'admin@demo.test', { code: used });
    expect(again.statusCode).toBe(401);
    const status = json(await t.call({ method: 'GET', url: '/api/two-factor/self', cookie: cookieOf(ok)! })).data;
    expect(status.recovery_codes_left).toBe(9);
  });

  it('code guesses are throttled like passwords: after five wrong codes even the right one waits', async () => {
    const { secret } = await enrol(t, await t.login('writter@demo.test'));
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) {
      expect((await login(t, 'writter@demo.test', { code: String(100000 + i) })).statusCode).toBe(401);
    }
    expect((await login(t, 'writter@demo.test', { code: codeAt(t, secret) })).statusCode).toBe(429);
  });

  it('new recovery codes and turning it off need a current code', async () => {
    const cookie = await t.login('writter@demo.test');
    const { secret, codes } = await enrol(t, cookie);
    expect((await post(t, cookie, '/api/two-factor/self/recovery-codes', { code: '000000' })).statusCode).toBe(400);
    const renewed = await post(t, cookie, '/api/two-factor/self/recovery-codes', { code: codeAt(t, secret) });
    expect(renewed.statusCode).toBe(200);
    expect(json(renewed).data.recovery_codes).toHaveLength(10);
    // The old codes stopped working.
    expect((await login(t, 'writter@demo.test', { code: codes[0] })).statusCode).toBe(401);

    expect((await post(t, cookie, '/api/two-factor/self/disable', { code: [1, 2] })).statusCode).toBe(400);
    const off = await post(t, cookie, '/api/two-factor/self/disable', { code: json(renewed).data.recovery_codes[0] });
    expect(off.statusCode, off.body).toBe(200);
    expect((await login(t, 'writter@demo.test')).statusCode).toBe(200);
    expect(await auditActions(t, 'two_factor_disabled')).toBe(1);
  });

  it('an owner resets another person’s two-factor sign-in (audited); nobody else can', async () => {
    const writterCookie = await t.login('writter@demo.test');
    await enrol(t, writterCookie);
    const id = await staffId(t, 'writter@demo.test');
    const admin = await t.login('admin@demo.test');
    const refused = await post(t, admin, `/api/internal-user/two-factor/reset/${id}`);
    expect(refused.statusCode).toBe(403);
    const owner = await t.login('owner@demo.test');
    const detail = json(await t.call({ method: 'GET', url: `/api/internal-user/detail/${id}`, cookie: owner })).data;
    expect(detail.two_factor).toBe(true);

    const reset = await post(t, owner, `/api/internal-user/two-factor/reset/${id}`);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(json(reset).data.two_factor).toBe(false);
    // Signed out everywhere; the password alone signs in again.
    expect((await t.call({ method: 'GET', url: '/api/two-factor/self', cookie: writterCookie })).statusCode).toBe(401);
    expect((await login(t, 'writter@demo.test')).statusCode).toBe(200);
    expect(await auditActions(t, 'two_factor_reset')).toBe(1);
    // The person learns of it in their bell.
    const notices = json(
      await t.call({
        method: 'GET',
        url: '/api/notification/list?kind=two-factor-reset',
        cookie: cookieOf(await login(t, 'writter@demo.test')),
      }),
    ).data;
    expect(notices.data).toHaveLength(1);
    expect(notices.data[0]).toMatchObject({ area: 'account', title: 'Your two-factor sign-in was reset', path: '/user' });
    // Nothing left to reset; an unknown id is a 404.
    expect((await post(t, owner, `/api/internal-user/two-factor/reset/${id}`)).statusCode).toBe(409);
    expect((await post(t, owner, '/api/internal-user/two-factor/reset/999999')).statusCode).toBe(404);
  });

  it('an owner requires it of a role: its members without it can use only My Account until they set it up', async () => {
    const writter = await t.login('writter@demo.test');
    expect((await t.call({ method: 'GET', url: '/api/category/list', cookie: writter })).statusCode).toBe(200);
    const admin = await t.login('admin@demo.test');
    const notOwner = await t.call({
      method: 'PUT',
      url: '/api/two-factor/policy',
      cookie: admin,
      payload: { required_roles: ['writter'] },
    });
    expect(notOwner.statusCode).toBe(403);
    const owner = await t.login('owner@demo.test');
    const badRole = await t.call({
      method: 'PUT',
      url: '/api/two-factor/policy',
      cookie: owner,
      payload: { required_roles: ['chief'] },
    });
    expect(badRole.statusCode).toBe(400);
    const set = await t.call({
      method: 'PUT',
      url: '/api/two-factor/policy',
      cookie: owner,
      payload: { required_roles: ['writter'] },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(json(set).data.required_roles).toEqual(['writter']);
    expect(await auditActions(t, 'two_factor_policy')).toBe(1);

    const blocked = await t.call({ method: 'GET', url: '/api/category/list', cookie: writter });
    expect(blocked.statusCode).toBe(403);
    expect(json(blocked).error.code).toBe('TWO_FACTOR_SETUP_REQUIRED');
    expect(json(blocked).error.message).toMatch(/My Account/);
    // The shell and the setup itself still answer.
    expect((await t.call({ method: 'GET', url: '/api/internal-user/profile', cookie: writter })).statusCode).toBe(200);
    expect(json(await t.call({ method: 'GET', url: '/api/two-factor/self', cookie: writter })).data.required).toBe(true);
    // Other roles are untouched.
    expect((await t.call({ method: 'GET', url: '/api/category/list', cookie: admin })).statusCode).toBe(200);

    const { secret } = await enrol(t, writter);
    expect((await t.call({ method: 'GET', url: '/api/category/list', cookie: writter })).statusCode).toBe(200);
    // Required: it cannot be turned off.
    const off = await post(t, writter, '/api/two-factor/self/disable', { code: codeAt(t, secret) });
    expect(off.statusCode).toBe(403);
  });
});
