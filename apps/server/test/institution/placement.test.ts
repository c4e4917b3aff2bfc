import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CIRCLE_SUBMIT_SCOPE } from '@rc/contract/circle';
import { PLACEMENT_SUBMIT_SCOPE } from '@rc/contract/institution';
import { createApiKeyService } from '@/modules/api-keys/api-key.service.ts';
import { createContributorKey } from '@/modules/circle/contributor-api-key.ts';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { createRecord, editable, staffWith } from '../resources/resource-helpers.ts';
import { flatDay } from '../stocks/stocks-helpers.ts';
import {
  institutionState,
  institutionWorld,
  selection,
  step,
  submit,
  submitted,
  type InstitutionWorld,
} from './institution-helpers.ts';

const AREA = 'institution-stock-placement';

describe.each(DIALECTS)('stock selections on %s', (dialect) => {
  let t: TestApp;
  let world: InstitutionWorld;
  let reviewer: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    world = await institutionWorld(t);
    reviewer = await staffWith(t, { INSTITUTION_STOCK_PLACEMENT: ['read', 'approval'] });
  });
  afterAll(async () => t.close());

  const detail = async (id: number) =>
    json(await t.call({ method: 'GET', url: `/api/${AREA}/detail/${id}`, cookie: reviewer })).data;

  it('takes a set from an institution key into PENDING, with its picks in order', async () => {
    const res = await submit(
      t,
      world.key,
      selection({ picks: [{ ticker: 'bbca', action: 'BUY', entry_price: 9800, target_price: 11_000, stop_loss: 9300 }] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { id, status } = json(res).data;
    expect(status).toBe('PENDING');
    const record = await detail(id);
    expect(record).toMatchObject({ institution_id: world.institutionId, created_by: null, period_from: '2026-11-23' });
    expect(record.picks).toEqual([
      { ticker: 'BBCA', action: 'BUY', entry_price: 9800, target_price: 11_000, stop_loss: 9300, rationale: null },
    ]);
    const full = await submitted(t, world.key, selection());
    expect((await detail(full.id)).picks.map((p: { ticker: string }) => p.ticker)).toEqual(['BBCA', 'TLKM', 'UNVR']);
    // Index-backed: every set holding a ticker.
    const holding = json(await t.call({ method: 'GET', url: `/api/${AREA}/list?picks=UNVR`, cookie: reviewer })).data.data;
    expect(holding.map((r: { id: number }) => r.id)).toEqual([full.id]);
  });

  it('refuses sets that break the rules, naming the pick and field, and writes nothing', async () => {
    const buy = { ticker: 'BBCA', action: 'BUY' as const, entry_price: 9800, target_price: 11_000, stop_loss: 9300 };
    const cases: Array<[unknown, string, string]> = [
      [
        selection({ picks: [{ ...buy, target_price: 9800 }] }),
        'picks.0.target_price',
        'The target of a BUY must be above its entry price of 9800 (BBCA)',
      ],
      [
        selection({ picks: [{ ...buy, stop_loss: 9900 }] }),
        'picks.0.stop_loss',
        'The stop loss of a BUY must be below its entry price of 9800 (BBCA)',
      ],
      [selection({ picks: [{ ...buy, stop_loss: null }] }), 'picks.0.stop_loss', 'A BUY needs a stop loss (BBCA)'],
      [
        selection({ picks: [buy, { ticker: 'bbca', action: 'HOLD', entry_price: 9700 }] }),
        'picks.1.ticker',
        'BBCA is already pick 1; a set names each ticker once',
      ],
      [
        selection({ picks: [{ ...buy, ticker: 'BBCA.JK' }] }),
        'picks.0.ticker',
        'BBCA.JK is not a ticker: four letters such as BBCA',
      ],
      [
        selection({ picks: [{ ...buy, action: 'ACCUMULATE' as never }] }),
        'picks.0.action',
        'Action must be one of: BUY, HOLD, SELL',
      ],
      [selection({ picks: [] }), 'picks', 'A set needs at least one pick'],
      [
        selection({ picks: [{ ...buy, ticker: 'ZZZZ' }] }),
        'picks.0.ticker',
        'ZZZZ is not a master stock; add it under Tools → Stocks first, or pick another ticker',
      ],
      [selection({ period_to: '2026-11-01' }), 'period_to', 'Period to must be on or after period from'],
      [
        selection({ period_from: '23-11-2026' }),
        'period_from',
        'Period from must be a day written as YYYY-MM-DD, such as 2026-01-31',
      ],
    ];
    const before = await institutionState(t);
    for (const [body, field, message] of cases) {
      const res = await submit(t, world.key, body);
      expect(res.statusCode, field).toBe(400);
      expect(json(res).error.fields?.[field], res.body).toBe(message);
    }
    expect(await institutionState(t)).toEqual(before);
  });

  it('refuses no key, an unknown or revoked key (401), a contributor key or an unbound one (403), and an inactive institution', async () => {
    const keys = createApiKeyService({ db: t.ctx.db.kysely, clock: t.clock });
    const revoked = await keys.create('revoked', [PLACEMENT_SUBMIT_SCOPE], { institutionId: world.institutionId });
    await keys.revoke(revoked.summary.id);
    const unbound = (await keys.create('no institution', [PLACEMENT_SUBMIT_SCOPE])).key;
    const contributor = await createRecord(t, world.owner, 'contributor', {
      fullname: 'Komunitas Saham',
      email: 'ks@komunitas.test',
    });
    const contributorKey = (
      await createContributorKey({ db: t.ctx.db.kysely, clock: t.clock, dialect: t.ctx.db.dialect }, contributor.id)
    ).key;
    // A contributor key that somehow holds the scope is still not an institution's.
    const stray = (await keys.create('stray', [CIRCLE_SUBMIT_SCOPE, PLACEMENT_SUBMIT_SCOPE], { contributorId: contributor.id }))
      .key;
    const before = await institutionState(t);
    const cases: Array<[string | undefined, number, RegExp]> = [
      [undefined, 401, /X-Api-Key/],
      ['rcpk_unknown', 401, /valid API key/],
      [revoked.key, 401, /revoked/],
      [contributorKey, 403, /placement:write/],
      [unbound, 403, /not an institution key/],
      [stray, 403, /not an institution key/],
    ];
    for (const [key, status, message] of cases) {
      const res = await submit(t, key, selection());
      expect(res.statusCode, String(key)).toBe(status);
      expect(json(res).error.message).toMatch(message);
    }
    const consoleHeader = await t.call({
      method: 'POST',
      url: '/api/public/institution-stock-placement',
      payload: selection() as never,
    });
    expect(consoleHeader.statusCode).toBe(401);

    const inst = json(
      await t.call({ method: 'GET', url: `/api/institution/detail/${world.institutionId}`, cookie: world.owner }),
    ).data;
    const put = (status: string, version: number) =>
      t.call({
        method: 'PUT',
        url: `/api/institution/update/${world.institutionId}`,
        cookie: world.owner,
        payload: { ...editable('institution', inst), status, version },
      });
    expect((await put('INACTIVE', inst.version)).statusCode).toBe(200);
    const afterEdit = await institutionState(t);
    const inactive = await submit(t, world.key, { nonsense: true });
    expect(inactive.statusCode).toBe(403);
    expect(json(inactive).error.message).toMatch(/inactive/);
    expect(await institutionState(t)).toEqual(afterEdit);
    expect(afterEdit.counts.institution_stock_placements).toBe(before.counts.institution_stock_placements);
    expect((await put('ACTIVE', inst.version + 1)).statusCode).toBe(200);
    expect((await submit(t, world.key, selection())).statusCode).toBe(201);
  });

  it('is reviewed through the workflow: revision with a note, the new version, approval; rejection needs a note', async () => {
    const { id } = await submitted(t, world.key, selection({ title: 'Pilihan Akhir Bulan' }));
    const noNote = await step(t, reviewer, AREA, id, { action: 'request_revision' });
    expect(noNote.statusCode).toBe(400);
    const back = await step(t, reviewer, AREA, id, { action: 'request_revision', note: 'Stop loss UNVR belum ada.' });
    expect(back.statusCode, back.body).toBe(200);
    expect(json(back).data).toMatchObject({ status: 'REVISION', response_note: 'Stop loss UNVR belum ada.' });

    // Another institution cannot touch it; its own institution sends the new version.
    const other = await institutionWorld(t);
    expect((await submit(t, other.key, { ...selection(), id })).statusCode).toBe(404);
    const again = await submitted(t, world.key, { ...selection({ title: 'Pilihan Akhir Bulan' }), id, note: 'Ditambah.' });
    expect(again.status).toBe('PENDING');

    const approved = await step(t, reviewer, AREA, id, { action: 'approve' });
    expect(json(approved).data).toMatchObject({
      status: 'APPROVED',
      auditor_id: expect.any(Number),
      published_at: expect.any(String),
    });

    // A change to an approved set waits as REQUEST while the approved picks stay live; rejecting it puts them back.
    const changed = await submitted(t, world.key, {
      ...selection({ title: 'Pilihan Akhir Bulan', picks: [{ ticker: 'ADRO', action: 'HOLD', entry_price: 2500 }] }),
      id,
    });
    expect(changed.status).toBe('REQUEST');
    expect((await step(t, reviewer, AREA, id, { action: 'reject', note: 'Tetap set lama.' })).statusCode).toBe(200);
    expect((await detail(id)).picks.map((p: { ticker: string }) => p.ticker)).toEqual(['BBCA', 'TLKM', 'UNVR']);

    const rejected = (await submitted(t, world.key, selection({ title: 'Ditolak' }))).id;
    expect((await step(t, reviewer, AREA, rejected, { action: 'reject' })).statusCode).toBe(400);
    expect(json(await step(t, reviewer, AREA, rejected, { action: 'reject', note: 'Periode sudah lewat.' })).data.status).toBe(
      'REJECTED',
    );
    // Staff do not submit or reopen sets: those are the institution's.
    const submitByStaff = await step(t, reviewer, AREA, rejected, { action: 'reopen' });
    expect(submitByStaff.statusCode).toBeGreaterThanOrEqual(400);
    expect(submitByStaff.statusCode).toBeLessThan(500);
  });

  it('answers each pick’s return since entry from the latest daily close, null without daily data', async () => {
    const { id } = await submitted(t, world.key, selection({ title: 'Dengan kinerja' }));
    const returns = async () =>
      json(await t.call({ method: 'GET', url: `/api/${AREA}/returns/${id}`, cookie: reviewer })).data.picks;
    expect(await returns()).toEqual([
      { ticker: 'BBCA', latest_close: null, close_date: null, return_pct: null },
      { ticker: 'TLKM', latest_close: null, close_date: null, return_pct: null },
      { ticker: 'UNVR', latest_close: null, close_date: null, return_pct: null },
    ]);
    for (const [date, close] of [
      ['2026-11-20', 9500],
      ['2026-11-24', 10_290],
    ] as const)
      await createRecord(t, world.owner, 'stock-data', flatDay('BBCA', date, close));
    // BBCA entered at 9,800 and last closed at 10,290: +5%.
    expect((await returns())[0]).toEqual({ ticker: 'BBCA', latest_close: 10_290, close_date: '2026-11-24', return_pct: 5 });
    expect((await returns())[1].return_pct).toBeNull();
    expect((await t.call({ method: 'GET', url: `/api/${AREA}/returns/999999`, cookie: reviewer })).statusCode).toBe(404);
  });

  it('has no create, update or delete call for staff', async () => {
    const owner = world.owner;
    const { id } = await submitted(t, world.key, selection({ title: 'Tanpa tulis' }));
    expect(
      (await t.call({ method: 'POST', url: `/api/${AREA}/create`, cookie: owner, payload: selection() as never })).statusCode,
    ).toBe(404);
    expect(
      (await t.call({ method: 'PUT', url: `/api/${AREA}/update/${id}`, cookie: owner, payload: selection() as never }))
        .statusCode,
    ).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/api/${AREA}/delete/${id}`, cookie: owner })).statusCode).toBe(404);
  });
});
