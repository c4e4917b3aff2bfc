import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_IP } from '@/auth/login-throttle.ts';
import { DIALECTS, DEMO_PASSWORD, createTestApp, json, type TestApp } from '../test-app.ts';
import { detail, editBody, lastMailTo, staffId } from '../people/people-helpers.ts';

const login = (t: TestApp, email: string, password: string, remoteAddress?: string) =>
  t.call({ method: 'POST', url: '/api/auth/login', payload: { email, password }, ...(remoteAddress ? { remoteAddress } : {}) });

const reset = (t: TestApp, token: string, password: string) =>
  t.call({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });

async function askForReset(t: TestApp, email: string): Promise<string> {
  const res = await t.call({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  expect(res.statusCode).toBe(200);
  const { token } = await lastMailTo(t, email);
  if (!token) throw new Error('no reset link mailed');
  return token;
}

describe.each(DIALECTS)('sign-in hardening on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(async () => t.close());

  it('100 concurrent wrong passwords on one account: at most 5 are checked, the rest wait', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login(t, 'writter@demo.test', `wrong-password-${i}`)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(MAX_FAILURES_PER_ACCOUNT);
    expect(codes.filter((c) => c === 401).length).toBeGreaterThan(0);
    expect(codes.filter((c) => c !== 401 && c !== 429)).toEqual([]);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(json(refused).error.message).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ minute\(s\)\.$/);
    // Even the right password now waits for the window.
    expect((await login(t, 'writter@demo.test', DEMO_PASSWORD)).statusCode).toBe(429);
  });

  it('concurrent attempts across accounts from one address stop at the address limit', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(t, `nobody${i}@demo.test`, 'wrong-password', '10.9.8.7')),
    );
    const checked = answers.filter((a) => a.statusCode === 401).length;
    expect(checked).toBeLessThanOrEqual(MAX_FAILURES_PER_IP);
    expect(answers.filter((a) => a.statusCode === 429).length).toBe(60 - checked);
    // Another address is not held up, and a refused attempt did not use up the account's tries.
    expect((await login(t, 'nobody0@demo.test', 'wrong-password', '10.9.8.8')).statusCode).toBe(401);
  });

  it('a successful sign-in gives the address its attempt back', async () => {
    for (let i = 0; i < MAX_FAILURES_PER_IP - 1; i++) await login(t, `someone${i}@demo.test`, 'wrong-password');
    for (let i = 0; i < 3; i++) expect((await login(t, 'owner@demo.test', DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await login(t, 'someone-else@demo.test', 'wrong-password')).statusCode).toBe(401);
    expect((await login(t, 'owner@demo.test', DEMO_PASSWORD)).statusCode).toBe(429);
  });

  it('a reset through one link ends the older link', async () => {
    const older = await askForReset(t, 'auditor@demo.test');
    const newer = await askForReset(t, 'auditor@demo.test');
    expect(older).not.toBe(newer);
    expect((await reset(t, newer, 'Chosen-Pass-2026')).statusCode).toBe(200);
    const again = await reset(t, older, 'Attacker-Pass-2026');
    expect(again.statusCode).toBe(400);
    expect(json(again).error.message).toMatch(/invalid, already used or expired/);
    expect((await login(t, 'auditor@demo.test', 'Chosen-Pass-2026')).statusCode).toBe(200);
  });

  it('changing the password ends a reset link asked for before', async () => {
    const token = await askForReset(t, 'auditor@demo.test');
    const cookie = await t.login('auditor@demo.test');
    const changed = await t.call({
      method: 'POST',
      url: '/api/internal-user/change-password',
      cookie,
      payload: { current_password: DEMO_PASSWORD, new_password: 'Brand-New-Pass-42', confirm_password: 'Brand-New-Pass-42' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await reset(t, token, 'Attacker-Pass-2026')).statusCode).toBe(400);
    expect((await login(t, 'auditor@demo.test', 'Brand-New-Pass-42')).statusCode).toBe(200);
  });

  it('a role change ends the open reset link; an unrelated edit does not', async () => {
    const owner = await t.login('owner@demo.test');
    const id = await staffId(t, 'auditor@demo.test');
    const kept = await askForReset(t, 'auditor@demo.test');
    const phone = await t.call({
      method: 'PUT',
      url: `/api/internal-user/update/${id}`,
      cookie: owner,
      payload: editBody(await detail(t, owner, id), { phone: '081234567890' }),
    });
    expect(phone.statusCode).toBe(200);
    const role = await t.call({
      method: 'PUT',
      url: `/api/internal-user/update/${id}`,
      cookie: owner,
      payload: editBody(await detail(t, owner, id), { role: 'writter' }),
    });
    expect(role.statusCode).toBe(200);
    expect((await reset(t, kept, 'Attacker-Pass-2026')).statusCode).toBe(400);
    expect((await login(t, 'auditor@demo.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});
