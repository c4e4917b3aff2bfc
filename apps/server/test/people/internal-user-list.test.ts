import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { activeStaff, invite } from './people-helpers.ts';

describe.each(DIALECTS)('internal user list on %s', (dialect) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await t.login('owner@demo.test');
    await invite(t, owner, {
      fullname: 'Siti Rahmawati',
      email: 'siti@redaksi.co.id',
      role: 'writter',
      phone: '+62 812 7788 9900',
    });
    const { id } = await activeStaff(t, owner, 'yoga@redaksi.co.id', 'auditor');
    await t.call({ method: 'POST', url: `/api/internal-user/suspend/${id}`, cookie: owner });
  });
  afterAll(async () => t.close());

  const list = async (query: string) => {
    const res = await t.call({ method: 'GET', url: `/api/internal-user/list?${query}`, cookie: owner });
    if (res.statusCode !== 200) throw new Error(res.body);
    return json(res).data as { data: Array<Record<string, any>>; total: number };
  };
  const names = (page: { data: Array<Record<string, any>> }) => page.data.map((u) => u.fullname);

  it('lists staff without secrets, sorted by name, with totals', async () => {
    const page = await list('');
    expect(page.total).toBe(6);
    expect(names(page)).toEqual(['Agus Pratama', 'Budi Santoso', 'Dewi Lestari', 'Ratna Wijaya', 'Siti Rahmawati', 'Staf yoga']);
    for (const row of page.data) {
      expect(row).not.toHaveProperty('password_hash');
      expect(row).not.toHaveProperty('permissions_version');
    }
  });

  it('searches name, email and phone by word prefix', async () => {
    expect(names(await list('query=rahma'))).toEqual(['Siti Rahmawati']);
    expect(names(await list('query=redaksi'))).toEqual(['Siti Rahmawati', 'Staf yoga']);
    // Phones are found as typed locally (0812…), internationally (62812…) or without the trunk 0.
    for (const typed of ['0812778', '62812', '8127788', '%2B6281277']) {
      expect(names(await list(`query=${typed}`))).toEqual(['Siti Rahmawati']);
    }
    expect((await list('query=%27%3B%20drop%20table%20staff_users')).total).toBe(0);
  });

  it('filters by role and status (invited and suspended included) and sorts by last sign-in', async () => {
    expect(names(await list('role=writter'))).toEqual(['Dewi Lestari', 'Siti Rahmawati']);
    expect(names(await list('status=INVITED'))).toEqual(['Siti Rahmawati']);
    expect(names(await list('status=SUSPENDED'))).toEqual(['Staf yoga']);
    expect((await list('status=ACTIVE')).total).toBe(4);
    expect(names(await list('role=auditor&status=SUSPENDED'))).toEqual(['Staf yoga']);
    const signedIn = (await list('sortby=last_login&sortdesc=true')).data.map((u) => u.last_login).filter(Boolean);
    expect(signedIn.length).toBeGreaterThan(1);
    expect(signedIn).toEqual([...signedIn].sort().reverse());
  });

  it('answers 400 for an unknown filter value or parameter', async () => {
    const res = await t.call({ method: 'GET', url: '/api/internal-user/list?role=boss&colour=red', cookie: owner });
    expect(res.statusCode).toBe(400);
    expect(json(res).error.fields).toMatchObject({
      role: 'Role must be one of: owner, admin, writter, auditor',
      colour: expect.stringContaining('Unknown parameter'),
    });
  });

  it('exports the filtered list as CSV without passwords', async () => {
    const res = await t.call({ method: 'GET', url: '/api/internal-user/export.csv?role=writter', cookie: owner });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('fullname,email,phone');
    expect(lines[0]).not.toContain('password');
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(['Dewi Lestari', 'Siti Rahmawati']);
  });

  it('offers no create call: new staff are invited', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/internal-user/create',
      cookie: owner,
      payload: { fullname: 'Tanpa Undangan', email: 'x@demo.test', role: 'writter' },
    });
    expect(res.statusCode).toBe(404);
  });
});
