import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryResource } from '@rc/contract/resources/category.resource';
import { badRequest } from '@/http/errors.ts';
import { compileResource } from '@/resources/resource-model.ts';
import { mountResource } from '@/resources/resource.routes.ts';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { allCounts, createRecord, editable, updateRecord } from './resource-helpers.ts';

/**
 * The same categories mounted a second time under `failing-category`, with hooks that throw after
 * the write (and its audit entry) when asked to: the transaction must take everything back.
 */
let failAfterWrite = false;
let refuseBeforeWrite = false;

describe.each(DIALECTS)('writes and their audit entries share one transaction on %s', (dialect) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      extend: (app, ctx) => {
        const definition = { ...categoryResource, name: 'failing-category', hooks: ['beforeChange', 'afterChange'] as const };
        const model = compileResource({
          definition,
          table: 'research_categories',
          hooks: {
            async beforeChange() {
              if (refuseBeforeWrite) throw badRequest('Refused by the area rule.', { article_category_name: 'Not allowed' });
            },
            async afterChange({ trx, operation }) {
              // Prove the write and the audit entry are both in the transaction before it fails.
              const audits = await trx.selectFrom('audit_log').select('id').where('entity', '=', 'failing-category').execute();
              expect(audits.length).toBeGreaterThan(0);
              if (failAfterWrite) throw new Error(`simulated failure after ${operation}`);
            },
          },
        });
        mountResource(app, ctx, model);
      },
    });
    owner = await t.login('owner@demo.test');
  });
  afterAll(async () => t.close());

  const searchTotal = async (word: string) =>
    json(await t.call({ method: 'GET', url: `/api/category/list?query=${word}`, cookie: owner })).data.total as number;

  it('a failure after the update leaves neither the change nor its audit entry', async () => {
    const record = await createRecord(t, owner, 'failing-category', { article_category_name: 'Konsumer Primer' });
    const before = await allCounts(t.ctx);
    failAfterWrite = true;
    try {
      const res = await t.call({
        method: 'PUT',
        url: `/api/failing-category/update/${record.id}`,
        cookie: owner,
        payload: { ...editable('category', record), article_category_name: 'Konsumer Sekunder', active: false },
      });
      expect(res.statusCode).toBe(500);
      expect(json(res).error.message).toMatch(/Something went wrong on our side/);
      expect(res.body).not.toMatch(/simulated failure/);
    } finally {
      failAfterWrite = false;
    }
    expect(await allCounts(t.ctx)).toEqual(before);
    expect(json(await t.call({ method: 'GET', url: `/api/category/detail/${record.id}`, cookie: owner })).data).toEqual(record);
    expect(await searchTotal('sekunder')).toBe(0);
    expect(json(await t.call({ method: 'GET', url: '/api/category/list?active=false', cookie: owner })).data.total).toBe(0);
  });

  it('a failed create, delete or bulk delete leaves no row, no audit entry, no search entry, no count', async () => {
    const kept = await createRecord(t, owner, 'failing-category', { article_category_name: 'Properti Residensial' });
    const other = await createRecord(t, owner, 'failing-category', { article_category_name: 'Properti Industri' });
    const before = await allCounts(t.ctx);
    failAfterWrite = true;
    try {
      const created = await t.call({
        method: 'POST',
        url: '/api/failing-category/create',
        cookie: owner,
        payload: { article_category_name: 'Kesehatan Farmasi' },
      });
      expect(created.statusCode).toBe(500);
      expect((await t.call({ method: 'DELETE', url: `/api/failing-category/delete/${kept.id}`, cookie: owner })).statusCode).toBe(
        500,
      );
      const bulk = await t.call({
        method: 'POST',
        url: '/api/failing-category/bulk-delete',
        cookie: owner,
        payload: { ids: [kept.id, other.id] },
      });
      expect(bulk.statusCode).toBe(500);
    } finally {
      failAfterWrite = false;
    }
    expect(await allCounts(t.ctx)).toEqual(before);
    expect(await searchTotal('farmasi')).toBe(0);
    const live = json(await t.call({ method: 'GET', url: '/api/category/list?limit=100', cookie: owner })).data;
    expect(live.data.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([kept.id, other.id]));
    expect(live.total).toBe(live.data.length);
  });

  it('a hook refusing before the write answers 4xx and writes nothing', async () => {
    const before = await allCounts(t.ctx);
    refuseBeforeWrite = true;
    try {
      const res = await t.call({
        method: 'POST',
        url: '/api/failing-category/create',
        cookie: owner,
        payload: { article_category_name: 'Teknologi Finansial' },
      });
      expect(res.statusCode).toBe(400);
      expect(json(res).error.fields).toEqual({ article_category_name: 'Not allowed' });
    } finally {
      refuseBeforeWrite = false;
    }
    expect(await allCounts(t.ctx)).toEqual(before);
  });
  it('an audit entry the database refuses takes its change back, the last statement before the commit included', async () => {
    // The database refuses this one entry. On PostgreSQL a category's audit entry is held for the
    // transaction's next statement (decision 055): with no hook after it, that is the commit.
    const db = t.ctx.db.kysely;
    if (dialect === 'postgres') {
      await sql`create function refuse_audit() returns trigger language plpgsql as $$
        begin
          if new.entity = 'category' and new.after like '%Audit Ditolak%' then raise exception 'audit refused'; end if;
          return new;
        end $$`.execute(db);
      await sql`create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit()`.execute(db);
    } else {
      await sql`create trigger refuse_audit before insert on audit_log
        when new.entity = 'category' and new."after" like '%Audit Ditolak%'
        begin select raise(abort, 'audit refused'); end`.execute(db);
    }
    try {
      const record = await createRecord(t, owner, 'category', { article_category_name: 'Audit Diterima' });
      const before = await allCounts(t.ctx);
      const update = await updateRecord(t, owner, 'category', record, { article_category_name: 'Audit Ditolak', active: false });
      expect(update.statusCode).toBe(500);
      expect(json(update).error.message).toMatch(/Something went wrong on our side/);
      expect(update.body).not.toMatch(/audit refused/);
      const { version: _version, ...fields } = editable('category', record);
      const create = await t.call({
        method: 'POST',
        url: '/api/category/create',
        cookie: owner,
        payload: { ...fields, slug: 'audit-ditolak-baru', article_category_name: 'Audit Ditolak Baru' },
      });
      expect(create.statusCode).toBe(500);
      expect(await allCounts(t.ctx)).toEqual(before);
      expect(json(await t.call({ method: 'GET', url: `/api/category/detail/${record.id}`, cookie: owner })).data).toEqual(record);
      expect(await searchTotal('ditolak')).toBe(0);
      // The next save on the same connections goes through, with its entry.
      const after = await updateRecord(t, owner, 'category', record, { article_category_name: 'Audit Diterima Lagi' });
      expect(after.statusCode, after.body).toBe(200);
      const entries = await db
        .selectFrom('audit_log')
        .select('action')
        .where('entity', '=', 'category')
        .where('entity_id', '=', String(record.id))
        .orderBy('id')
        .execute();
      expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
    } finally {
      if (dialect === 'postgres') {
        await sql`drop trigger refuse_audit on audit_log`.execute(db);
        await sql`drop function refuse_audit()`.execute(db);
      } else {
        await sql`drop trigger refuse_audit`.execute(db);
      }
    }
  });
});
