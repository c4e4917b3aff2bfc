import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { addMasterStocks, createRecord, staffWith, validBody } from './resource-helpers.ts';

describe.each(DIALECTS)('people named on records on %s', (dialect) => {
  let t: TestApp;
  let writer: string;
  let reviewer: string;
  let remover: string;
  const me = async (cookie: string) =>
    json(await t.call({ method: 'GET', url: '/api/internal-user/profile', cookie })).data as { id: number; fullname: string };
  const get = async (cookie: string, url: string) => {
    const res = await t.call({ method: 'GET', url, cookie });
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data;
  };
  const step = async (cookie: string, id: number, body: Record<string, unknown>) => {
    const { version } = await get(reviewer, `/api/algo-research/detail/${id}`);
    const res = await t.call({ method: 'POST', url: `/api/algo-research/workflow/${id}`, cookie, payload: { ...body, version } });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await addMasterStocks(t, ['BBCA']);
    writer = await staffWith(t, { ALGORESEARCH: ['read', 'write', 'update'] });
    // A reviewer who may not read the staff list (the auditor preset).
    reviewer = await staffWith(t, { ALGORESEARCH: ['read', 'approval'] });
    remover = await staffWith(t, { ALGORESEARCH: ['read', 'delete'] });
  });
  afterAll(async () => t.close());

  it('list rows and details carry the writter and the reviewer by name, for a reviewer who cannot read staff', async () => {
    const [w, r] = [await me(writer), await me(reviewer)];
    const { id } = await createRecord(t, writer, 'algo-research', validBody(t, 'algo-research', 1));
    await step(writer, id, { action: 'submit' });
    await step(reviewer, id, { action: 'approve' });
    expect((await t.call({ method: 'GET', url: '/api/internal-user/list', cookie: reviewer })).statusCode).toBe(403);
    const row = (await get(reviewer, '/api/algo-research/list?status=APPROVED')).data.find((x: { id: number }) => x.id === id);
    expect(row).toMatchObject({
      writter_id: w.id,
      writter: { id: w.id, fullname: w.fullname },
      auditor_id: r.id,
      auditor: { id: r.id, fullname: r.fullname },
      updated_by_user: { id: r.id, fullname: r.fullname },
    });
    expect(await get(reviewer, `/api/algo-research/detail/${id}`)).toMatchObject({ writter: { fullname: w.fullname } });
    const draft = await createRecord(t, writer, 'algo-research', validBody(t, 'algo-research', 2));
    expect(draft).toMatchObject({ writter: { id: w.id, fullname: w.fullname }, auditor: null });
  });

  it('the trash says who moved a record there, and a new name shows at once', async () => {
    const { id } = await createRecord(t, writer, 'algo-research', validBody(t, 'algo-research', 3));
    const del = await t.call({ method: 'DELETE', url: `/api/algo-research/delete/${id}`, cookie: remover });
    expect(del.statusCode, del.body).toBe(200);
    const gone = await me(remover);
    const row = (await get(reviewer, '/api/algo-research/list?trashed=1')).data.find((x: { id: number }) => x.id === id);
    expect(row).toMatchObject({ deleted_at: expect.any(String), updated_by_user: { id: gone.id, fullname: gone.fullname } });

    const profile = await get(writer, '/api/internal-user/profile');
    const renamed = await t.call({
      method: 'POST',
      url: '/api/internal-user/update-profile',
      cookie: writer,
      payload: { fullname: 'Rina Analis Baru' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const listed = (await get(reviewer, '/api/algo-research/list?trashed=1')).data.find((x: { id: number }) => x.id === id);
    expect(listed.writter).toEqual({ id: profile.id, fullname: 'Rina Analis Baru' });
  });
});
