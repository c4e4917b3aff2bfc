import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action } from '@rc/contract/permissions';
import { hashApiKey } from '@/modules/api-keys/api-key.service.ts';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { createRecord, staffWith, validBody } from '../resources/resource-helpers.ts';
import { postEvents } from '../analytics-helpers.ts';

const LIST = '/api/api-key/list';
const CREATE = '/api/api-key/create';
const revokeUrl = (id: number | string) => `/api/api-key/revoke/${id}`;

describe.each(DIALECTS)('API keys in the console (%s)', (dialect) => {
  let t: TestApp;
  let manager: string;
  let contributorId: number;
  let institutionId: number;

  const create = (body: unknown, cookie = manager) => t.call({ method: 'POST', url: CREATE, cookie, payload: body as never });
  const revoke = (id: number | string, cookie = manager) => t.call({ method: 'POST', url: revokeUrl(id), cookie });
  const list = (cookie = manager) => t.call({ method: 'GET', url: LIST, cookie });
  const audits = (id: number) =>
    t.ctx.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'public_api_key')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
  const oneEvent = () => ({
    events: [{ section: 'CIRCLE', content_id: 1, audience: 'GUEST', occurred_at: t.clock.now().toISOString() }],
  });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    manager = await staffWith(t, { PUBLICAPI: ['read', 'write', 'delete'] });
    const owner = await t.login('owner@demo.test');
    contributorId = (await createRecord(t, owner, 'contributor', validBody(t, 'contributor', 71))).id;
    institutionId = (await createRecord(t, owner, 'institution', validBody(t, 'institution', 72))).id;
  });
  afterAll(async () => t.close());

  it('answers a new key once, stores only its hash, lists it without the key and audits it with its author', async () => {
    const res = await create({ name: '  Situs publik  ', scopes: ['events:write'] });
    expect(res.statusCode).toBe(201);
    const { key, api_key: created } = json(res).data;
    expect(key).toMatch(/^rcpk_[\w-]{32}$/);
    expect(created).toMatchObject({ name: 'Situs publik', scopes: ['events:write'], owner: null, revoked_at: null });
    expect(key.startsWith(created.prefix)).toBe(true);

    const row = await t.ctx.db.kysely
      .selectFrom('public_api_keys')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(hashApiKey(key));
    expect(JSON.stringify(row)).not.toContain(key);
    expect(row.created_by).toEqual(expect.any(Number));

    const listed = await list();
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(key);
    expect(json(listed).data.find((k: { id: number }) => k.id === created.id)).toMatchObject({
      name: 'Situs publik',
      prefix: created.prefix,
      last_used_at: null,
    });

    const [entry] = await audits(created.id);
    expect(entry).toMatchObject({ action: 'create', actor_id: row.created_by });
    expect(entry!.request_id).toBeTruthy();
    expect(entry!.after).not.toContain(key);

    // The key works for its scope, and the list shows when it was last used.
    expect((await postEvents(t, key, oneEvent())).statusCode).toBe(200);
    const used = json(await list()).data.find((k: { id: number }) => k.id === created.id);
    expect(used.last_used_at).toBe(t.clock.now().toISOString());
  });

  it('stops a revoked key at once, audits the revoke, and answers 409 to a second revoke', async () => {
    const { key, api_key: created } = json(await create({ name: 'Mitra berita', scopes: ['events:write'] })).data;
    expect((await postEvents(t, key, oneEvent())).statusCode).toBe(200);

    const res = await revoke(created.id);
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ id: created.id, revoked_at: t.clock.now().toISOString() });
    const refused = await postEvents(t, key, oneEvent());
    expect(refused.statusCode).toBe(401);
    expect(json(refused).error.message).toMatch(/revoked/);

    const again = await revoke(created.id);
    expect(again.statusCode).toBe(409);
    expect(json(again).error.message).toContain('already revoked');
    expect((await audits(created.id)).map((a) => a.action)).toEqual(['create', 'revoke']);
    expect(json(await list()).data.find((k: { id: number }) => k.id === created.id).revoked_at).not.toBeNull();
  });

  it('answers 404 for an unknown key and 400 for an id that is not one', async () => {
    expect((await revoke(999_999)).statusCode).toBe(404);
    const bad = await revoke('abc');
    expect(bad.statusCode).toBe(400);
    expect(json(bad).error.fields).toHaveProperty('id');
  });

  it('binds a key to a contributor or an institution and lists the owner by name', async () => {
    const forContributor = await create({ name: 'Kontributor', scopes: ['circle:write'], contributor_id: contributorId });
    expect(forContributor.statusCode).toBe(201);
    expect(json(forContributor).data.api_key.owner).toMatchObject({ kind: 'contributor', id: contributorId });
    const forInstitution = await create({ name: 'Sekuritas', scopes: ['placement:write'], institution_id: institutionId });
    expect(forInstitution.statusCode).toBe(201);
    const institutionKey = json(forInstitution).data.api_key;
    expect(institutionKey.owner).toEqual({ kind: 'institution', id: institutionId, name: 'Sekuritas Uji 72' });
    const listed = json(await list()).data.find((k: { id: number }) => k.id === institutionKey.id);
    expect(listed.owner).toEqual({ kind: 'institution', id: institutionId, name: 'Sekuritas Uji 72' });
  });

  it.each([
    ['name', { scopes: ['events:write'] }],
    ['name', { name: '   ', scopes: ['events:write'] }],
    ['name', { name: 'x'.repeat(101), scopes: ['events:write'] }],
    ['scopes', { name: 'Tanpa scope', scopes: [] }],
    ['scopes.0', { name: 'Scope asing', scopes: ['stats:read'] }],
    ['scopes', { name: 'Scope ganda', scopes: ['events:write', 'events:write'] }],
    ['contributor_id', { name: 'Tanpa pemilik', scopes: ['circle:write'] }],
    ['institution_id', { name: 'Tanpa institusi', scopes: ['placement:write'] }],
    ['contributor_id', { name: 'Id salah', scopes: ['events:write'], contributor_id: 'satu' }],
    ['extra', { name: 'Kolom asing', scopes: ['events:write'], extra: 1 }],
  ])('refuses bad input naming the field %s with 400', async (field, body) => {
    const before = await t.ctx.db.kysely.selectFrom('public_api_keys').select('id').execute();
    const res = await create(body);
    expect(res.statusCode).toBe(400);
    expect(json(res).error.fields).toHaveProperty(field);
    expect(await t.ctx.db.kysely.selectFrom('public_api_keys').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses a key bound to a contributor and an institution at once, and an owner that does not exist', async () => {
    const both = await create({
      name: 'Dua pemilik',
      scopes: ['circle:write'],
      contributor_id: contributorId,
      institution_id: institutionId,
    });
    expect(both.statusCode).toBe(400);
    expect(json(both).error.fields.institution_id).toMatch(/contributor_id/);

    const ghost = await create({ name: 'Hantu', scopes: ['circle:write'], contributor_id: 987_654 });
    expect(ghost.statusCode).toBe(400);
    expect(json(ghost).error.fields.contributor_id).toContain('987654');
    const noInstitution = await create({ name: 'Hantu', scopes: ['placement:write'], institution_id: 987_654 });
    expect(noInstitution.statusCode).toBe(400);
    expect(json(noInstitution).error.fields).toHaveProperty('institution_id');
  });

  describe('permission matrix', () => {
    const calls: Array<{
      call: string;
      needs: Action;
      run: (cookie: string, target: number) => Promise<{ statusCode: number }>;
    }> = [
      { call: 'list', needs: 'read', run: (cookie) => list(cookie) },
      { call: 'create', needs: 'write', run: (cookie) => create({ name: 'Matriks', scopes: ['slides:read'] }, cookie) },
      { call: 'revoke', needs: 'delete', run: (cookie, target) => revoke(target, cookie) },
    ];
    const others = (action: Action) =>
      (['read', 'write', 'update', 'approval', 'delete'] as Action[]).filter((a) => a !== action);

    it.each(calls)('$call needs $needs on PUBLICAPI and nothing else lets it through', async ({ needs, run }) => {
      const target = async () => json(await create({ name: 'Sasaran', scopes: ['slides:read'] })).data.api_key.id as number;
      const withOthers = await staffWith(t, { PUBLICAPI: others(needs), USER: ['read', 'write', 'delete'] });
      const keysBefore = await t.ctx.db.kysely.selectFrom('public_api_keys').select(['id', 'revoked_at']).execute();
      expect((await run(withOthers, await target())).statusCode).toBe(403);
      expect((await run('rc_session=not-a-session', await target())).statusCode).toBe(401);
      // A refused call changed nothing (the two targets are the only new keys).
      const keysAfter = await t.ctx.db.kysely.selectFrom('public_api_keys').select(['id', 'revoked_at']).execute();
      expect(keysAfter.filter((k) => k.revoked_at !== null)).toHaveLength(keysBefore.filter((k) => k.revoked_at !== null).length);
      expect(keysAfter).toHaveLength(keysBefore.length + 2);

      const allowed = await staffWith(t, { PUBLICAPI: [needs] });
      expect((await run(allowed, await target())).statusCode).toBeLessThan(300);
    });
  });
});
