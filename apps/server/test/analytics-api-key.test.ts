import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKeyService, hashApiKey } from '@/modules/api-keys/api-key.service.ts';
import { DIALECTS, createTestApp, freshDatabase, json, type TestApp } from './test-app.ts';
import { postEvents } from './analytics-helpers.ts';

const run = promisify(execFile);
const SERVER_DIR = path.resolve(import.meta.dirname, '..');

describe.each(DIALECTS)('public API keys on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());
  const service = () => createApiKeyService({ db: t.ctx.db.kysely, clock: t.clock });

  it('stores only the hash and a short prefix of a new key, and audits it', async () => {
    const { key, summary } = await service().create('mobile app');
    expect(key).toMatch(/^rcpk_[\w-]{32}$/);
    const row = await t.ctx.db.kysely
      .selectFrom('public_api_keys')
      .selectAll()
      .where('id', '=', summary.id)
      .executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(hashApiKey(key));
    expect(JSON.stringify(row)).not.toContain(key);
    expect(key.startsWith(row.prefix)).toBe(true);
    expect(row.prefix.length).toBeLessThan(15);
    const audit = await t.ctx.db.kysely.selectFrom('audit_log').selectAll().where('entity', '=', 'public_api_key').execute();
    expect(audit.map((a) => a.action)).toContain('create');
  });

  it('refuses a key without the events:write scope with 403', async () => {
    const { key } = await service().create('read-only partner', ['stats:read']);
    const res = await postEvents(t, key, {
      events: [{ section: 'CIRCLE', content_id: 1, audience: 'GUEST', occurred_at: t.clock.now().toISOString() }],
    });
    expect(res.statusCode).toBe(403);
    expect(json(res).error.message).toContain('events:write');
  });

  it('refuses a blank name', async () => {
    await expect(service().create('   ')).rejects.toThrow(/name/);
  });
});

describe('npm run api-key', () => {
  it('creates a key printed once, lists it without the secret and revokes it', async () => {
    const fresh = await freshDatabase('sqlite');
    await fresh.db.close();
    const env = { ...process.env, DATABASE_URL: fresh.url, NODE_ENV: 'test' };
    const cli = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'src/cli/api-key.ts', ...args], { cwd: SERVER_DIR, env });
    try {
      const created = await cli('create', 'public', 'website');
      const key = /(rcpk_[\w-]+)/.exec(created.stdout)?.[1];
      expect(key).toBeDefined();
      expect(created.stdout).toContain('"public website"');
      const listed = await cli('list');
      expect(listed.stdout).toContain('public website');
      expect(listed.stdout).not.toContain(key);
      expect(listed.stdout).toContain('active');
      const revoked = await cli('revoke', '1');
      expect(revoked.stdout).toMatch(/revoked 20\d\d-/);
      await expect(cli('revoke', '99')).rejects.toMatchObject({ stderr: expect.stringContaining('No API key #99') });
    } finally {
      await fresh.drop();
    }
  }, 60_000);
});
