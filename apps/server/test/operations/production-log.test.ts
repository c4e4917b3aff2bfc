import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './process-output.ts';

const CLIENT = { API_CLIENT_ID: 'log-test', API_CLIENT_SECRET: 'log-test-secret-2026' };
const BASIC = `Basic ${Buffer.from(`${CLIENT.API_CLIENT_ID}:${CLIENT.API_CLIENT_SECRET}`).toString('base64')}`;

/** Each line as JSON, or a failure naming the line that is not one JSON object. */
function jsonLines(server: ServerProcess): Array<Record<string, unknown>> {
  return server.lines().map((line) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      throw new Error(`not a JSON line: ${line}`);
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error(`not a JSON object: ${line}`);
    return parsed as Record<string, unknown>;
  });
}

describe('what the server writes', () => {
  let dir: string;
  let server: ServerProcess | undefined;
  const base = () => ({
    DATABASE_URL: `sqlite:${path.join(dir, 'console.db')}`,
    UPLOADS_DIR: path.join(dir, 'uploads'),
    CONSOLE_DIST: path.join(dir, 'no-console'),
    SEED_DEMO: 'false',
    SHUTDOWN_DRAIN_MS: '0',
  });
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-log-'));
  });
  afterEach(async () => {
    await server?.stop('SIGKILL');
    server = undefined;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('in production: every line is one JSON object, and a password the operator gave is never written', async () => {
    const password = 'Operator-Chosen-Secret-2026';
    server = await startServerProcess({ ...base(), ...CLIENT, NODE_ENV: 'production', ADMIN_PASSWORD: password });
    await server.ready();
    // Requests that log: a wrong password, a call that does not exist, a bad body.
    const login = (body: string) =>
      fetch(`${server!.url}/api/auth/login`, {
        method: 'POST',
        headers: { authorization: BASIC, 'content-type': 'application/json' },
        body,
      });
    expect((await login(JSON.stringify({ email: 'owner@demo.test', password: 'Wrong-Password-2026' }))).status).toBe(401);
    expect((await login('{"email":')).status).toBe(400);
    expect((await fetch(`${server.url}/api/no-such-call`, { headers: { authorization: BASIC } })).status).toBe(404);
    expect((await login(JSON.stringify({ email: 'owner@demo.test', password }))).status).toBe(200);
    expect(await server.stop()).toBe(0);

    const lines = jsonLines(server);
    expect(lines.length).toBeGreaterThan(3);
    const banner = lines.find((line) => String(line.msg).startsWith('Research Console is running at'));
    expect(banner).toMatchObject({ level: 30, sign_in: 'Sign in as owner@demo.test with the password in ADMIN_PASSWORD.' });
    expect(banner!.password).toBeUndefined();
    expect(server.stdout() + server.stderr()).not.toContain(password);
    expect(server.stderr()).toBe('');
  }, 90_000);

  it('prints a generated password once, at the first start only, and it signs in', async () => {
    server = await startServerProcess({ ...base(), ...CLIENT, NODE_ENV: 'production' });
    await server.ready();
    const banner = jsonLines(server).find((line) => String(line.msg).startsWith('Research Console is running at'))!;
    const password = String(banner.password);
    expect(password).toMatch(/^Rc-.{16}-7q$/);
    expect(banner.sign_in).toMatch(/generated password below: it is shown this once/);
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { authorization: BASIC, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@demo.test', password }),
    });
    expect(login.status).toBe(200);
    expect(server.lines().filter((line) => line.includes(password))).toHaveLength(1);
    expect(await server.stop()).toBe(0);

    // The next start finds the owner and prints no password.
    server = await startServerProcess({ ...base(), ...CLIENT, NODE_ENV: 'production' });
    await server.ready();
    expect(await server.stop()).toBe(0);
    expect(server.stdout()).not.toContain(password);
    expect(jsonLines(server).find((line) => String(line.msg).startsWith('Research Console is running at'))).toMatchObject({
      sign_in: 'Sign in as owner@demo.test (password: ADMIN_PASSWORD, or the one printed at first start).',
    });
  }, 120_000);

  it('in production: a start-up failure is one JSON line too, and the exit code says which', async () => {
    server = await startServerProcess({ ...base(), ...CLIENT, NODE_ENV: 'production', PORT: 'eighty', JOBS_POLL_MS: '-1' });
    expect(await server.exited).toBe(78);
    expect(jsonLines(server)).toEqual([
      expect.objectContaining({
        level: 60,
        msg: 'Invalid configuration: the server did not start',
        problems: ['PORT: must be a port number', 'JOBS_POLL_MS: must be 0 (off) or more'],
      }),
    ]);

    // A port another process holds: the failure to listen, as JSON.
    const holder = await startServerProcess({
      ...base(),
      ...CLIENT,
      NODE_ENV: 'production',
      ADMIN_PASSWORD: 'Holder-Password-2026',
    });
    try {
      await holder.ready();
      const port = new URL(holder.url).port;
      server = await startServerProcess({ ...base(), ...CLIENT, NODE_ENV: 'production', PORT: port });
      expect(await server.exited).toBe(1);
      const failure = jsonLines(server).at(-1)!;
      expect(failure).toMatchObject({ level: 60, msg: 'The server stopped' });
      expect((failure.err as { code: string }).code).toBe('EADDRINUSE');
    } finally {
      await holder.stop('SIGKILL');
    }
  }, 90_000);

  it('outside production: words for a person, still without a password the operator gave', async () => {
    const password = 'Developer-Chosen-2026';
    server = await startServerProcess({ ...base(), NODE_ENV: 'development', LOG_LEVEL: 'warn', ADMIN_PASSWORD: password });
    await server.ready();
    expect(await server.stop()).toBe(0);
    expect(server.stdout()).toContain('Research Console is running at');
    expect(server.stdout()).toContain('Sign in as owner@demo.test with the password in ADMIN_PASSWORD.');
    expect(server.stdout()).not.toContain(password);
  }, 90_000);
});
