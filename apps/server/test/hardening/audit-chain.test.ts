import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyAuditChain } from '@/audit/audit-chain.repository.ts';
import { auditExportKey, verifyExportSignature } from '@/audit/audit-export.repository.ts';
import { writeAudit } from '@/audit/audit.repository.ts';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { createRecord, validBody } from '../resources/resource-helpers.ts';

const verify = (t: TestApp, cookie: string) => t.call({ method: 'GET', url: '/api/audit/verify', cookie });

describe.each(DIALECTS)('the tamper-evident audit log on %s', (dialect) => {
  let t: TestApp;
  let owner: string;
  beforeEach(async () => {
    t = await createTestApp(dialect);
    owner = await t.login('owner@demo.test');
  });
  afterEach(async () => t.close());

  it('chains every entry written by the console, also when written concurrently', async () => {
    await Promise.all(
      Array.from({ length: 12 }, (_, i) => createRecord(t, owner, 'category', validBody(t, 'category', 700 + i))),
    );
    const res = await verify(t, owner);
    expect(res.statusCode).toBe(200);
    const report = json(res).data;
    expect(report.ok).toBe(true);
    expect(report.entries).toBeGreaterThanOrEqual(13);
    const rows = await t.ctx.db.kysely
      .selectFrom('audit_log')
      .select(['chain_seq', 'prev_hash', 'hash'])
      .orderBy('chain_seq')
      .execute();
    expect(rows.map((r) => r.chain_seq)).toEqual(rows.map((_, i) => i + 1));
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.prev_hash).toBe(rows[i - 1]!.hash);
  });

  it('an entry written while the check runs is not taken for a removal (the check reads up to the head it saw)', async () => {
    for (let i = 0; i < 3; i++) await createRecord(t, owner, 'category', validBody(t, 'category', 740 + i));
    const db = t.ctx.db.kysely;
    const [last, before] = await db
      .selectFrom('audit_log')
      .select(['chain_seq', 'hash'])
      .orderBy('chain_seq', 'desc')
      .limit(2)
      .execute();
    // The check reads the head as it stood one entry ago: the last entry commits after that read.
    const earlierHead = db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        const row = args.result.rows[0] as { seq?: unknown; last_hash?: unknown } | undefined;
        if (row && 'seq' in row && 'last_hash' in row && Number(row.seq) === Number(last!.chain_seq)) {
          return { ...args.result, rows: [{ ...row, seq: Number(before!.chain_seq), last_hash: before!.hash }] };
        }
        return args.result;
      },
    });
    const report = await verifyAuditChain(earlierHead);
    expect(report).toMatchObject({ ok: true, entries: Number(before!.chain_seq) });
  });

  it('the database refuses to change or remove an entry', async () => {
    const db = t.ctx.db.kysely;
    await expect(db.updateTable('audit_log').set({ note: 'edited' }).where('chain_seq', '=', 1).execute()).rejects.toThrow(
      /never changed or removed/,
    );
    await expect(db.deleteFrom('audit_log').where('chain_seq', '=', 1).execute()).rejects.toThrow(/never changed or removed/);
    expect(json(await verify(t, owner)).data.ok).toBe(true);
  });

  it('reports the first entry that was tampered with, or removed', async () => {
    for (let i = 0; i < 4; i++) await createRecord(t, owner, 'category', validBody(t, 'category', 720 + i));
    const db = t.ctx.db.kysely;
    const third = await db
      .selectFrom('audit_log')
      .select(['id', 'chain_seq'])
      .where('chain_seq', '=', 3)
      .executeTakeFirstOrThrow();
    // Someone with the database's own keys switches the guard off and edits an entry.
    const unguarded = async (change: () => Promise<unknown>) => {
      if (dialect === 'postgres') {
        await sql`alter table audit_log disable trigger audit_log_no_update`.execute(db);
        await change();
        await sql`alter table audit_log enable trigger audit_log_no_update`.execute(db);
      } else {
        await sql`drop trigger if exists audit_log_no_update`.execute(db);
        await sql`drop trigger if exists audit_log_no_delete`.execute(db);
        await change();
      }
    };
    await unguarded(() =>
      db.updateTable('audit_log').set({ note: 'nothing happened here' }).where('chain_seq', '=', 3).execute(),
    );
    const tampered = json(await verify(t, owner)).data;
    expect(tampered).toMatchObject({ ok: false, entries: 2, broken_at: { seq: 3, id: Number(third.id) } });
    expect(tampered.reason).toMatch(/was changed after it was written/);

    await unguarded(() => db.deleteFrom('audit_log').where('chain_seq', '=', 3).execute());
    expect(await verifyAuditChain(db)).toMatchObject({
      ok: false,
      broken_at: { seq: 3 },
      reason: expect.stringMatching(/missing/),
    });
  });

  it('reports an entry written around the chain', async () => {
    const db = t.ctx.db.kysely;
    await db
      .insertInto('audit_log')
      .values({
        actor_id: null,
        action: 'sneaked_in',
        entity: 'test',
        entity_id: '1',
        before: null,
        after: null,
        note: null,
        request_id: null,
        created_at: new Date().toISOString(),
        chain_seq: null,
        prev_hash: null,
        hash: null,
      })
      .execute();
    expect(await verifyAuditChain(db)).toMatchObject({ ok: false, reason: expect.stringMatching(/written outside the chain/) });
  });

  it('is for owners only, and exports a date range as NDJSON whose signature holds', async () => {
    const admin = await t.login('admin@demo.test');
    expect((await verify(t, admin)).statusCode).toBe(403);
    await writeAudit(t.ctx.db.kysely, {
      actorId: null,
      action: 'test_old',
      entity: 'test',
      entityId: 1,
      at: '2026-01-02T10:00:00.000Z',
    });
    await writeAudit(t.ctx.db.kysely, {
      actorId: null,
      action: 'test_in',
      entity: 'test',
      entityId: 2,
      at: '2026-03-05T23:59:59.000Z',
    });
    const res = await t.call({ method: 'GET', url: '/api/audit/export?from=2026-03-01&to=2026-03-05', cookie: owner });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/x-ndjson/);
    const lines = res.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.slice(0, -1).map((l) => l.action)).toEqual(['test_in']);
    expect(lines.at(-1).signature).toMatchObject({ algorithm: 'HMAC-SHA256', entries: 1 });
    const key = await auditExportKey(t.ctx.db.kysely);
    expect(verifyExportSignature(res.body, key)).toBe(true);
    expect(verifyExportSignature(res.body.replace('test_in', 'test_xx'), key)).toBe(false);
    const bad = await t.call({ method: 'GET', url: '/api/audit/export?from=2026-03-05&to=2026-03-01', cookie: owner });
    expect(bad.statusCode).toBe(400);
    expect(
      (await t.call({ method: 'GET', url: '/api/audit/export?from=yesterday&to=2026-03-01', cookie: owner })).statusCode,
    ).toBe(400);
    expect(
      (await t.call({ method: 'GET', url: '/api/audit/export?from=2026-03-01&to=2026-03-05', cookie: admin })).statusCode,
    ).toBe(403);
  });

  it('npm run audit:verify says whether the chain holds', async () => {
    const run = (): { code: number; out: string } => {
      try {
        const out = execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/audit-verify.ts'], {
          cwd: path.resolve(__dirname, '../..'),
          env: { ...process.env, DATABASE_URL: t.url, LOG_LEVEL: 'silent' },
          encoding: 'utf8',
        });
        return { code: 0, out };
      } catch (error) {
        const e = error as { status: number; stderr: string };
        return { code: e.status, out: e.stderr };
      }
    };
    const good = run();
    expect(good.code).toBe(0);
    expect(good.out).toMatch(/^The audit chain holds: \d+ entries/);
  });
});
