import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { App } from '@/app.ts';
import { loadConfig } from '@/config.ts';
import { createProcessLog } from '@/launch/process-log.ts';
import { prepareNode } from '@/launch/start-node.ts';
import { DIALECTS, freshDatabase, rowCount } from '../test-app.ts';

describe.each(DIALECTS.filter((d) => d === 'postgres'))('nodes started together on %s', (dialect) => {
  it('all start on a new database with demo data, which is made once', async () => {
    const fresh = await freshDatabase(dialect);
    await fresh.db.close();
    const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-together-'));
    const config = loadConfig({
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      DATABASE_URL: fresh.url,
      SEED_DEMO: 'true',
      ADMIN_PASSWORD: 'Together-Password-2026',
      JOBS_POLL_MS: '0',
      UPLOADS_DIR: uploads,
    });
    const sink = new PassThrough();
    sink.resume();
    const log = createProcessLog(true, { out: sink, err: sink });
    const apps: App[] = [];
    try {
      const started = await Promise.allSettled([prepareNode(config, log), prepareNode(config, log), prepareNode(config, log)]);
      for (const result of started) if (result.status === 'fulfilled') apps.push(result.value.app);
      expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual([
        'started',
        'started',
        'started',
      ]);
      const firsts = started.map((result) => (result.status === 'fulfilled' ? result.value.first.created : null));
      expect(firsts.filter(Boolean)).toHaveLength(1);
      for (const app of apps) {
        await app.ready();
        expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      }
      // The demo data is there once: the 45 LQ45 stocks, each client once.
      const db = apps[0]!.ctx.db.kysely;
      expect(await rowCount(db, 'master_stocks')).toBe(45);
      const clients = await db
        .selectFrom('clients')
        .select((eb) => [eb.fn.countAll<number>().as('all'), eb.fn.count<number>('email').distinct().as('distinct')])
        .executeTakeFirstOrThrow();
      expect(Number(clients.all)).toBeGreaterThan(1000);
      expect(Number(clients.distinct)).toBe(Number(clients.all));
    } finally {
      for (const app of apps) await app.close();
      await fresh.drop();
      fs.rmSync(uploads, { recursive: true, force: true });
    }
  }, 180_000);
});
