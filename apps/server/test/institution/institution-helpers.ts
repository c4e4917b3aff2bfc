import type { Kysely } from 'kysely';
import type { PlacementSubmission } from '@rc/contract/institution';
import { createInstitutionKey } from '@/modules/institution/institution-api-key.ts';
import { json, rowCount, type TestApp } from '../test-app.ts';
import { addMasterStocks, brokerCode, createRecord, multipart } from '../resources/resource-helpers.ts';

/** The smallest file a PDF reader opens: what the upload sniffs is its `%PDF-` start. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

export type InstitutionWorld = { owner: string; institutionId: number; code: string; key: string; categoryId: number };

let serial = 300;

/** An institution with its key, and a category to file reports under. */
export async function institutionWorld(t: TestApp): Promise<InstitutionWorld> {
  const owner = await t.login('owner@demo.test');
  const n = ++serial;
  const code = brokerCode(n);
  const institution = await createRecord(t, owner, 'institution', { name: `Sekuritas Nusantara ${n}`, broker_code: code });
  const category = await createRecord(t, owner, 'category', { article_category_name: `Perbankan ${n}` });
  const { key } = await createInstitutionKey({ db: t.ctx.db.kysely, clock: t.clock }, institution.id);
  await addMasterStocks(t, ['BBCA', 'BBRI', 'TLKM', 'UNVR', 'ADRO', 'ASII']);
  return { owner, institutionId: institution.id, code, key, categoryId: category.id };
}

/** Upload a file to a field of institution content and return the answer. */
export function upload(t: TestApp, cookie: string, field: string, filename: string, type: string, content: Buffer) {
  return t.call({
    method: 'POST',
    url: `/api/institution-content/upload/${field}`,
    cookie,
    ...multipart('file', filename, type, content),
  });
}

/** A valid report body under the world's institution. */
export function report(world: InstitutionWorld, patch: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    institution_id: world.institutionId,
    title: 'BBRI: Pertumbuhan Kredit Mikro Tetap Solid',
    report_type: 'COMPANY',
    summary: 'Kredit mikro tumbuh 11% yoy; kualitas aset membaik.',
    body: '<p>Kami mempertahankan rekomendasi <strong>BUY</strong>.</p>',
    category_id: world.categoryId,
    tickers: ['bbri'],
    ...patch,
  };
}

/** A valid set of picks. */
export function selection(patch: Partial<PlacementSubmission> = {}): PlacementSubmission {
  return {
    title: 'Top Picks Pekan Ini',
    period_from: '2026-11-23',
    period_to: '2026-11-27',
    picks: [
      {
        ticker: 'BBCA',
        action: 'BUY',
        entry_price: 9800,
        target_price: 11_000,
        stop_loss: 9300,
        rationale: 'Likuiditas terjaga.',
      },
      { ticker: 'TLKM', action: 'HOLD', entry_price: 2900 },
      { ticker: 'UNVR', action: 'SELL', entry_price: 1900, target_price: 1600 },
    ],
    ...patch,
  };
}

/** POST the public call as an institution's system does: its key only, no console header. */
export function submit(t: TestApp, key: string | undefined, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/public/institution-stock-placement',
    headers: key === undefined ? {} : { 'x-api-key': key },
    payload: payload as never,
  });
}

export async function submitted(
  t: TestApp,
  key: string,
  payload: unknown,
): Promise<{ id: number; status: string; version: number }> {
  const res = await submit(t, key, payload);
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`submit: ${res.statusCode} ${res.body}`);
  return json(res).data;
}

/** The workflow call on `area` with the version read just before. */
export async function step(t: TestApp, cookie: string, area: string, id: number, body: Record<string, unknown>) {
  const read = await t.call({ method: 'GET', url: `/api/${area}/detail/${id}`, cookie });
  const version = body.version ?? json(read).data?.version ?? 1;
  return t.call({ method: 'POST', url: `/api/${area}/workflow/${id}`, cookie, payload: { version, ...body } });
}

/** What a refused call must leave as it was: the area's rows, picks, counters and the audit log. */
export async function institutionState(t: TestApp) {
  const db = t.ctx.db.kysely as Kysely<any>;
  const tables = ['institutions', 'institution_content', 'institution_stock_placements', 'institution_stock_picks', 'audit_log'];
  const counts = Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await rowCount(db, table)] as const)));
  const versions = await db
    .selectFrom('institution_stock_placements')
    .select(['id', 'version', 'status'])
    .orderBy('id')
    .execute();
  return { counts, versions };
}
