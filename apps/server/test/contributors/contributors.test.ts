import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { allCounts, createRecord, editable } from '../resources/resource-helpers.ts';

describe.each(DIALECTS)('contributors and sub-accounts on %s', (dialect) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await t.login('owner@demo.test');
  });
  afterAll(async () => t.close());

  const body = (r: Record<string, any>) => editable('sub-account-contributor', r);

  it('creates a contributor with a lower-case unique email, defaults ACTIVE and unverified', async () => {
    const c = await createRecord(t, owner, 'contributor', { fullname: 'Komunitas Investor Muda', email: 'Redaksi@KIM.test' });
    expect(c).toMatchObject({ email: 'redaksi@kim.test', status: 'ACTIVE', is_verified: false });
    const before = await allCounts(t.ctx);
    const taken = await t.call({
      method: 'POST',
      url: '/api/contributor/create',
      cookie: owner,
      payload: { fullname: 'Lain', email: 'REDAKSI@kim.test' },
    });
    expect(taken.statusCode).toBe(400);
    expect(json(taken).error.fields.email).toMatch(/already uses this email/);
    for (const [payload, field, message] of [
      [{ fullname: '', email: 'a@b.co' }, 'fullname', /required/],
      [{ fullname: 'A', email: 'bukan-email' }, 'email', /address such as/],
      [{ fullname: 'A', email: 'a@b.co', phone: 'telepon' }, 'phone', /digits/],
      [{ fullname: 'A', email: 'a@b.co', instagram: 'instagram.com/x' }, 'instagram', /http/],
      [{ fullname: 'A', email: 'a@b.co', status: 'BANNED' }, 'status', /ACTIVE, SUSPENDED/],
    ] as const) {
      const res = await t.call({ method: 'POST', url: '/api/contributor/create', cookie: owner, payload });
      expect(res.statusCode, field).toBe(400);
      expect(json(res).error.fields[field], field).toMatch(message);
    }
    expect(await allCounts(t.ctx)).toEqual(before);
  });

  it('lists a contributor’s sub-accounts (with the right total) and keeps each with its contributor', async () => {
    const a = await createRecord(t, owner, 'contributor', { fullname: 'Komunitas A', email: 'a@komunitas.test' });
    const b = await createRecord(t, owner, 'contributor', { fullname: 'Komunitas B', email: 'b@komunitas.test' });
    for (let i = 1; i <= 12; i++) {
      await createRecord(t, owner, 'sub-account-contributor', {
        contributor_id: a.id,
        fullname: `Penulis A${String(i).padStart(2, '0')}`,
        email: `a${i}@komunitas.test`,
      });
    }
    const onlyB = await createRecord(t, owner, 'sub-account-contributor', {
      contributor_id: b.id,
      fullname: 'Penulis B',
      email: 'b1@komunitas.test',
    });
    const page2 = json(
      await t.call({ method: 'GET', url: `/api/sub-account-contributor/list?contributor_id=${a.id}&page=2`, cookie: owner }),
    ).data;
    expect(page2).toMatchObject({ total: 12, page: 2 });
    expect(page2.data.map((s: any) => s.fullname)).toEqual(['Penulis A11', 'Penulis A12']);
    const ofB = json(
      await t.call({ method: 'GET', url: `/api/sub-account-contributor/list?contributor_id=${b.id}`, cookie: owner }),
    ).data;
    expect(ofB.data.map((s: any) => s.id)).toEqual([onlyB.id]);

    const before = await allCounts(t.ctx);
    const moved = await t.call({
      method: 'PUT',
      url: `/api/sub-account-contributor/update/${onlyB.id}`,
      cookie: owner,
      payload: { ...body(onlyB), contributor_id: a.id },
    });
    expect(moved.statusCode).toBe(400);
    expect(json(moved).error.fields.contributor_id).toMatch(/Keep contributor/);
    const orphan = await t.call({
      method: 'POST',
      url: '/api/sub-account-contributor/create',
      cookie: owner,
      payload: { contributor_id: 987_654, fullname: 'Yatim', email: 'yatim@komunitas.test' },
    });
    expect(orphan.statusCode).toBe(400);
    expect(json(orphan).error.fields.contributor_id).toMatch(/No contributor with id 987654/);
    const noParent = await t.call({
      method: 'POST',
      url: '/api/sub-account-contributor/create',
      cookie: owner,
      payload: { fullname: 'X', email: 'x@k.test' },
    });
    expect(noParent.statusCode).toBe(400);
    expect(json(noParent).error.fields.contributor_id).toMatch(/Contributor is required/);
    expect(await allCounts(t.ctx)).toEqual(before);

    await t.call({ method: 'DELETE', url: `/api/contributor/delete/${b.id}`, cookie: owner });
    const underTrashed = await t.call({
      method: 'POST',
      url: '/api/sub-account-contributor/create',
      cookie: owner,
      payload: { contributor_id: b.id, fullname: 'Terlambat', email: 'telat@komunitas.test' },
    });
    expect(underTrashed.statusCode).toBe(400);
    expect(json(underTrashed).error.fields.contributor_id).toMatch(/in the trash/);
  });

  it('filters contributors by status and verified badge, and searches name, email and phone', async () => {
    await createRecord(t, owner, 'contributor', {
      fullname: 'Analis Mandiri Surabaya',
      email: 'ams@contoh.test',
      phone: '+62 31 555 0101',
      is_verified: true,
    });
    await createRecord(t, owner, 'contributor', {
      fullname: 'Klub Dividen Bandung',
      email: 'kdb@contoh.test',
      status: 'SUSPENDED',
    });
    const list = async (q: string) => json(await t.call({ method: 'GET', url: `/api/contributor/list${q}`, cookie: owner })).data;
    expect((await list('?status=SUSPENDED')).data.map((c: any) => c.fullname)).toEqual(['Klub Dividen Bandung']);
    expect((await list('?is_verified=true')).data.map((c: any) => c.fullname)).toEqual(['Analis Mandiri Surabaya']);
    expect((await list('?query=surabaya')).total).toBe(1);
    expect((await list('?query=kdb')).total).toBe(1);
  });
});
