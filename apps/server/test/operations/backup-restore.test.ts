import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyAuditChain } from '@/audit/audit-chain-verify.repository.ts';
import { readManifest } from '@/backup/backup-manifest.ts';
import { DIALECTS, createTestApp, freshDatabase, json, type TestApp } from '../test-app.ts';
import { PNG, multipart } from '../resources/resource-helpers.ts';

const SERVER = path.resolve(import.meta.dirname, '../..');

/** `npm run backup` / `npm run restore` as an operator runs them, on the database and uploads of `env`. */
async function run(tool: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', `src/cli/${tool}.ts`, ...args], {
    cwd: SERVER,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, stdout, stderr };
}

describe.each(DIALECTS)('backup and restore on %s', (dialect) => {
  let dir: string;
  let source: TestApp;
  let target: Awaited<ReturnType<typeof freshDatabase>>;
  const apps: TestApp[] = [];
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-backup-'));
    // Its sealer runs, as a server's does: the backup holds sealed entries and some still waiting.
    source = await createTestApp(dialect, { env: { AUDIT_SEAL_MS: '50' } });
    target = await freshDatabase(dialect);
    await target.db.close();
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await source.close();
    await target.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const targetEnv = () => ({ DATABASE_URL: target.url, UPLOADS_DIR: path.join(dir, 'restored-uploads') });
  /** A server on the restored database and uploads. */
  const startOnCopy = async () => {
    const app = await createTestApp(dialect, { database: target.url, env: { UPLOADS_DIR: targetEnv().UPLOADS_DIR } });
    apps.push(app);
    return app;
  };
  const categoryNames = async (app: TestApp) =>
    (await app.ctx.db.kysely.selectFrom('research_categories').select('article_category_name').orderBy('id').execute()).map(
      (r) => r.article_category_name,
    );

  it('copies the database and uploads while writes go on; the copy restores, serves, and its audit chain holds', async () => {
    const owner = await source.login('owner@demo.test');
    const upload = await source.call({
      method: 'POST',
      url: '/api/category/upload/icon',
      cookie: owner,
      ...multipart('file', 'icon.png', 'image/png', PNG),
    });
    const icon = json(upload).data as { path: string; url: string };

    // Categories written one after another for as long as the backup takes.
    const acknowledged: string[] = [];
    let writing = true;
    const writer = (async () => {
      for (let n = 0; writing; n++) {
        const name = `Kategori ${String(n).padStart(4, '0')}`;
        const res = await source.call({
          method: 'POST',
          url: '/api/category/create',
          cookie: owner,
          payload: { article_category_name: name },
        });
        if (res.statusCode !== 201) throw new Error(`write ${name}: ${res.statusCode} ${res.body}`);
        acknowledged.push(name);
      }
    })();
    while (acknowledged.length < 5) await new Promise((r) => setTimeout(r, 10));
    const beforeBackup = acknowledged.length;
    const backup = await run('backup', ['--to', path.join(dir, 'backup')], {
      DATABASE_URL: source.url,
      UPLOADS_DIR: source.uploadsDir,
    });
    const afterBackup = acknowledged.length;
    writing = false;
    await writer;
    expect(backup.code, backup.stderr).toBe(0);
    expect(afterBackup).toBeGreaterThan(beforeBackup);
    expect(backup.stdout).toMatch(/audit chain holds \(\d+ entries\)/);

    const manifest = readManifest(path.join(dir, 'backup'));
    expect(manifest).toMatchObject({
      format: 'research-console-backup',
      server_version: '0.1.0',
      database: { dialect, file: dialect === 'sqlite' ? 'database.sqlite' : 'database.pgdump' },
      uploads: { store: 'local', files: 1, bytes: PNG.length },
    });
    expect(manifest.database.bytes).toBeGreaterThan(0);
    expect(manifest.database.migration).toMatch(/^\d{8}T\d{6}-/);
    expect(manifest.audit.entries).toBeGreaterThan(beforeBackup);

    const restore = await run('restore', ['--from', path.join(dir, 'backup')], targetEnv());
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain(`audit chain holds: ${manifest.audit.entries} entries`);

    // A server starts on the copy: it signs in, its chain holds, its files are there.
    const copy = await startOnCopy();
    const names = await categoryNames(copy);
    // One state of the database: the writes in order up to some point, every one acknowledged
    // before the backup began among them.
    expect(names).toEqual(acknowledged.slice(0, names.length));
    expect(names.length).toBeGreaterThanOrEqual(beforeBackup);
    expect(names).toContain(acknowledged[beforeBackup - 1]);
    const restored = await verifyAuditChain(copy.ctx.db.kysely);
    expect(restored).toMatchObject({ ok: true, entries: manifest.audit.entries, last_hash: manifest.audit.last_hash });
    // Signing in writes the next entry; sealed, the chain goes on from the backup's last one.
    const copyOwner = await copy.login('owner@demo.test');
    await copy.ctx.auditSealer.sealNow();
    const verified = json(await copy.call({ method: 'GET', url: '/api/audit/verify', cookie: copyOwner })).data;
    expect(verified).toMatchObject({ ok: true, entries: manifest.audit.entries + restored.unsealed.entries + 1 });
    const media = await copy.app.inject({ method: 'GET', url: icon.url });
    expect(media.statusCode).toBe(200);
    expect(media.rawPayload.equals(PNG)).toBe(true);
    const after = await copy.call({
      method: 'POST',
      url: '/api/category/create',
      cookie: copyOwner,
      payload: { article_category_name: 'Setelah Pemulihan' },
    });
    expect(after.statusCode).toBe(201);
  }, 180_000);

  it('refuses a target that holds data without --force, replaces it with --force, and refuses a damaged backup', async () => {
    const backup = await run('backup', ['--to', path.join(dir, 'backup')], {
      DATABASE_URL: source.url,
      UPLOADS_DIR: source.uploadsDir,
    });
    expect(backup.code, backup.stderr).toBe(0);
    // A backup never mixes with another.
    const again = await run('backup', ['--to', path.join(dir, 'backup')], {
      DATABASE_URL: source.url,
      UPLOADS_DIR: source.uploadsDir,
    });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/is not empty: give a new or empty directory/);

    expect((await run('restore', ['--from', path.join(dir, 'backup')], targetEnv())).code).toBe(0);
    const copy = await startOnCopy();
    const owner = await copy.login('owner@demo.test');
    await copy.call({
      method: 'POST',
      url: '/api/category/create',
      cookie: owner,
      payload: { article_category_name: 'Hanya Di Salinan' },
    });
    await copy.close();
    apps.splice(0);

    const refused = await run('restore', ['--from', path.join(dir, 'backup')], targetEnv());
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /^Nothing was restored: the database has \d+ tables\. Give --force to replace what is there\./,
    );
    expect(await categoryNames(await startOnCopy())).toEqual(['Hanya Di Salinan']);
    await apps.splice(0)[0]!.close();

    const forced = await run('restore', ['--from', path.join(dir, 'backup'), '--force'], targetEnv());
    expect(forced.code, forced.stderr).toBe(0);
    expect(await categoryNames(await startOnCopy())).toEqual([]);
    await apps.splice(0)[0]!.close();

    // One byte changed in the copy of the database: refused before anything is touched.
    const file = path.join(dir, 'backup', readManifest(path.join(dir, 'backup')).database.file);
    const bytes = fs.readFileSync(file);
    bytes[bytes.length - 100] = (bytes[bytes.length - 100]! + 1) % 256;
    fs.writeFileSync(file, bytes);
    const damaged = await run('restore', ['--from', path.join(dir, 'backup'), '--force'], targetEnv());
    expect(damaged.code).toBe(1);
    expect(damaged.stderr).toMatch(/is not the file the backup wrote/);

    const usage = await run('restore', [], targetEnv());
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/Usage: npm run restore -- --from <backup directory> \[--force\]/);
    const notBackup = await run('restore', ['--from', dir], targetEnv());
    expect(notBackup.stderr).toMatch(/holds no manifest\.json: it is not a backup/);
  }, 180_000);
});
