import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolePreset } from '@rc/contract/permissions';
import { DIALECTS, createTestApp, json, tableCounts, type TestApp } from '../test-app.ts';
import { staffId } from './people-helpers.ts';

describe.each(DIALECTS)('permission editor calls on %s', (dialect) => {
  let t: TestApp;
  let owner: string;
  let writterId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await t.login('owner@demo.test');
    writterId = await staffId(t, 'writter@demo.test');
  });
  afterAll(async () => t.close());

  const get = (id: number, cookie = owner) => t.call({ method: 'GET', url: `/api/user-permission/${id}`, cookie });
  const put = (id: number, payload: object, cookie = owner) =>
    t.call({ method: 'PUT', url: `/api/user-permission/${id}`, cookie, payload });

  it('reads the five lists with the version, the person and what the caller may grant', async () => {
    const res = await get(writterId);
    expect(res.statusCode).toBe(200);
    const data = json(res).data;
    expect(data).toMatchObject({
      user: { id: writterId, fullname: 'Dewi Lestari', email: 'writter@demo.test', role: 'writter', status: 'ACTIVE' },
      locked: null,
      version: expect.any(Number),
    });
    for (const list of ['read_action', 'write_action', 'update_action', 'approval_action', 'delete_action'] as const) {
      expect([...data[list]].sort()).toEqual([...rolePreset('writter')[list]].sort());
    }
    expect(data.grantable.approval_action).toContain('USERPERMISSION');
    const admin = await t.login('admin@demo.test');
    expect(json(await get(writterId, admin)).data.grantable.approval_action).not.toContain('USERPERMISSION');
    expect((await get(99999)).statusCode).toBe(404);
    expect((await get(0)).statusCode).toBe(400);
  });

  it('a change takes effect on the person’s next call and is in the history with before/after', async () => {
    const writter = await t.login('writter@demo.test');
    const self = () => t.call({ method: 'GET', url: '/api/user-permission/self/permission', cookie: writter });
    expect(json(await self()).data.read_action).toContain('ALGONEWS');
    expect((await t.call({ method: 'GET', url: '/api/category/list', cookie: writter })).statusCode).toBe(200);

    const current = json(await get(writterId)).data;
    const next = {
      ...rolePreset('writter'),
      read_action: rolePreset('writter').read_action.filter((m) => m !== 'RESEARCHCATEGORY'),
      approval_action: ['ALGONEWS'],
      version: current.version,
      note: 'Editor Insight mulai bulan ini',
    };
    const saved = await put(writterId, next);
    expect(saved.statusCode).toBe(200);
    expect(json(saved).data.version).toBeGreaterThan(current.version);
    expect(json(saved).data.approval_action).toEqual(['ALGONEWS']);

    expect(json(await self()).data.read_action).not.toContain('RESEARCHCATEGORY');
    expect((await t.call({ method: 'GET', url: '/api/category/list', cookie: writter })).statusCode).toBe(403);

    const history = json(await t.call({ method: 'GET', url: `/api/user-permission/history/${writterId}`, cookie: owner })).data;
    expect(history.total).toBe(1);
    expect(history.data[0]).toMatchObject({
      actor: { fullname: 'Ratna Wijaya' },
      note: 'Editor Insight mulai bulan ini',
      added: [{ module: 'ALGONEWS', action: 'approval' }],
      removed: [{ module: 'RESEARCHCATEGORY', action: 'read' }],
    });
    const audit = await t.ctx.db.kysely
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('entity', '=', 'user-permission')
      .where('entity_id', '=', String(writterId))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before!).read_action).toContain('RESEARCHCATEGORY');
    expect(JSON.parse(audit.after!).read_action).not.toContain('RESEARCHCATEGORY');
  });

  it('answers 409 with the current set when the version is stale; an unchanged set writes nothing', async () => {
    const current = json(await get(writterId)).data;
    const stale = await put(writterId, { ...rolePreset('auditor'), version: current.version - 1 });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).current).toMatchObject({ version: current.version, approval_action: ['ALGONEWS'] });
    const before = await tableCounts(t.ctx);
    const { version: _v, user: _u, grantable: _g, locked: _l, ...lists } = current;
    const same = await put(writterId, { ...lists, version: current.version });
    expect(same.statusCode).toBe(200);
    expect(json(same).data.version).toBe(current.version);
    expect(await tableCounts(t.ctx)).toEqual(before);
  });

  it('applies without a version too (the five lists alone), and refuses a removed account', async () => {
    expect((await put(writterId, rolePreset('writter'))).statusCode).toBe(200);
    const removed = await t.call({
      method: 'DELETE',
      url: `/api/internal-user/delete/${await staffId(t, 'auditor@demo.test')}`,
      cookie: owner,
    });
    expect(removed.statusCode).toBe(200);
    expect((await put(json(removed).data.id, rolePreset('writter'))).statusCode).toBe(404);
  });
});
