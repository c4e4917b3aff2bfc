import type { Kysely } from 'kysely';
import type { CircleSubmission } from '@rc/contract/circle';
import { createContributorKey } from '@/modules/circle/contributor-api-key.ts';
import { json, rowCount, type TestApp } from '../test-app.ts';
import { createRecord } from '../resources/resource-helpers.ts';

export type CircleWorld = {
  owner: string;
  categoryId: number;
  otherCategoryId: number;
  contributorId: number;
  subAccountId: number;
  key: string;
};

let serial = 0;

/** Two categories, a contributor with a sub-account, and the contributor's API key. */
export async function circleWorld(t: TestApp): Promise<CircleWorld> {
  const owner = await t.login('owner@demo.test');
  const n = ++serial;
  const category = await createRecord(t, owner, 'category', { article_category_name: `Telekomunikasi ${n}` });
  const other = await createRecord(t, owner, 'category', { article_category_name: `Perbankan ${n}` });
  const contributor = await createRecord(t, owner, 'contributor', {
    fullname: `Komunitas Saham Nusantara ${n}`,
    email: `redaksi${n}@ksn.test`,
  });
  const sub = await createRecord(t, owner, 'sub-account-contributor', {
    contributor_id: contributor.id,
    fullname: `Rina Kusumawati ${n}`,
    email: `rina${n}@ksn.test`,
  });
  const { key } = await createContributorKey({ db: t.ctx.db.kysely, clock: t.clock, dialect: t.ctx.db.dialect }, contributor.id);
  return { owner, categoryId: category.id, otherCategoryId: other.id, contributorId: contributor.id, subAccountId: sub.id, key };
}

/** A valid article a contributor might send. */
export function article(world: CircleWorld, title = 'TLKM: Monetisasi Data Center Mulai Terlihat'): CircleSubmission {
  return {
    article_title: title,
    article_category_id: world.categoryId,
    content_type: 'COMPANY',
    first_summary: 'Pendapatan data center tumbuh 24% yoy.',
    second_summary: 'Margin EBITDA stabil di 51%.',
    third_summary: null,
    short_description: 'Unit data center mulai menyumbang laba berarti bagi Telkom.',
    first_content: '<p>Bagian gratis: pendapatan <strong>data center</strong> naik.</p>',
    second_content: '<p>Bagian berbayar: valuasi dan target harga.</p>',
  };
}

/** POST the public submission call as a contributor's site does: its key only, no console header. */
export function submit(t: TestApp, key: string | undefined, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/public/circle-research',
    headers: { ...(key === undefined ? {} : { 'x-api-key': key }), ...headers },
    payload: payload as never,
  });
}

/** Submit and return the answer's data (fails the test on anything but 200/201). */
export async function submitted(
  t: TestApp,
  key: string,
  payload: unknown,
): Promise<{ id: number; status: string; article_slug: string; version: number }> {
  const res = await submit(t, key, payload);
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`submit: ${res.statusCode} ${res.body}`);
  return json(res).data;
}

export function respond(t: TestApp, cookie: string, id: number, body: unknown) {
  return t.call({ method: 'PUT', url: `/api/circle-research/circle/response-approval/${id}`, cookie, payload: body as never });
}

/** Everything a refused call must leave as it was: rows, versions, counters and the audit log. */
export async function circleState(t: TestApp): Promise<{ rows: unknown[]; counters: unknown[]; audit: number; items: number }> {
  const db = t.ctx.db.kysely as Kysely<any>;
  const count = (table: string) => rowCount(db, table);
  const rows = await db
    .selectFrom('circle_research')
    .select(['id', 'status', 'version', 'deleted_at', 'auditor_id', 'published_at', 'article_title', 'live_snapshot'])
    .orderBy('id')
    .execute();
  const counters = await db
    .selectFrom('resource_totals')
    .selectAll()
    .where('tbl', '=', 'circle_research')
    .orderBy('dim')
    .orderBy('val')
    .execute();
  return { rows, counters, audit: await count('audit_log'), items: await count('circle_research') };
}

/** PENDING + REQUEST counted straight from the table. */
export async function directPendingCount(t: TestApp): Promise<number> {
  const row = await t.ctx.db.kysely
    .selectFrom('circle_research')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', 'in', ['PENDING', 'REQUEST'])
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function totalRequest(t: TestApp, cookie: string): Promise<number> {
  const res = await t.call({ method: 'GET', url: '/api/circle-research/circle/data/total-request', cookie });
  if (res.statusCode !== 200) throw new Error(`total-request: ${res.statusCode} ${res.body}`);
  return json(res).data.data.totalRequest;
}

/** Put an article straight into `status` through the public call and responses (as the owner). */
export async function articleIn(t: TestApp, world: CircleWorld, status: string, title?: string): Promise<number> {
  const { id } = await submitted(t, world.key, article(world, title));
  const answer = async (body: unknown) => {
    const res = await respond(t, world.owner, id, body);
    if (res.statusCode !== 200) throw new Error(`respond: ${res.statusCode} ${res.body}`);
  };
  switch (status) {
    case 'PENDING':
      break;
    case 'APPROVED':
      await answer({ status: 'APPROVED' });
      break;
    case 'REVISION':
      await answer({ status: 'REVISION', note: 'Tambahkan sumber data.' });
      break;
    case 'REJECTED':
      await answer({ status: 'REJECTED', note: 'Di luar topik Circle.' });
      break;
    case 'REQUEST':
      await answer({ status: 'APPROVED' });
      await submitted(t, world.key, {
        ...article(world, `${title ?? 'TLKM: Monetisasi Data Center Mulai Terlihat'} (revisi)`),
        id,
      });
      break;
    case 'SCHEDULED': {
      const { version } = json(
        await t.call({ method: 'GET', url: `/api/circle-research/detail/${id}`, cookie: world.owner }),
      ).data;
      const at = new Date(t.clock.now().getTime() + 86_400_000).toISOString();
      const res = await t.call({
        method: 'POST',
        url: `/api/circle-research/workflow/${id}`,
        cookie: world.owner,
        payload: { action: 'approve', version, scheduled_at: at },
      });
      if (res.statusCode !== 200) throw new Error(`schedule: ${res.statusCode} ${res.body}`);
      break;
    }
    case 'DRAFT':
      await t.ctx.db.kysely.updateTable('circle_research').set({ status: 'DRAFT' }).where('id', '=', id).execute();
      break;
    default:
      throw new Error(`no way to ${status}`);
  }
  return id;
}
