import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { freePort } from './free-port.ts';

describe.each(DIALECTS)('liveness and readiness on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(async () => t.close());

  const ready = () => t.app.inject({ method: 'GET', url: '/api/ready' });

  it('is ready with the database up and every migration run; needs no client header', async () => {
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toEqual({ ready: true, database: 'up', migrations: 'current', shutting_down: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('is not ready when a migration this code knows has not run', async () => {
    await t.ctx.db.kysely
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '=', '20261127T020000-audit-chain' as never)
      .execute();
    const res = await ready();
    expect(res.statusCode).toBe(503);
    expect(json(res).data).toMatchObject({ ready: false, migrations: 'pending' });
    expect(json(res).error.message).toBe('The database is missing migrations this code needs.');
  });

  it('is not ready once draining, while it stays alive', async () => {
    t.app.drain();
    const res = await ready();
    expect(res.statusCode).toBe(503);
    expect(json(res).data).toMatchObject({ ready: false, shutting_down: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('SIGTERM', () => {
  it('turns readiness false first, keeps answering during the drain, then exits cleanly', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-sigterm-'));
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.resolve(__dirname, '../..'),
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATABASE_URL: `sqlite:${path.join(dir, 'console.db')}`,
        PORT: String(port),
        HOST: '127.0.0.1',
        ADMIN_PASSWORD: 'Sigterm-Test-2026',
        UPLOADS_DIR: path.join(dir, 'uploads'),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
        SHUTDOWN_DRAIN_MS: '1500',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const deadline = Date.now() + 60_000;
      for (;;) {
        const ok = await fetch(`${url}/api/ready`).then(
          (r) => r.status === 200,
          () => false,
        );
        if (ok) break;
        if (Date.now() > deadline) throw new Error('the server did not become ready');
        await new Promise((r) => setTimeout(r, 200));
      }
      child.kill('SIGTERM');
      const deadline2 = Date.now() + 1000;
      let sawNotReady = false;
      while (Date.now() < deadline2 && !sawNotReady) {
        const res = await fetch(`${url}/api/ready`);
        sawNotReady = res.status === 503 && ((await res.json()) as { data: { shutting_down: boolean } }).data.shutting_down;
      }
      expect(sawNotReady).toBe(true);
      // Still alive and serving during the drain.
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
