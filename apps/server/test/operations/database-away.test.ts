import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, freshDatabase, json, type TestApp } from '../test-app.ts';
import { startServerProcess, type ServerProcess } from './process-output.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';

const METRICS = 'database-away-metrics-2026';

/**
 * PostgreSQL going away and coming back, seen through a proxy this test controls: connections
 * are refused, then allowed again. The database server itself is never stopped.
 */
describe.each(DIALECTS.filter((d) => d === 'postgres'))('the database away on %s', (dialect) => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let proxy: TcpProxy;
  let proxied: string;
  beforeEach(async () => {
    fresh = await freshDatabase(dialect);
    await fresh.db.close();
    const direct = new URL(fresh.url);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const via = new URL(fresh.url);
    via.hostname = '127.0.0.1';
    via.port = String(proxy.port);
    proxied = via.toString();
  });
  afterEach(async () => {
    await proxy.close();
    await fresh.drop();
  });

  describe('a running node', () => {
    let t: TestApp;
    beforeEach(async () => {
      t = await createTestApp(dialect, { database: proxied, env: { METRICS_TOKEN: METRICS } });
    });
    afterEach(async () => {
      await proxy.allow();
      await t.close();
    });

    it('answers 503 UNAVAILABLE with Retry-After and is not ready, then serves again when the database is back', async () => {
      const owner = await t.login('owner@demo.test');
      const profile = () => t.call({ method: 'GET', url: '/api/internal-user/profile', cookie: owner });
      const create = (name: string) =>
        t.call({ method: 'POST', url: '/api/category/create', cookie: owner, payload: { article_category_name: name } });
      expect((await profile()).statusCode).toBe(200);

      await proxy.refuse();
      const signIn = () =>
        t.call({ method: 'POST', url: '/api/auth/login', payload: { email: 'owner@demo.test', password: 'Demo-Password-2026' } });
      for (const res of [await profile(), await create('Perbankan'), await signIn()]) {
        expect(res.statusCode, res.body).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(json(res).error).toMatchObject({
          code: 'UNAVAILABLE',
          message: expect.stringMatching(/cannot reach its database/),
        });
      }
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(json(ready).data).toMatchObject({ ready: false, database: 'down' });
      // Alive all the while: an orchestrator must not restart it for this.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      // The metrics still answer, and say the node is not ready.
      const scrape = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS}` } });
      expect(scrape.statusCode).toBe(200);
      expect(scrape.body).toMatch(/^rc_ready 0$/m);

      await proxy.allow();
      expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      expect((await profile()).statusCode).toBe(200);
      const created = await create('Perbankan');
      expect(created.statusCode, created.body).toBe(201);
      // The write refused while the database was away left nothing behind: this one is the only one.
      const list = json(await t.call({ method: 'GET', url: '/api/category/list?query=Perbankan', cookie: owner })).data;
      expect(list.total).toBe(1);
    });
  });

  describe('a node started while the database is away', () => {
    let dir: string;
    let server: ServerProcess | undefined;
    const env = () => ({
      NODE_ENV: 'production',
      API_CLIENT_ID: 'away-test',
      API_CLIENT_SECRET: 'away-test-secret-2026',
      ADMIN_PASSWORD: 'Away-Test-Password-2026',
      DATABASE_URL: proxied,
      UPLOADS_DIR: path.join(dir, 'uploads'),
      CONSOLE_DIST: path.join(dir, 'no-console'),
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_MS: '0',
    });
    const lines = () => server!.lines().map((line) => JSON.parse(line) as Record<string, unknown>);
    beforeEach(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-away-'));
    });
    afterEach(async () => {
      await server?.stop('SIGKILL');
      server = undefined;
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('waits for it with backoff, saying so in JSON lines, and starts once it is back', async () => {
      await proxy.refuse();
      server = await startServerProcess({ ...env(), DB_START_TIMEOUT_S: '60' });
      await server.until('two tries logged', () => server!.lines().length >= 2);
      const tries = lines();
      expect(tries[0]).toMatchObject({ level: 40, msg: 'The database is not reachable yet; trying again', attempt: 1 });
      expect(tries[1]).toMatchObject({ attempt: 2 });
      expect(Number(tries[1]!.retry_in_ms)).toBeGreaterThan(Number(tries[0]!.retry_in_ms));
      // The password in the URL never reaches the log.
      expect(String(tries[0]!.database)).toBe(proxied);

      await proxy.allow();
      await server.ready();
      expect(await server.stop()).toBe(0);
      expect(() => lines()).not.toThrow();
    }, 120_000);

    it('gives up after DB_START_TIMEOUT_S with one JSON line and exit code 1', async () => {
      await proxy.refuse();
      server = await startServerProcess({ ...env(), DB_START_TIMEOUT_S: '1' });
      expect(await server.exited).toBe(1);
      const last = lines().at(-1)!;
      expect(last).toMatchObject({ level: 60, msg: 'The database is not reachable: the server did not start', waited_s: 1 });
      expect((last.err as { cause: { code: string } }).cause.code).toBe('ECONNREFUSED');
      expect(server.stderr()).toBe('');
    }, 60_000);
  });
});
