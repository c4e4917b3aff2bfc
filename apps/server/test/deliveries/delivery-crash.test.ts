import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '@/config.ts';
import { openDatabase } from '@/db/database.ts';
import { DEMO_PASSWORD, DIALECTS, createTestApp, freshDatabase } from '../test-app.ts';
import { createRecord, staffWith } from '../resources/resource-helpers.ts';
import { addManyClients, blastBody } from './delivery-helpers.ts';
import { startFakeSmtp } from './fake-smtp.ts';

const RECIPIENTS = 240;

/** The real server, as `npm start` runs it, on the given database and mail server. */
function startServer(databaseUrl: string, smtpUrl: string, uploadsDir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(REPO_ROOT, 'apps/server'),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: DEMO_PASSWORD,
      UPLOADS_DIR: uploadsDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      SMTP_URL: smtpUrl,
      JOBS_POLL_MS: '100',
      // A node that dies mid-pass leaves its job to the next after this long.
      JOBS_LEASE_MS: '1500',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(DIALECTS)('a blast survives a killed server (%s)', (dialect) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it('resumes after kill -9 mid-blast and never sends one client two messages', async () => {
    const fresh = await freshDatabase(dialect);
    cleanups.push(() => fresh.drop());
    const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-crash-'));
    cleanups.push(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));

    // Set up through the app: clients, a blast written by one and sent by another (not run yet).
    const t = await createTestApp(dialect, { database: fresh.url });
    await addManyClients(t, RECIPIENTS, 'crash');
    const writer = await staffWith(t, { ALGORESEARCHBLAST: ['read', 'write', 'update'] });
    const sender = await staffWith(t, { ALGORESEARCHBLAST: ['read', 'approval'] });
    const blast = await createRecord(t, writer, 'research-blast', blastBody({ title: 'Tahan Banting' }));
    const sent = await t.call({ method: 'POST', url: `/api/research-blast/send/${blast.id}`, cookie: sender, payload: {} });
    expect(sent.statusCode, sent.body).toBe(200);
    await t.close();
    await fresh.db.close();

    // A slow mail server, so the kill lands in the middle of the blast.
    const smtp = await startFakeSmtp({ delayMs: 15 });
    cleanups.push(() => smtp.close());
    const watch = openDatabase(fresh.url);
    cleanups.push(() => watch.close());
    const campaign = () =>
      watch.kysely.selectFrom('research_blasts').selectAll().where('id', '=', blast.id).executeTakeFirstOrThrow();

    const first = startServer(fresh.url, smtp.url, uploadsDir);
    cleanups.push(() => void first.kill('SIGKILL'));
    await until('the first messages', async () => smtp.received.length >= 40);
    first.kill('SIGKILL');
    await new Promise((resolve) => (first.exitCode !== null ? resolve(null) : first.once('exit', resolve)));
    const beforeRestart = smtp.received.length;
    expect(beforeRestart).toBeLessThan(RECIPIENTS);

    const second = startServer(fresh.url, smtp.url, uploadsDir);
    cleanups.push(() => void second.kill('SIGKILL'));
    const done = await until('the blast to finish', async () => {
      const row = await campaign();
      return ['SENT', 'FAILED'].includes(row.status) ? row : undefined;
    });
    second.kill('SIGTERM');

    const deliveries = await watch.kysely
      .selectFrom('deliveries')
      .select(['email', 'status', 'error'])
      .where('campaign', '=', 'research-blast')
      .where('campaign_id', '=', blast.id)
      .execute();
    expect(deliveries).toHaveLength(RECIPIENTS);
    // Nobody got two messages, whatever the kill interrupted.
    const twice = [...smtp.perAddress().entries()].filter(([, n]) => n > 1);
    expect(twice).toEqual([]);
    // Every delivery ended: sent, or failed because the kill caught it mid-hand-over.
    const sentRows = deliveries.filter((d) => d.status === 'SENT');
    const interrupted = deliveries.filter((d) => d.status === 'FAILED');
    expect(sentRows.length + interrupted.length).toBe(RECIPIENTS);
    for (const d of interrupted) expect(d.error).toContain('Interrupted');
    // Everything marked sent reached the mail server; at most the interrupted ones may have too.
    const received = new Set(smtp.received);
    for (const d of sentRows) expect(received.has(d.email)).toBe(true);
    expect(smtp.received.length).toBeGreaterThanOrEqual(sentRows.length);
    expect(smtp.received.length).toBeLessThanOrEqual(sentRows.length + interrupted.length);
    // The restart resumed where it stopped rather than starting over.
    expect(smtp.received.length - beforeRestart).toBeGreaterThan(0);
    expect(done).toMatchObject({
      status: 'SENT',
      recipient_count: RECIPIENTS,
      sent_count: sentRows.length,
      failed_count: interrupted.length,
    });
  }, 120_000);
});
