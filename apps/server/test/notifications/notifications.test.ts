import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_EVENT_UNREAD } from '@rc/contract/notification';
import { createNotificationService } from '@/notifications/notification.service.ts';
import { DEMO_PASSWORD, DIALECTS, createTestApp, insertStaff, json, rowCount, type TestApp } from '../test-app.ts';
import { hashPassword } from '@/auth/password-hash.ts';
import { createSessionService } from '@/auth/session.service.ts';
import { staffWith } from '../resources/resource-helpers.ts';
import { openEventStream } from '../event-stream-helpers.ts';
import { mountMemos } from '../workflow/workflow-fixture.ts';
import { desk, edit, memoIn, step, type Desk } from '../workflow/workflow-helpers.ts';

const METRICS = 'metrics-token-for-notification-tests';

type Row = {
  recipient_id: number;
  kind: string;
  area: string;
  record_id: number | null;
  body: string | null;
  actor_name: string | null;
};

/** Every notification of a record, as (recipient, kind) pairs. */
async function toldOf(t: TestApp, recordId: number, kind?: string): Promise<Row[]> {
  let q = (t.ctx.db.kysely as Kysely<any>)
    .selectFrom('notifications')
    .select(['recipient_id', 'kind', 'area', 'record_id', 'body', 'actor_name'])
    .where('record_id', '=', recordId)
    .where('area', '=', 'test-memo');
  if (kind) q = q.where('kind', '=', kind);
  return (await q.orderBy('recipient_id').execute()) as Row[];
}
/** Active staff holding approval on the memos' module (STANDUP), read straight from the permissions. */
async function approvers(t: TestApp): Promise<number[]> {
  const rows = await t.ctx.db.kysely
    .selectFrom('staff_permissions')
    .innerJoin('staff_users', 'staff_users.id', 'staff_permissions.user_id')
    .select('user_id')
    .where('module', '=', 'STANDUP')
    .where('action', '=', 'approval')
    .where('staff_users.status', '=', 'ACTIVE')
    .execute();
  return rows.map((r) => Number(r.user_id)).sort((a, b) => a - b);
}
const recipients = (rows: Row[]) => rows.map((r) => Number(r.recipient_id)).sort((a, b) => a - b);

const me = async (t: TestApp, cookie: string) =>
  json(await t.call({ method: 'GET', url: '/api/internal-user/profile', cookie })).data.id as number;

