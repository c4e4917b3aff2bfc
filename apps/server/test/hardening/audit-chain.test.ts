import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyAuditChain } from '@/audit/audit-chain-verify.repository.ts';
import {
  auditEntryKey,
  AUDIT_SEAL_LOCK,
  entryHash,
  entryMac,
  onChainSkip,
  type ChainSkip,
} from '@/audit/audit-chain.repository.ts';
import { auditExportKey, verifyExportSignature, verifyHeadSignature } from '@/audit/audit-export.repository.ts';
import { openDatabase } from '@/db/database.ts';
import { writeAudit } from '@/audit/audit.repository.ts';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { createRecord, validBody } from '../resources/resource-helpers.ts';

/** Seal what the test wrote (the tests' servers run no sealer of their own). */
const seal = (t: TestApp) => t.ctx.auditSealer.sealNow();

/** The check, over the API, after sealing what was written. */
const verify = async (t: TestApp, cookie: string) => {
  await seal(t);
  return t.call({ method: 'GET', url: '/api/audit/verify', cookie });
};

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
 * An entry inserted around the chain's sealer, as someone with the database's keys would: at
 * `offset` places past the head, linked to the head's last hash, hashed and signed as a server would.
 */
async function forge(t: TestApp, offset = 1): Promise<{ seq: number; id: number }> {
  const db = t.ctx.db.kysely;
  const head = await db.selectFrom('audit_chain').select(['seq', 'last_hash']).executeTakeFirstOrThrow();
  const seq = Number(head.seq) + offset;
  const content = { ...entryContent('forged'), actor_name: 'nobody' };
  const mac = entryMac(await auditEntryKey(db), content);
  const row = await db
    .insertInto('audit_log')
    .values({ ...content, chain_seq: seq, prev_hash: head.last_hash, hash: entryHash(seq, head.last_hash, content), mac })
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
    await seal(t);
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

  it('the database refuses to change or remove an entry, sealed or waiting; the sealer only gives a waiting entry its place', async () => {
    const db = t.ctx.db.kysely;
    await seal(t);
    await expect(db.updateTable('audit_log').set({ note: 'edited' }).where('chain_seq', '=', 1).execute()).rejects.toThrow(
      /never changed or removed/,
    );
    await expect(db.updateTable('audit_log').set({ chain_seq: null }).where('chain_seq', '=', 1).execute()).rejects.toThrow(
      /never changed or removed/,
    );
    await expect(db.deleteFrom('audit_log').where('chain_seq', '=', 1).execute()).rejects.toThrow(/never changed or removed/);

    await createRecord(t, owner, 'category', validBody(t, 'category', 745));
    const waiting = await db.selectFrom('audit_log').select('id').where('chain_seq', 'is', null).executeTakeFirstOrThrow();
    const head = await db.selectFrom('audit_chain').select('seq').executeTakeFirstOrThrow();
    // Placing it while changing what it says, or changing it in place, is refused.
    await expect(
      db
        .updateTable('audit_log')
        .set({ chain_seq: Number(head.seq) + 1, note: 'edited' })
        .where('id', '=', waiting.id)
        .execute(),
    ).rejects.toThrow(/never changed or removed/);
    await expect(db.updateTable('audit_log').set({ note: 'edited' }).where('id', '=', waiting.id).execute()).rejects.toThrow(
      /never changed or removed/,
    );
    await expect(db.deleteFrom('audit_log').where('id', '=', waiting.id).execute()).rejects.toThrow(/never changed or removed/);
    expect(json(await verify(t, owner)).data).toMatchObject({ ok: true, unsealed: { entries: 0 } });
  });

  it('reports the first entry that was tampered with, or removed', async () => {
    for (let i = 0; i < 4; i++) await createRecord(t, owner, 'category', validBody(t, 'category', 720 + i));
    await seal(t);
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

    // With entries waiting for the sealer, a removal is still found where it is.
    await createRecord(t, owner, 'category', validBody(t, 'category', 724));
    await unguarded(() => db.deleteFrom('audit_log').where('chain_seq', '=', 3).execute());
    const removed = await verifyAuditChain(db);
    expect(removed).toMatchObject({ ok: false, broken_at: { seq: 3 }, reason: expect.stringMatching(/missing/) });
    expect(removed.unsealed.entries).toBeGreaterThan(0);

    // A waiting entry changed before the sealer reaches it no longer carries the servers' signature,
    // and is still reported once sealed.
    const waiting = await db.selectFrom('audit_log').select('id').where('chain_seq', 'is', null).executeTakeFirstOrThrow();
    await unguarded(() => db.updateTable('audit_log').set({ note: 'rewritten' }).where('id', '=', waiting.id).execute());
    expect((await verifyAuditChain(db)).problems).toContainEqual(
      expect.objectContaining({ kind: 'forged', seq: null, id: Number(waiting.id) }),
    );
    const { forged } = await seal(t);
    expect(forged).toBe(1);
    expect((await verifyAuditChain(db)).problems).toContainEqual(
      expect.objectContaining({ kind: 'forged', id: Number(waiting.id), seq: expect.any(Number) }),
    );
  });

  it('reports an entry written around the servers, before and after it is sealed, and refuses a copied signature', async () => {
    const db = t.ctx.db.kysely;
    await seal(t);
    const sneaked = await db
      .insertInto('audit_log')
      .values({ ...entryContent('sneaked_in'), mac: 'made-up.0000' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await verifyAuditChain(db)).toMatchObject({
      ok: false,
      unsealed: { entries: 1 },
      problems: [{ kind: 'forged', seq: null, id: Number(sneaked.id) }],
      reason: expect.stringMatching(/does not carry the servers' signature/),
    });
    // Sealed in its turn, it keeps being reported at its place; the entries after it still hold.
    await createRecord(t, owner, 'category', validBody(t, 'category', 730));
    await seal(t);
    const placed = await db.selectFrom('audit_log').select('chain_seq').where('id', '=', sneaked.id).executeTakeFirstOrThrow();
    const report = await verifyAuditChain(db);
    expect(report).toMatchObject({ ok: false, unsealed: { entries: 0 }, problems_total: 1 });
    expect(report.problems).toEqual([expect.objectContaining({ kind: 'forged', seq: placed.chain_seq, id: Number(sneaked.id) })]);

    // A genuine entry's signature copied onto another is refused by the database.
    const genuine = await db.selectFrom('audit_log').select('mac').where('chain_seq', '=', 1).executeTakeFirstOrThrow();
    await expect(
      db
        .insertInto('audit_log')
        .values({ ...entryContent('copied'), mac: genuine.mac })
        .execute(),
    ).rejects.toThrow(/unique|UNIQUE/);
  });

  it('writes wait on no lock: the sealer running on a node places them within a second', async () => {
    const n = await createTestApp(dialect, { env: { AUDIT_SEAL_MS: '100' } });
    try {
      const cookie = await n.login('owner@demo.test');
      await Promise.all(
        Array.from({ length: 8 }, (_, i) => createRecord(n, cookie, 'category', validBody(n, 'category', 780 + i))),
      );
      await expect
        .poll(async () => (await verifyAuditChain(n.ctx.db.kysely)).unsealed.entries, { timeout: 3000, interval: 50 })
        .toBe(0);
      const report = json(await n.call({ method: 'GET', url: '/api/audit/verify', cookie })).data;
      expect(report).toMatchObject({ ok: true, unsealed: { entries: 0, oldest_at: null, oldest_seconds: null } });
      const head = await n.ctx.db.kysely.selectFrom('audit_chain').select('sealed_at').executeTakeFirstOrThrow();
      expect(head.sealed_at).not.toBeNull();
    } finally {
      await n.close();
    }
  });

  it('answers the head signed for keeping outside the database (owners only)', async () => {
    await createRecord(t, owner, 'category', validBody(t, 'category', 795));
    await seal(t);
    const res = await t.call({ method: 'GET', url: '/api/audit/head', cookie: owner });
    expect(res.statusCode).toBe(200);
    const head = json(res).data;
    const report = await verifyAuditChain(t.ctx.db.kysely);
    expect(head).toMatchObject({ seq: report.head.seq, last_hash: report.last_hash, signature: { algorithm: 'HMAC-SHA256' } });
    const key = await auditExportKey(t.ctx.db.kysely);
    expect(verifyHeadSignature(head, key)).toBe(true);
    expect(verifyHeadSignature({ ...head, seq: head.seq - 1 }, key)).toBe(false);
    expect(verifyHeadSignature({ ...head, last_hash: '0'.repeat(64) }, key)).toBe(false);
    const admin = await t.login('admin@demo.test');
    expect((await t.call({ method: 'GET', url: '/api/audit/head', cookie: admin })).statusCode).toBe(403);
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
    await seal(t);
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
      await seal(m);
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

      // The next audited writes commit, and are sealed past the forged entry.
      const created = await createRecord(m, cookie, 'category', validBody(m, 'category', 761));
      expect(created.id).toBeGreaterThan(0);
      await seal(m);
      await createRecord(m, cookie, 'category', validBody(m, 'category', 762));
      await seal(m);
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
    await seal(t);
    const db = t.ctx.db.kysely;
    // Beyond the head with empty places before it: only the entry is reported, not the places.
    const far = await forge(t, 3);
    expect(await verifyAuditChain(db)).toMatchObject({
      ok: false,
      problems: [{ kind: 'beyond_head', seq: far.seq, id: far.id }],
    });
    await createRecord(t, owner, 'category', validBody(t, 'category', 773));
    await seal(t);
    expect((await verifyAuditChain(db)).problems).toEqual([
      expect.objectContaining({ kind: 'passed_over', seq: far.seq, id: far.id }),
    ]);

    // With the unique indexes gone, a second entry in one place.
    await sql`drop index audit_log_chain`.execute(db);
    await sql`drop index audit_log_mac`.execute(db);
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

// Several nodes share PostgreSQL; SQLite is one node's database (one writer, one sealer).
describe.runIf(DIALECTS.includes('postgres'))('the audit sealer on several nodes, on postgres', () => {
  let t: TestApp;
  let owner: string;
  beforeEach(async () => {
    t = await createTestApp('postgres');
    owner = await t.login('owner@demo.test');
  });
  afterEach(async () => t.close());

  it("entries written on two nodes at once are each sealed once, each node's in the order it wrote them", async () => {
    const other = await createTestApp('postgres', { database: t.url, env: { AUDIT_SEAL_MS: '20' } });
    const third = await createTestApp('postgres', { database: t.url, env: { AUDIT_SEAL_MS: '20' } });
    try {
      await seal(t);
      const start = Number((await t.ctx.db.kysely.selectFrom('audit_chain').select('seq').executeTakeFirstOrThrow()).seq);
      const write = async (node: TestApp, tag: string) => {
        for (let i = 0; i < 25; i++)
          await writeAudit(node.ctx.db.kysely, {
            actorId: null,
            action: `${tag}_${i}`,
            entity: 'test',
            entityId: i,
            at: new Date().toISOString(),
          });
      };
      await Promise.all([write(other, 'left'), write(third, 'right'), seal(t), seal(other)]);
      await expect
        .poll(async () => (await verifyAuditChain(t.ctx.db.kysely)).unsealed.entries, { timeout: 5000, interval: 50 })
        .toBe(0);
      const rows = await t.ctx.db.kysely
        .selectFrom('audit_log')
        .select(['id', 'action', 'chain_seq'])
        .where('chain_seq', '>', start)
        .orderBy('chain_seq')
        .execute();
      expect(rows.map((r) => Number(r.chain_seq))).toEqual(rows.map((_, i) => start + i + 1));
      expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
      for (const tag of ['left', 'right'])
        expect(rows.filter((r) => r.action.startsWith(`${tag}_`)).map((r) => r.action)).toEqual(
          Array.from({ length: 25 }, (_, i) => `${tag}_${i}`),
        );
      expect(await verifyAuditChain(t.ctx.db.kysely)).toMatchObject({ ok: true, problems: [] });
    } finally {
      await other.close();
      await third.close();
    }
  });

  it('a sealer that dies holding the lock is replaced by the next one', async () => {
    await createRecord(t, owner, 'category', validBody(t, 'category', 790));
    // Another node's sealer takes the lock and stops answering.
    const stuck = openDatabase(t.url);
    const kill = sql`select pg_terminate_backend(pid) from pg_stat_activity
      where query like '%pg_sleep(30)%' and pid <> pg_backend_pid()`;
    try {
      let locked!: () => void;
      const holding = new Promise<void>((resolve) => (locked = resolve));
      const holder = stuck.kysely.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(${AUDIT_SEAL_LOCK})`.execute(trx);
        locked();
        await sql`select pg_sleep(30)`.execute(trx);
      });
      holder.catch(() => undefined);
      await holding;
      expect(await seal(t)).toMatchObject({ busy: true, sealed: 0 });
      expect((await verifyAuditChain(t.ctx.db.kysely)).unsealed.entries).toBeGreaterThan(0);
      // Its node dies: the database ends its session, and with it the lock (once its sleep is under way).
      await expect.poll(async () => (await kill.execute(t.ctx.db.kysely)).rows.length, { timeout: 5000, interval: 50 }).toBe(1);
      await expect.poll(async () => (await seal(t)).busy, { timeout: 5000, interval: 50 }).toBe(false);
      expect(await verifyAuditChain(t.ctx.db.kysely)).toMatchObject({ ok: true, unsealed: { entries: 0 } });
    } finally {
      await kill.execute(t.ctx.db.kysely);
      await stuck.close().catch(() => undefined);
    }
  });
});
