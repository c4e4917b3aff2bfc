import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { addMasterStocks, createRecord, staffAs, staffWith, validBody } from './resource-helpers.ts';

const OPTION_KEYS = ['value', 'label', 'hint', 'status', 'date', 'live'];

describe.each(DIALECTS)('choices of a field naming other records on %s', (dialect) => {
  let t: TestApp;
  let owner: string;
  let writter: string;
  let auditor: string;
  const ids: Record<string, number> = {};
  const options = async (cookie: string, path: string) => t.call({ method: 'GET', url: `/api/${path}`, cookie });
  const values = async (cookie: string, path: string) => {
    const res = await options(cookie, path);
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data as Array<Record<string, unknown>>;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await t.login('owner@demo.test');
    writter = await staffAs(t, 'writter');
    auditor = await staffAs(t, 'auditor');
    await addMasterStocks(t, ['BBCA', 'BBRI', 'TLKM']);
    await t.ctx.db.kysely
      .updateTable('master_stocks')
      .set({ company_name: 'Telkom Indonesia (Persero) Tbk' })
      .where('ticker', '=', 'TLKM')
      .execute();
    ids.mandiri = (
      await createRecord(t, owner, 'institution', { ...validBody(t, 'institution', 1), name: 'Mandiri Sekuritas' })
    ).id;
    ids.trimegah = (
      await createRecord(t, owner, 'institution', { ...validBody(t, 'institution', 2), name: 'Trimegah Sekuritas' })
    ).id;
    await createRecord(t, owner, 'subscription', { name: 'Pro Bulanan', code: 'PRO_30', price: 149_000, duration_days: 30 });
    await createRecord(t, owner, 'subscription', {
      name: 'Premium Tahunan',
      code: 'PREMIUM_365',
      price: 1_490_000,
      duration_days: 365,
    });
  });
  afterAll(async () => t.close());

  it('lets a writter choose an institution for a report without reading institutions, and create it', async () => {
    expect((await options(writter, 'institution/list')).statusCode).toBe(403);
    const found = await values(writter, 'institution-content/options/institution_id?q=mandiri');
    expect(found).toEqual([{ value: ids.mandiri, label: 'Mandiri Sekuritas' }]);
    const all = await values(writter, 'institution-content/options/institution_id');
    expect(all.map((o) => o.label)).toEqual(['Mandiri Sekuritas', 'Trimegah Sekuritas']);
    const created = await t.call({
      method: 'POST',
      url: '/api/institution-content/create',
      cookie: writter,
      payload: {
        institution_id: found[0]!.value,
        title: 'BBRI: Kredit Mikro Tetap Solid',
        report_type: 'COMPANY',
        summary: 'Pertumbuhan kredit mikro di atas industri.',
        body: '<p>Isi laporan</p>',
        tickers: ['BBRI'],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
  });

  it('finds tickers by code or company name, and plans by code or name', async () => {
    const byCode = await values(writter, 'algo-research/options/tickers?q=BB');
    expect(byCode.map((o) => o.value)).toEqual(expect.arrayContaining(['BBCA', 'BBRI']));
    expect(byCode.map((o) => o.value)).not.toContain('TLKM');
    const byName = await values(writter, 'algo-research/options/tickers?q=telkom');
    expect(byName).toEqual([{ value: 'TLKM', label: 'Telkom Indonesia (Persero) Tbk' }]);
    expect((await values(writter, 'algo-research/options/plans?q=pro_')).map((o) => o.value)).toEqual(['PRO_30']);
    expect((await values(writter, 'algo-research/options/plans?q=tahunan')).map((o) => o.value)).toEqual(['PREMIUM_365']);
  });

  it('answers only what a picker shows: never other fields of the referenced records', async () => {
    for (const path of [
      'algo-research/options/plans',
      'algo-research/options/tickers',
      'institution-content/options/institution_id',
      'algo-research/options/writter_id?value=1',
    ]) {
      for (const option of await values(owner, path))
        expect(
          Object.keys(option).every((k) => OPTION_KEYS.includes(k)),
          `${path}: ${JSON.stringify(option)}`,
        ).toBe(true);
    }
    const plans = JSON.stringify(await values(writter, 'algo-research/options/plans'));
    expect(plans).not.toMatch(/149000|price|features/);
  });

  it('offers live content first, with its status, date and whether readers see it', async () => {
    const draft = await createRecord(t, owner, 'algo-research', {
      ...validBody(t, 'algo-research', 51),
      title: 'Riset draf obligasi',
    });
    const live = await createRecord(t, writter, 'algo-research', {
      ...validBody(t, 'algo-research', 52),
      title: 'Riset terbit obligasi',
    });
    const step = async (cookie: string, action: string) => {
      const current = json(await t.call({ method: 'GET', url: `/api/algo-research/detail/${live.id}`, cookie: owner })).data;
      const res = await t.call({
        method: 'POST',
        url: `/api/algo-research/workflow/${live.id}`,
        cookie,
        payload: { action, version: current.version },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await step(writter, 'submit');
    await step(owner, 'approve');
    const choices = await values(owner, 'hybrid-slider/options/content_id?content_type=ALGORESEARCH&q=obligasi');
    expect(choices.map((o) => o.value)).toEqual([live.id, draft.id]);
    expect(choices[0]).toMatchObject({
      status: 'APPROVED',
      live: true,
      date: t.clock.now().toISOString(),
      label: 'Riset terbit obligasi',
    });
    expect(choices[1]).toMatchObject({ status: 'DRAFT', live: false, date: null });
  });

  it('names the values a record holds, for readers too, in the order asked', async () => {
    const named = await values(auditor, `institution-content/options/institution_id?value=${ids.trimegah},${ids.mandiri},999999`);
    expect(named).toEqual([
      { value: ids.trimegah, label: 'Trimegah Sekuritas' },
      { value: ids.mandiri, label: 'Mandiri Sekuritas' },
    ]);
    expect((await values(auditor, 'algo-research/options/tickers?value=TLKM')).map((o) => o.label)).toEqual([
      'Telkom Indonesia (Persero) Tbk',
    ]);
  });

  it('gives readers the choices of list filters, but not of form fields; nobody else gets any', async () => {
    expect((await values(auditor, 'algo-research/options/category_id')).length).toBeGreaterThanOrEqual(0);
    const slide = await options(auditor, 'hybrid-slider/options/content_id?content_type=ALGORESEARCH');
    expect(slide.statusCode).toBe(403);
    const reader = await staffWith(t, { HYBRIDSLIDER: ['read'] });
    expect((await options(reader, 'hybrid-slider/options/content_id?content_type=ALGORESEARCH')).statusCode).toBe(403);
    const outsider = await staffWith(t, { ALGONEWS: ['read', 'write', 'update'] });
    const denied = await options(outsider, 'algo-research/options/tickers?q=BB');
    expect(denied.statusCode).toBe(403);
    expect(json(denied).error.message).toContain('ALGORESEARCH');
  });

  it('refuses bad input with a message naming what to fix', async () => {
    const cases: Array<[string, number, string]> = [
      ['algo-research/options/tickers?limit=abc', 400, 'limit'],
      ['algo-research/options/tickers?limit=1.5', 400, 'limit'],
      ['algo-research/options/tickers?limit=500', 400, 'limit'],
      ['algo-research/options/tickers?nope=1', 400, 'nope'],
      [`algo-research/options/tickers?q=${'x'.repeat(101)}`, 400, 'q'],
      ['institution-content/options/institution_id?value=abc', 400, 'value'],
      ['hybrid-slider/options/content_id', 400, 'content_type'],
      ['hybrid-slider/options/content_id?content_type=URL', 400, 'content_type'],
    ];
    for (const [path, status, field] of cases) {
      const res = await options(owner, path);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(status);
      expect(Object.keys(json(res).error.fields ?? {}), path).toContain(field);
    }
    const unknown = await options(owner, 'algo-research/options/title');
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).error.message).toContain('tickers');
  });
});
