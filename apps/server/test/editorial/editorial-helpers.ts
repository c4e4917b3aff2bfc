import type { Kysely } from 'kysely';
import { SESSION_COOKIE } from '@rc/contract/defaults';
import { createSessionService } from '@/auth/session.service.ts';
import { json, type TestApp } from '../test-app.ts';
import { addMasterStocks, createRecord, editable, staffWith, validBody } from '../resources/resource-helpers.ts';
import { articleIn, circleWorld, type CircleWorld } from '../circle/circle-helpers.ts';

export const HOUR = 60 * 60_000;
export const DAY = 24 * HOUR;

/** Where a record of the desk stands; SCHEDULED and PUBLISHED are APPROVED, later or now. */
export type DeskState = 'DRAFT' | 'PENDING' | 'REQUEST' | 'REVISION' | 'REJECTED' | 'SCHEDULED' | 'PUBLISHED';

/** The people of the desk: a writer of both staff areas, a reviewer of every area, and Circle's world. */
export type Newsroom = {
  writer: string;
  writerId: number;
  writerName: string;
  reviewer: string;
  reviewerId: number;
  circle: CircleWorld;
  contributorName: string;
};

const me = async (t: TestApp, cookie: string) =>
  json(await t.call({ method: 'GET', url: '/api/internal-user/profile', cookie })).data;

export async function newsroom(t: TestApp): Promise<Newsroom> {
  const writer = await staffWith(t, { ALGORESEARCH: ['read', 'write', 'update'], ALGONEWS: ['read', 'write', 'update'] });
  const reviewer = await staffWith(t, {
    ALGORESEARCH: ['read', 'approval'],
    ALGONEWS: ['read', 'approval'],
    COMMUNITYRESEARCH: ['read', 'approval'],
  });
  const profile = await me(t, writer);
  await addMasterStocks(t, ['BBCA']);
  const reviewerId = (await me(t, reviewer)).id;
  const circle = await circleWorld(t);
  const contributor = json(
    await t.call({ method: 'GET', url: `/api/contributor/detail/${circle.contributorId}`, cookie: circle.owner }),
  ).data;
  return {
    writer,
    writerId: profile.id,
    writerName: profile.fullname,
    reviewer,
    reviewerId,
    circle,
    contributorName: contributor.fullname,
  };
}

/** New sessions for everyone after the clock has jumped past their sessions' lifetime. */
export async function signInAgain(t: TestApp, n: Newsroom): Promise<void> {
  const sessions = createSessionService(t.ctx);
  n.writer = `${SESSION_COOKIE}=${await sessions.create(n.writerId, null, null)}`;
  n.reviewer = `${SESSION_COOKIE}=${await sessions.create(n.reviewerId, null, null)}`;
  n.circle.owner = await t.login('owner@demo.test');
}

let serial = 0;

async function mustStep(t: TestApp, cookie: string, area: string, id: number, body: Record<string, unknown>) {
  const current = json(await t.call({ method: 'GET', url: `/api/${area}/detail/${id}`, cookie })).data;
  const res = await t.call({
    method: 'POST',
    url: `/api/${area}/workflow/${id}`,
    cookie,
    payload: { version: current.version, ...body },
  });
  if (res.statusCode !== 200) throw new Error(`${area} ${String(body.action)}: ${res.statusCode} ${res.body}`);
}

/**
 * A record of `area` brought to `state` through the API, one clock second after the last one, so
 * the desk's order (newest change first) is the order of creation. Returns its id and title.
 */
export async function recordIn(t: TestApp, n: Newsroom, area: string, state: DeskState): Promise<{ id: number; title: string }> {
  t.clock.advance(1000);
  const k = ++serial;
  if (area === 'circle-research') {
    const title = `Riset komunitas ${k}: ${state.toLowerCase()}`;
    if (state === 'SCHEDULED') {
      const id = await articleIn(t, n.circle, 'PENDING', title);
      const at = new Date(t.clock.now().getTime() + 2 * DAY).toISOString();
      await mustStep(t, n.reviewer, area, id, { action: 'approve', scheduled_at: at });
      return { id, title };
    }
    const id = await articleIn(t, n.circle, state === 'PUBLISHED' ? 'APPROVED' : state, title);
    // A change request shows the proposed version, which articleIn titles so.
    return { id, title: state === 'REQUEST' ? `${title} (revisi)` : title };
  }
  const record = await createRecord(t, n.writer, area, validBody(t, area, 1000 + k));
  const title = String(record.title);
  if (state === 'DRAFT') return { id: record.id, title };
  await mustStep(t, n.writer, area, record.id, { action: 'submit' });
  switch (state) {
    case 'PENDING':
      break;
    case 'PUBLISHED':
      await mustStep(t, n.reviewer, area, record.id, { action: 'approve' });
      break;
    case 'SCHEDULED':
      await mustStep(t, n.reviewer, area, record.id, {
        action: 'approve',
        scheduled_at: new Date(t.clock.now().getTime() + 2 * DAY).toISOString(),
      });
      break;
    case 'REQUEST': {
      await mustStep(t, n.reviewer, area, record.id, { action: 'approve' });
      const live = json(await t.call({ method: 'GET', url: `/api/${area}/detail/${record.id}`, cookie: n.writer })).data;
      const res = await t.call({
        method: 'PUT',
        url: `/api/${area}/update/${record.id}`,
        cookie: n.writer,
        payload: { ...editable(area, live), body: '<p>Revisi angka kuartal.</p>' },
      });
      if (res.statusCode !== 200) throw new Error(`edit ${area}: ${res.statusCode} ${res.body}`);
      break;
    }
    case 'REVISION':
      await mustStep(t, n.reviewer, area, record.id, { action: 'request_revision', note: 'Tambahkan data.' });
      break;
    case 'REJECTED':
      await mustStep(t, n.reviewer, area, record.id, { action: 'reject', note: 'Di luar cakupan.' });
      break;
  }
  return { id: record.id, title };
}

/** GET the queue as `cookie` with `query`; the status and parsed body. */
export async function queue(t: TestApp, cookie: string | undefined, query = '') {
  const res = await t.call({
    method: 'GET',
    url: `/api/editorial/queue${query ? `?${query}` : ''}`,
    ...(cookie ? { cookie } : {}),
  });
  return { status: res.statusCode, body: json(res) };
}

export async function deskCounts(t: TestApp, cookie: string, query = '') {
  const res = await t.call({ method: 'GET', url: `/api/editorial/counts${query ? `?${query}` : ''}`, cookie });
  return { status: res.statusCode, body: json(res) };
}

/** The keys of every row of a queue view, through every page of `limit`. */
export async function allKeys(
  t: TestApp,
  cookie: string,
  query: string,
  limit = 3,
): Promise<{ keys: string[]; totals: number[] }> {
  const keys: string[] = [];
  const totals: number[] = [];
  for (let page = 1; page < 50; page++) {
    const { status, body } = await queue(t, cookie, `${query}${query ? '&' : ''}page=${page}&limit=${limit}`);
    if (status !== 200) throw new Error(`queue page ${page}: ${status} ${JSON.stringify(body)}`);
    totals.push(body.data.total);
    keys.push(...body.data.data.map((r: { key: string }) => r.key));
    if (body.data.data.length < limit) break;
  }
  return { keys, totals };
}

/** Soft-delete a record straight in its table (the trash is never on the desk). */
export async function trash(t: TestApp, table: string, id: number): Promise<void> {
  await (t.ctx.db.kysely as Kysely<any>)
    .updateTable(table)
    .set({ deleted_at: t.clock.now().toISOString() })
    .where('id', '=', id)
    .execute();
}
