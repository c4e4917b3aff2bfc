import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { createRecord, editable } from '../resources/resource-helpers.ts';
import { institutionState } from './institution-helpers.ts';

describe.each(DIALECTS)('broker data on %s', (dialect) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await t.login('owner@demo.test');
  });
  afterAll(async () => t.close());

  const create = (payload: Record<string, unknown>) =>
    t.call({ method: 'POST', url: '/api/institution/create', cookie: owner, payload });

  it('stores the broker code in capitals and lists by sort order', async () => {
    const later = await createRecord(t, owner, 'institution', { name: 'BCA Sekuritas', broker_code: 'sq', sort_order: 20 });
    const first = await createRecord(t, owner, 'institution', { name: 'Mandiri Sekuritas', broker_code: ' CC ', sort_order: 10 });
    expect([later.broker_code, first.broker_code]).toEqual(['SQ', 'CC']);
    expect(first).toMatchObject({ status: 'ACTIVE', logo: null, website: null });
    const list = json(await t.call({ method: 'GET', url: '/api/institution/list?query=sekuritas', cookie: owner })).data;
    expect(list.data.map((r: { broker_code: string }) => r.broker_code).slice(0, 2)).toEqual(['CC', 'SQ']);
  });

  it('refuses a broker code another institution holds, also one in the trash, with a 400 on the field', async () => {
    const held = await createRecord(t, owner, 'institution', { name: 'Mirae Asset Sekuritas', broker_code: 'YP' });
    const before = await institutionState(t);
    const res = await create({ name: 'Sekuritas Lain', broker_code: 'yp' });
    expect(res.statusCode).toBe(400);
    expect(json(res).error.fields.broker_code).toBe(
      'Another institution (perhaps one in the trash) already uses this broker code',
    );
    expect((await t.call({ method: 'DELETE', url: `/api/institution/delete/${held.id}`, cookie: owner })).statusCode).toBe(200);
    const afterTrash = await institutionState(t);
    expect((await create({ name: 'Sekuritas Lain', broker_code: 'YP' })).statusCode).toBe(400);
    expect(await institutionState(t)).toEqual(afterTrash);
    expect(before.counts.institutions).toBe(afterTrash.counts.institutions);

    // An edit to another institution's code is refused the same way.
    const other = await createRecord(t, owner, 'institution', { name: 'Indo Premier Sekuritas', broker_code: 'PD' });
    const put = await t.call({
      method: 'PUT',
      url: `/api/institution/update/${other.id}`,
      cookie: owner,
      payload: { ...editable('institution', other), broker_code: 'CC' },
    });
    expect(put.statusCode).toBe(400);
    expect(json(put).error.fields.broker_code).toMatch(/already uses this broker code/);
  });

  it('says what a broker code, website and status must be', async () => {
    const before = await institutionState(t);
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ name: 'Sekuritas', broker_code: 'ABC' }, 'broker_code', /two letters/],
      [{ name: 'Sekuritas', broker_code: 'A1' }, 'broker_code', /two letters/],
      [{ name: 'Sekuritas' }, 'broker_code', /required/],
      [{ name: 'Sekuritas', broker_code: 'ZZ', website: 'sekuritas.co.id' }, 'website', /http/],
      [{ name: 'Sekuritas', broker_code: 'ZZ', status: 'CLOSED' }, 'status', /ACTIVE, INACTIVE/],
    ];
    for (const [payload, field, message] of cases) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(res).error.fields[field]).toMatch(message);
    }
    expect(await institutionState(t)).toEqual(before);
  });
});