describe.each(DIALECTS)('staff notifications on %s', (dialect) => {
  let t: TestApp;
  let d: Desk;
  let secondId: number;
  let bystander: string;
  let bystanderId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect, { extend: mountMemos, env: { METRICS_TOKEN: METRICS } });
    d = await desk(t);
    secondId = await me(t, d.second);
    bystander = await staffWith(t, { STANDUP: ['read', 'write', 'update'] });
    bystanderId = await me(t, bystander);
  });
  afterAll(async () => t.close());
  /** The clock moved past the sessions' idle limit: the same people sign in again. */
  async function signInAgain() {
    const again = async (id: number) => `rc_session=${await createSessionService(t.ctx).create(id, null, null)}`;
    d = { ...d, writer: await again(d.writerId), reviewer: await again(d.reviewerId), second: await again(secondId) };
    bystander = await again(bystanderId);
  }

  it('a submission tells every holder of approval on the area, and not its author or anyone else', async () => {
    const id = await memoIn(t, d, 'PENDING');
    const told = await toldOf(t, id);
    expect(new Set(told.map((r) => r.kind))).toEqual(new Set(['submitted']));
    expect(recipients(told)).toEqual(await approvers(t));
    expect(recipients(told)).toEqual(expect.arrayContaining([d.reviewerId, secondId]));
    expect(recipients(told)).not.toContain(d.writerId);
    expect(recipients(told)).not.toContain(bystanderId);
  });

  it('sending back tells the author with the note; approval and the Scheduler’s publication tell them too', async () => {
    const id = await memoIn(t, d, 'REVISION');
    const back = await toldOf(t, id, 'sent-back');
    expect(recipients(back)).toEqual([d.writerId]);
    expect(back[0]).toMatchObject({ body: 'Tambahkan data kredit.' });

    const approved = await memoIn(t, d, 'APPROVED');
    expect(recipients(await toldOf(t, approved, 'approved'))).toEqual([d.writerId]);

    const scheduled = await memoIn(t, d, 'SCHEDULED');
    expect(recipients(await toldOf(t, scheduled, 'scheduled'))).toEqual([d.writerId]);
    t.clock.advance(86_400_000 + 1000);
    await t.ctx.jobs.runDue();
    const published = await toldOf(t, scheduled, 'published');
    expect(recipients(published)).toEqual([d.writerId]);
    expect(published[0]).toMatchObject({ actor_name: 'Scheduler' });
    await signInAgain();
  });

  it('a change to published content goes to the reviewers; applying or dropping it to the author and the last editor', async () => {
    const id = await memoIn(t, d, 'APPROVED');
    // The bystander edits it last: they hear of the outcome beside the author.
    const res = await edit(t, bystander, id, { summary: 'Ringkasan baru dari editor lain.' });
    expect(res.statusCode, res.body).toBe(200);
    const everyApprover = await approvers(t);
    expect(recipients(await toldOf(t, id, 'submitted'))).toEqual([...everyApprover, ...everyApprover].sort((a, b) => a - b));
    expect((await step(t, d.reviewer, id, { action: 'approve' })).statusCode).toBe(200);
    expect(recipients(await toldOf(t, id, 'change-applied'))).toEqual([d.writerId, bystanderId].sort((a, b) => a - b));

    await edit(t, d.writer, id, { summary: 'Sekali lagi diubah.' });
    expect((await step(t, d.second, id, { action: 'reject', note: 'Versi lama lebih tepat.' })).statusCode).toBe(200);
    const dropped = await toldOf(t, id, 'change-dropped');
    expect(recipients(dropped)).toEqual([d.writerId]);
    expect(dropped[0]!.body).toBe('Versi lama lebih tepat.');
  });

  it('one notification per event and recipient, however often the event is told', async () => {
    const id = await memoIn(t, d, 'PENDING');
    const event = {
      kind: 'submitted' as const,
      area: 'test-memo',
      record_id: id,
      title: 'Again',
      path: '/research',
      event_key: `test-memo:${id}:submit:2`,
    };
    const now = t.clock.now().toISOString();
    const again = await t.ctx.db.kysely
      .transaction()
      .execute((trx) => t.ctx.notifier.notify(trx, [d.reviewerId, secondId, d.reviewerId], event, now));
    expect(again).toBe(0);
    expect(recipients(await toldOf(t, id))).toEqual(await approvers(t));
  });

  it('counts what it writes by kind for the metrics', async () => {
    await memoIn(t, d, 'REVISION');
    const scrape = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS}` } });
    const counted = Object.fromEntries(
      scrape.body
        .split('\n')
        .filter((line) => line.startsWith('rc_notifications_total{'))
        .map((line) => [line.slice(line.indexOf('"') + 1, line.lastIndexOf('"')), Number(line.split(' ').at(-1))]),
    );
    const written = await (t.ctx.db.kysely as Kysely<any>)
      .selectFrom('notifications')
      .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('kind')
      .execute();
    expect(counted).toEqual(Object.fromEntries(written.map((r) => [r.kind, Number(r.n)])));
    expect(counted['sent-back']).toBeGreaterThanOrEqual(1);
  });

  it('a refused step tells nobody', async () => {
    const id = await memoIn(t, d, 'PENDING');
    const before = await rowCount(t.ctx.db.kysely, 'notifications');
    const res = await step(t, d.writer, id, { action: 'approve' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(await rowCount(t.ctx.db.kysely, 'notifications')).toBe(before);
  });

  describe('the calls: a person sees, reads and counts only their own', () => {
    it('lists newest first with the record and its path, counts unread, filters and pages', async () => {
      const id = await memoIn(t, d, 'REVISION');
      const list = json(await t.call({ method: 'GET', url: '/api/notification/list?limit=5', cookie: d.writer })).data;
      expect(list.limit).toBe(5);
      expect(list.page).toBe(1);
      expect(list.total).toBeGreaterThan(2);
      const ids = list.data.map((n: { id: number }) => n.id);
      expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
      expect(list.data[0]).toMatchObject({
        kind: 'sent-back',
        area: 'test-memo',
        record_id: id,
        path: '/research',
        body: 'Tambahkan data kredit.',
        read_at: null,
      });
      expect(list.data[0].actor_name).toMatch(/^Staf Uji/);
      const count = json(await t.call({ method: 'GET', url: '/api/notification/unread-count', cookie: d.writer })).data;
      expect(count.total).toBe(list.total);

      const onlySentBack = json(
        await t.call({ method: 'GET', url: '/api/notification/list?kind=sent-back', cookie: d.writer }),
      ).data;
      expect(onlySentBack.data.every((n: { kind: string }) => n.kind === 'sent-back')).toBe(true);
      const page2 = json(await t.call({ method: 'GET', url: '/api/notification/list?limit=1&page=2', cookie: d.writer })).data;
      expect(page2.data[0].id).toBe(ids[1]);

      for (const bad of ['unread=maybe', 'limit=0', 'limit=1000', 'page=-1', 'kind=nothing', 'extra=1']) {
        const res = await t.call({ method: 'GET', url: `/api/notification/list?${bad}`, cookie: d.writer });
        expect(res.statusCode, bad).toBe(400);
        expect(json(res).error.message).toBeTruthy();
      }
      expect((await t.call({ method: 'GET', url: '/api/notification/list' })).statusCode).toBe(401);
    });

    it('reads one, refuses another’s with a 404 and leaves it unread, reads all', async () => {
      await memoIn(t, d, 'REVISION');
      const mine = json(await t.call({ method: 'GET', url: '/api/notification/list?unread=true', cookie: d.writer })).data;
      const theirs = json(await t.call({ method: 'GET', url: '/api/notification/list?unread=true', cookie: d.reviewer })).data;
      const first = mine.data[0];

      const read = await t.call({ method: 'POST', url: `/api/notification/read/${first.id}`, cookie: d.writer });
      expect(read.statusCode).toBe(200);
      expect(json(read).data.notification).toMatchObject({ id: first.id, read_at: t.clock.now().toISOString() });
      const after = json(await t.call({ method: 'GET', url: '/api/notification/unread-count', cookie: d.writer })).data;
      expect(after.total).toBe(mine.total - 1);
      const readOnly = json(await t.call({ method: 'GET', url: '/api/notification/list?unread=false', cookie: d.writer })).data;
      expect(readOnly.data.map((n: { id: number }) => n.id)).toContain(first.id);

      const other = theirs.data[0];
      const refused = await t.call({ method: 'POST', url: `/api/notification/read/${other.id}`, cookie: d.writer });
      expect(refused.statusCode).toBe(404);
      expect(json(refused).error.message).toContain(String(other.id));
      const still = json(await t.call({ method: 'GET', url: '/api/notification/unread-count', cookie: d.reviewer })).data;
      expect(still.total).toBe(theirs.total);
      expect((await t.call({ method: 'POST', url: '/api/notification/read/abc', cookie: d.writer })).statusCode).toBe(400);

      const all = json(await t.call({ method: 'POST', url: '/api/notification/read-all', cookie: d.writer })).data;
      expect(all.read).toBe(mine.total - 1);
      expect(json(await t.call({ method: 'GET', url: '/api/notification/unread-count', cookie: d.writer })).data.total).toBe(0);
      expect(json(await t.call({ method: 'GET', url: '/api/notification/unread-count', cookie: d.reviewer })).data.total).toBe(
        theirs.total,
      );
    });

    it('the live count follows submissions and reading without a reload', async () => {
      const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const reviewer = await openEventStream(
        `${base}/api/notification/events`,
        d.reviewer,
        NOTIFICATION_EVENT_UNREAD,
        (x) => x.total as number,
      );
      try {
        expect(reviewer.res.headers.get('content-type')).toContain('text/event-stream');
        const start = await reviewer.next(1);
        await memoIn(t, d, 'PENDING');
        expect(await reviewer.next(2)).toBe(start + 1);
        await t.call({ method: 'POST', url: '/api/notification/read-all', cookie: d.reviewer });
        expect(await reviewer.next(3)).toBe(0);
      } finally {
        reviewer.close();
      }
      const anonymous = await fetch(`${base}/api/notification/events`);
      expect(anonymous.status).toBe(401);
    });
  });

  describe('email', () => {
    it('settings are the person’s own, checked, and default to a daily digest', async () => {
      const cookie = await staffWith(t, { STANDUP: ['read'] });
      const get = async () => json(await t.call({ method: 'GET', url: '/api/notification/settings', cookie })).data.settings;
      expect(await get()).toEqual({ email: 'digest', time_zone: 'UTC', chosen: false });
      const bad = await t.call({
        method: 'POST',
        url: '/api/notification/settings',
        cookie,
        payload: { email: 'hourly', time_zone: 'Mars/Olympus' },
      });
      expect(bad.statusCode).toBe(400);
      expect(json(bad).error.fields).toMatchObject({ email: expect.any(String), time_zone: expect.any(String) });
      expect(await get()).toEqual({ email: 'digest', time_zone: 'UTC', chosen: false });
      const ok = await t.call({
        method: 'POST',
        url: '/api/notification/settings',
        cookie,
        payload: { email: 'none', time_zone: 'Asia/Jakarta' },
      });
      expect(ok.statusCode).toBe(200);
      expect(await get()).toEqual({ email: 'none', time_zone: 'Asia/Jakarta', chosen: true });
    });

    it('each event: a mail per notification through the outbox, once', async () => {
      const ok = await t.call({
        method: 'POST',
        url: '/api/notification/settings',
        cookie: d.writer,
        payload: { email: 'each', time_zone: 'Asia/Jakarta' },
      });
      expect(ok.statusCode).toBe(200);
      const before = await rowCount(t.ctx.db.kysely, 'mail_outbox');
      const id = await memoIn(t, d, 'REVISION');
      await t.ctx.jobs.runDue();
      await t.ctx.jobs.runDue();
      const mails = await t.ctx.db.kysely.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').limit(5).execute();
      expect((await rowCount(t.ctx.db.kysely, 'mail_outbox')) - before).toBe(1);
      expect(mails[0]!.subject).toContain('Sent back for revision');
      expect(mails[0]!.text_body).toContain('Tambahkan data kredit.');
      expect(mails[0]!.text_body).toContain('http://console.test/research');
      expect(mails[0]!.text_body).toContain('WIB');
      expect((await toldOf(t, id, 'sent-back'))[0]).toBeTruthy();
      await t.call({
        method: 'POST',
        url: '/api/notification/settings',
        cookie: d.writer,
        payload: { email: 'digest', time_zone: 'UTC' },
      });
    });

    it('a daily digest at 08:00 in the person’s time zone, grouped by area, once a day', async () => {
      const cookie = await staffWith(t, { STANDUP: ['read', 'approval'] });
      const id = await me(t, cookie);
      await t.call({
        method: 'POST',
        url: '/api/notification/settings',
        cookie,
        payload: { email: 'digest', time_zone: 'Asia/Jakarta' },
      });
      await memoIn(t, d, 'PENDING');
      await memoIn(t, d, 'PENDING');
      const service = createNotificationService(t.ctx);
      // Move the clock to the next 00:30 UTC (07:30 in Jakarta): not yet.
      const now = t.clock.now();
      const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 0, 30));
      t.clock.advance(next.getTime() - now.getTime());
      await service.runDigests();
      await t.ctx.jobs.runDue();
      const email = (
        await t.ctx.db.kysely.selectFrom('staff_users').select('email').where('id', '=', id).executeTakeFirstOrThrow()
      ).email;
      const mine = () =>
        t.ctx.db.kysely
          .selectFrom('mail_outbox')
          .selectAll()
          .where('to_address', '=', email)
          .where('subject', 'like', '%unread notification%')
          .execute();
      expect(await mine()).toHaveLength(0);
      // 01:05 UTC is 08:05 in Jakarta: the digest goes, once, however many nodes look.
      t.clock.advance(35 * 60_000);
      expect(await service.runDigests()).toBeGreaterThanOrEqual(1);
      expect(await service.runDigests()).toBe(0);
      await t.ctx.jobs.runDue();
      const sent = await mine();
      expect(sent).toHaveLength(1);
      expect(sent[0]!.subject).toBe('Research Console: 2 unread notifications');
      expect(sent[0]!.text_body).toContain('(2)');
      expect(sent[0]!.text_body).toContain('http://console.test/user#notification-email');
      // Mailed ones are not mailed again the next day; new ones are.
      t.clock.advance(24 * 3_600_000);
      await service.runDigests();
      await t.ctx.jobs.runDue();
      expect(await mine()).toHaveLength(1);
      await signInAgain();
    });
  });

  describe('security notices go to the person concerned', () => {
    it('a sign-in from a new address tells them; the first sign-in and a known address do not', async () => {
      const email = `notice-${Date.now()}@demo.test`;
      const id = await insertStaff(t, email, { passwordHash: await hashPassword(DEMO_PASSWORD) });
      const signIn = (remoteAddress: string) =>
        t.call({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: DEMO_PASSWORD },
          remoteAddress,
          headers: { 'user-agent': 'Firefox/140' },
        });
      expect((await signIn('10.1.1.1')).statusCode).toBe(200);
      expect((await signIn('10.1.1.1')).statusCode).toBe(200);
      expect(await accountNotices(t, id)).toEqual([]);
      expect((await signIn('10.2.2.2')).statusCode).toBe(200);
      expect((await signIn('10.2.2.2')).statusCode).toBe(200);
      const notices = await accountNotices(t, id);
      expect(notices.map((n) => n.kind)).toEqual(['new-sign-in']);
      expect(notices[0]!.title).toContain('10.2.2.2');
      expect(notices[0]!.body).toContain('Firefox/140');
    });

    it('a change of their permissions or role tells them, not the owner who made it', async () => {
      const owner = await t.login(t.ctx.config.adminEmail);
      const ownerId = await me(t, owner);
      const id = await insertStaff(t, `perm-${Date.now()}@demo.test`);
      const res = await t.call({
        method: 'PUT',
        url: `/api/user-permission/${id}`,
        cookie: owner,
        payload: { ...emptyLists(), read_action: ['STANDUP'], note: 'Untuk meja riset.' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const notices = await accountNotices(t, id);
      expect(notices.map((n) => n.kind)).toEqual(['permissions-changed']);
      expect(notices[0]!.body).toContain('Untuk meja riset.');
      expect(await accountNotices(t, ownerId)).toEqual([]);
      // Saving the same set again changes nothing and tells nobody.
      await t.call({
        method: 'PUT',
        url: `/api/user-permission/${id}`,
        cookie: owner,
        payload: { ...emptyLists(), read_action: ['STANDUP'] },
      });
      expect(await accountNotices(t, id)).toHaveLength(1);
    });
  });
});

async function accountNotices(t: TestApp, staffId: number) {
  return (await (t.ctx.db.kysely as Kysely<any>)
    .selectFrom('notifications')
    .select(['kind', 'title', 'body'])
    .where('recipient_id', '=', staffId)
    .where('area', '=', 'account')
    .orderBy('id')
    .execute()) as Array<{ kind: string; title: string; body: string | null }>;
}

const emptyLists = () => ({ read_action: [], write_action: [], update_action: [], approval_action: [], delete_action: [] });

describe.runIf(DIALECTS.includes('postgres'))('staff notifications across nodes on postgres', () => {
  let a: TestApp;
  let b: TestApp;
  let d: Desk;
  beforeAll(async () => {
    a = await createTestApp('postgres', { extend: mountMemos });
    b = await createTestApp('postgres', { extend: mountMemos, database: a.url, clock: a.clock });
    d = await desk(a);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('a submission on one node moves the bell of a reviewer whose stream is on the other', async () => {
    const base = await b.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(
      `${base}/api/notification/events`,
      d.reviewer,
      NOTIFICATION_EVENT_UNREAD,
      (x) => x.total as number,
    );
    try {
      const start = await stream.next(1);
      await memoIn(a, d, 'PENDING');
      expect(await stream.next(2, 5000)).toBe(start + 1);
    } finally {
      stream.close();
    }
  });

  it('the same event told by two nodes at once is written once per recipient', async () => {
    const id = await memoIn(a, d, 'PENDING');
    const event = {
      kind: 'approved' as const,
      area: 'test-memo',
      record_id: id,
      title: 'Race',
      path: '/research',
      event_key: `race:${id}`,
    };
    const now = a.clock.now().toISOString();
    const told = await Promise.all(
      [a, b, a, b].map((node) =>
        node.ctx.db.kysely.transaction().execute((trx) => node.ctx.notifier.notify(trx, [d.writerId, d.reviewerId], event, now)),
      ),
    );
    expect(told.reduce((x, y) => x + y, 0)).toBe(2);
    const rows = await (a.ctx.db.kysely as Kysely<any>)
      .selectFrom('notifications')
      .select('id')
      .where('event_key', '=', `race:${id}`)
      .execute();
    expect(rows).toHaveLength(2);
  });
  it('the Scheduler’s publication run on two nodes at once tells the author once', async () => {
    const id = await memoIn(a, d, 'SCHEDULED');
    a.clock.advance(86_400_000 + 1000);
    await Promise.all([a.ctx.jobs.runDue(), b.ctx.jobs.runDue()]);
    const rows = await (a.ctx.db.kysely as Kysely<any>)
      .selectFrom('notifications')
      .select('recipient_id')
      .where('record_id', '=', id)
      .where('area', '=', 'test-memo')
      .where('kind', '=', 'published')
      .execute();
    expect(rows.map((r) => Number(r.recipient_id))).toEqual([d.writerId]);
  });
});
