import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyAuditChain } from '@/audit/audit-chain-verify.repository.ts';
import { entryHash, onChainSkip, type ChainSkip } from '@/audit/audit-chain.repository.ts';
import { auditExportKey, verifyExportSignature } from '@/audit/audit-export.repository.ts';
import { writeAudit } from '@/audit/audit.repository.ts';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { createRecord, validBody } from '../resources/resource-helpers.ts';

const verify = (t: TestApp, cookie: string) => t.call({ method: 'GET', url: '/api/audit/verify', cookie });

/** `npm run audit:verify` on the app's database: its exit code and what it printed. */
function runAuditCheck(t: TestApp): { code: number; out: string } {
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
}

/** What an entry written by hand says. */
const entryContent = (action: string) => ({
  actor_id: null,
  action,
  entity: 'test',
  entity_id: '1',
  before: null,
  after: null,
  note: null,
  request_id: null,
  created_at: new Date().toISOString(),
});

/**
 * An entry inserted around the chain's writers, as someone with the database's keys would: at
 * `offset` places past the head, linked to the head's last hash and hashed as a writer would.
 */
async function forge(t: TestApp, offset = 1): Promise<{ seq: number; id: number }> {
  const db = t.ctx.db.kysely;
  const head = await db.selectFrom('audit_chain').select(['seq', 'last_hash']).executeTakeFirstOrThrow();
  const seq = Number(head.seq) + offset;
  const content = { ...entryContent('forged'), actor_name: 'nobody' };
  const row = await db
    .insertInto('audit_log')
    .values({ ...content, chain_seq: seq, prev_hash: head.last_hash, hash: entryHash(seq, head.last_hash, content) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { seq, id: Number(row.id) };
}

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

  it('an entry committed while the check runs is read before the head is compared, not taken for a removal', async () => {
    for (let i = 0; i < 3; i++) await createRecord(t, owner, 'category', validBody(t, 'category', 740 + i));
    const db = t.ctx.db.kysely;
    const last = await db.selectFrom('audit_chain').select('seq').executeTakeFirstOrThrow();
    // The check's first read of the entries misses the last one: it commits just after that read.
    let first = true;
    const racing = db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        const rows = args.result.rows as Array<{ chain_seq?: unknown }>;
        if (first && rows.some((r) => Number(r.chain_seq) === Number(last.seq))) {
          first = false;
          return { ...args.result, rows: rows.filter((r) => Number(r.chain_seq) !== Number(last.seq)) };
        }
        return args.result;
      },
    });
    const report = await verifyAuditChain(racing);
    expect(first).toBe(false);
    expect(report).toMatchObject({ ok: true, entries: Number(last.seq), problems: [] });
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
        ...entryContent('sneaked_in'),
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
    const good = runAuditCheck(t);
    expect(good.code).toBe(0);
    expect(good.out).toMatch(/^The audit chain holds: \d+ entries/);
  });

  it('an entry forged beyond the head is reported where it is, never blocks a write, and the write is logged and counted', async () => {
    const metricsToken = 'audit-metrics-token-0123456789';
    const m = await createTestApp(dialect, { env: { METRICS_TOKEN: metricsToken } });
    const skips: ChainSkip[] = [];
    const stop = onChainSkip((skip) => skips.push(skip));
    try {
      const cookie = await m.login('owner@demo.test');
      await createRecord(m, cookie, 'category', validBody(m, 'category', 760));
      const forged = await forge(m);

      const before = json(await verify(m, cookie)).data;
      expect(before).toMatchObject({ ok: false, broken_at: { seq: forged.seq, id: forged.id } });
      expect(before.problems).toEqual([
        expect.objectContaining({
          kind: 'beyond_head',
          seq: forged.seq,
          id: forged.id,
          message: expect.stringMatching(/beyond the chain's head/),
        }),
      ]);
      const cli = runAuditCheck(m);
      expect(cli.code).toBe(1);
      expect(cli.out).toContain(`beyond_head: entry ${forged.seq} (id ${forged.id})`);

      // The next audited writes commit, past the forged entry.
      const created = await createRecord(m, cookie, 'category', validBody(m, 'category', 761));
      expect(created.id).toBeGreaterThan(0);
      await createRecord(m, cookie, 'category', validBody(m, 'category', 762));
      expect(skips).toEqual([{ beyond_head_up_to: forged.seq, written_from: forged.seq + 1, entries: 1 }]);
      const scrape = await m.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${metricsToken}` } });
      expect(scrape.body).toMatch(/^rc_audit_chain_skips_total 1$/m);

      const after = json(await verify(m, cookie)).data;
      expect(after).toMatchObject({ ok: false, entries: forged.seq - 1, problems_total: 1 });
      expect(after.problems).toEqual([
        expect.objectContaining({
          kind: 'passed_over',
          seq: forged.seq,
          id: forged.id,
          message: expect.stringMatching(/links past it/),
        }),
      ]);
      const next = await m.ctx.db.kysely
        .selectFrom('audit_log')
        .select(['chain_seq', 'prev_hash'])
        .where('chain_seq', '=', forged.seq + 1)
        .executeTakeFirstOrThrow();
      const vouched = await m.ctx.db.kysely
        .selectFrom('audit_log')
        .select('hash')
        .where('chain_seq', '=', forged.seq - 1)
        .executeTakeFirstOrThrow();
      expect(next.prev_hash).toBe(vouched.hash);
    } finally {
      stop();
      await m.close();
    }
  }, 120_000);

  it('reports places beyond the head, gaps and duplicates in the sequence with where they are', async () => {
    for (let i = 0; i < 3; i++) await createRecord(t, owner, 'category', validBody(t, 'category', 770 + i));
    const db = t.ctx.db.kysely;
    // Beyond the head with empty places before it: only the entry is reported, not the places.
    const far = await forge(t, 3);
    expect(await verifyAuditChain(db)).toMatchObject({
      ok: false,
      problems: [{ kind: 'beyond_head', seq: far.seq, id: far.id }],
    });
    await createRecord(t, owner, 'category', validBody(t, 'category', 773));
    expect((await verifyAuditChain(db)).problems).toEqual([
      expect.objectContaining({ kind: 'passed_over', seq: far.seq, id: far.id }),
    ]);

    // With the unique index gone, a second entry in one place.
    await sql`drop index audit_log_chain`.execute(db);
    const twin = await db.selectFrom('audit_log').selectAll().where('chain_seq', '=', 2).executeTakeFirstOrThrow();
    const { id: _id, ...copy } = twin;
    const dup = await db.insertInto('audit_log').values(copy).returning('id').executeTakeFirstOrThrow();
    const report = await verifyAuditChain(db);
    expect(report).toMatchObject({ ok: false, entries: 1, broken_at: { seq: 2, id: Number(dup.id) } });
    expect(report.problems).toEqual([
      expect.objectContaining({ kind: 'duplicate', seq: 2, message: `entry 2 appears twice (ids ${twin.id} and ${dup.id})` }),
      expect.objectContaining({ kind: 'passed_over', seq: far.seq }),
    ]);
  });
});
