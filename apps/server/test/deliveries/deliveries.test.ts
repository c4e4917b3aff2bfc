import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, json, rowCount, type TestApp } from '../test-app.ts';
import { createRecord, staffWith } from '../resources/resource-helpers.ts';
import { addClients, addPlans, blastBody, deliveryRows, drain, editionBody } from './delivery-helpers.ts';

describe.each(DIALECTS)('research blasts and newsletters (%s)', (dialect) => {
  let t: TestApp;
  let owner: string;
  let writer: string;
  let sender: string;
  let ids: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await t.login('owner@demo.test');
    writer = await staffWith(t, {
      ALGORESEARCHBLAST: ['read', 'write', 'update', 'delete'],
      NEWSLETTER: ['read', 'write', 'update'],
    });
    sender = await staffWith(t, { ALGORESEARCHBLAST: ['read', 'approval'], NEWSLETTER: ['read', 'approval'] });
    await addPlans(t, owner, ['PRO_30', 'PREMIUM_365', 'BASIC_30']);
    ids = await addClients(t, [
      { email: 'pro.verified@example.com', plan: 'PRO_30', newsletter: 'SUBSCRIBED' },
      { email: 'pro.unverified@example.com', plan: 'PRO_30', verified: false, newsletter: 'SUBSCRIBED' },
      { email: 'pro.ended@example.com', plan: 'PRO_30', planDays: -1 },
      { email: 'premium@example.com', plan: 'PREMIUM_365', newsletter: 'SUBSCRIBED' },
      { email: 'free@example.com' },
      { email: 'suspended@example.com', plan: 'PRO_30', suspended: true, newsletter: 'SUBSCRIBED' },
      { email: 'removed@example.com', plan: 'PRO_30', deleted: true },
      { email: 'left@example.com', plan: 'PRO_30', newsletter: 'UNSUBSCRIBED' },
    ]);
  });
  afterAll(() => t.close());

  const count = async (name: string, query: string, cookie = writer) => {
    const res = await t.call({ method: 'GET', url: `/api/${name}/audience-count${query}`, cookie });
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data.total as number;
  };

  it('counts an audience: active plans, verified only, never suspended, removed or unsubscribed clients', async () => {
    // All: every active client who did not opt out (5 of 8).
    expect(await count('research-blast', '')).toBe(5);
    expect(await count('research-blast', '?plans=PRO_30')).toBe(2);
    expect(await count('research-blast', '?plans=pro_30,PREMIUM_365&verified_only=true')).toBe(2);
    expect(await count('research-blast', '?plans=BASIC_30')).toBe(0);
    // Newsletters go only to those who opted in.
    expect(await count('newsletter', '')).toBe(3);
    expect(await count('newsletter', '?plans=PRO_30&verified_only=true')).toBe(1);
    // Without SITE_URL the links in the mail point at the console's own address, and the answer says so.
    const answer = await t.call({ method: 'GET', url: '/api/newsletter/audience-count', cookie: writer });
    expect(json(answer).data.links).toEqual({ site_url: 'http://console.test', configured: false });
    const bad = await t.call({ method: 'GET', url: '/api/research-blast/audience-count?plans=PRO 30', cookie: writer });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(json(bad).error)).toContain('PRO 30');
  });

  it('keeps the author from sending; another staff member with approval sends it once, by email through the outbox', async () => {
    const blast = await createRecord(t, writer, 'research-blast', blastBody({ audience: 'PLANS', plans: ['PRO_30'] }));
    expect(blast.status).toBe('DRAFT');
    const own = await t.call({ method: 'POST', url: `/api/research-blast/send/${blast.id}`, cookie: writer, payload: {} });
    expect(own.statusCode).toBe(403);
    const ownerAsAuthor = await createRecord(t, owner, 'research-blast', blastBody());
    const byAuthor = await t.call({
      method: 'POST',
      url: `/api/research-blast/send/${ownerAsAuthor.id}`,
      cookie: owner,
      payload: {},
    });
    expect(byAuthor.statusCode).toBe(403);
    expect(json(byAuthor).error.message).toContain('maker–checker');

    const outboxBefore = await rowCount(t.ctx.db.kysely, 'mail_outbox');
    // The body is optional: a POST with none at all sends now.
    const res = await t.call({ method: 'POST', url: `/api/research-blast/send/${blast.id}`, cookie: sender });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data).toEqual({ status: 'SENDING', audience: 2 });
    // A second send is refused: it is no longer a draft.
    const again = await t.call({ method: 'POST', url: `/api/research-blast/send/${blast.id}`, cookie: sender, payload: {} });
    expect(again.statusCode).toBe(409);
    // Nor can it be edited now.
    const edit = await t.call({
      method: 'PUT',
      url: `/api/research-blast/update/${blast.id}`,
      cookie: writer,
      payload: { ...blastBody({ audience: 'PLANS', plans: ['PRO_30'], title: 'Diubah' }), version: json(res).data.version ?? 2 },
    });
    expect(edit.statusCode).toBe(409);

    await drain(t);
    const detail = json(await t.call({ method: 'GET', url: `/api/research-blast/detail/${blast.id}`, cookie: writer })).data;
    expect(detail).toMatchObject({ status: 'SENT', recipient_count: 2, sent_count: 2, failed_count: 0 });
    const rows = await deliveryRows(t, 'research-blast', blast.id);
    expect(rows.map((r) => r.email).sort()).toEqual(['pro.unverified@example.com', 'pro.verified@example.com']);
    expect(rows.every((r) => r.status === 'SENT')).toBe(true);
    expect(await rowCount(t.ctx.db.kysely, 'mail_outbox')).toBe(outboxBefore + 2);
    const mails = await t.ctx.db.kysely.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').limit(2).execute();
    expect(mails[0]!.subject).toBe('Riset Baru: BBCA Kualitas Aset Terjaga');
    expect(mails[0]!.html_body).toContain('/api/public/unsubscribe?token=');
    expect(mails[0]!.text_body).toContain('Riset terbaru tim kami sudah terbit.');

    const list = await t.call({ method: 'GET', url: `/api/research-blast/deliveries/${blast.id}?status=SENT`, cookie: writer });
    expect(list.statusCode).toBe(200);
    expect(json(list).meta).toMatchObject({ total: 2, counts: { SENT: 2, FAILED: 0, PENDING: 0 } });
    expect(json(list).data[0]).toMatchObject({ status: 'SENT', channel: 'EMAIL', fullname: expect.stringContaining('Klien') });
    const history = json(await t.call({ method: 'GET', url: `/api/research-blast/history/${blast.id}`, cookie: writer }));
    expect(JSON.stringify(history)).toContain('send');
    // Its author and its sender learn that it went out.
    for (const cookie of [writer, sender]) {
      expect(await campaignNotices(cookie, blast.id)).toEqual([
        expect.objectContaining({
          kind: 'campaign-sent',
          area: 'research-blast',
          body: 'Delivered to 2 recipients.',
          path: `/research-blast/editor/existing/${blast.id}`,
        }),
      ]);
    }
  });

  /** The caller's notifications of one blast. */
  async function campaignNotices(cookie: string, id: number) {
    const list = json(await t.call({ method: 'GET', url: '/api/notification/list?area=research-blast&limit=100', cookie })).data;
    return list.data.filter((n: { record_id: number }) => n.record_id === id);
  }

  it('refuses an audience of nobody before anything changes', async () => {
    const blast = await createRecord(t, writer, 'research-blast', blastBody({ audience: 'PLANS', plans: ['BASIC_30'] }));
    const res = await t.call({ method: 'POST', url: `/api/research-blast/send/${blast.id}`, cookie: sender, payload: {} });
    expect(res.statusCode).toBe(409);
    expect(json(res).error.message).toContain('Nobody is in this audience');
    const after = json(await t.call({ method: 'GET', url: `/api/research-blast/detail/${blast.id}`, cookie: writer })).data;
    expect(after.status).toBe('DRAFT');
  });

  it('writes one in-app notification per client and links the research it announces', async () => {
    const research = await createRecord(t, owner, 'algo-research', {
      title: 'BBCA: Kualitas Aset Tetap Terjaga',
      first_summary: 'NIM stabil dan kredit tumbuh.',
      short_description: 'Ringkasan riset BBCA.',
      body: '<p>Isi riset.</p>',
    });
    const blast = await createRecord(
      t,
      writer,
      'research-blast',
      blastBody({
        channel: 'IN_APP',
        research_id: research.id,
        audience: 'PLANS',
        plans: ['PRO_30', 'PREMIUM_365'],
        verified_only: true,
      }),
    );
    expect(
      (await t.call({ method: 'POST', url: `/api/research-blast/send/${blast.id}`, cookie: sender, payload: {} })).statusCode,
    ).toBe(200);
    await drain(t);
    const notes = await t.ctx.db.kysely
      .selectFrom('client_notifications')
      .selectAll()
      .where('campaign', '=', 'research-blast')
      .where('campaign_id', '=', blast.id)
      .execute();
    expect(notes.map((n) => n.client_id).sort()).toEqual([ids['pro.verified@example.com'], ids['premium@example.com']].sort());
    // Unpublished research is not linked (a reader could not open it).
    expect(notes[0]!.link).toBeNull();
    const unknown = await t.call({
      method: 'POST',
      url: '/api/research-blast/create',
      cookie: writer,
      payload: blastBody({ research_id: 999_999 }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).error.fields.research_id).toContain('999999');
  });

  it('waits until the scheduled time, then sends; a cancel stops what has not been sent', async () => {
    const later = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const blast = await createRecord(t, writer, 'research-blast', blastBody());
    const res = await t.call({
      method: 'POST',
      url: `/api/research-blast/send/${blast.id}`,
      cookie: sender,
      payload: { at: later },
    });
    expect(json(res).data.status).toBe('SCHEDULED');
    await drain(t);
    expect(await deliveryRows(t, 'research-blast', blast.id)).toHaveLength(0);
    t.clock.advance(3_600_000);
    await drain(t);
    const sent = json(await t.call({ method: 'GET', url: `/api/research-blast/detail/${blast.id}`, cookie: writer })).data;
    expect(sent).toMatchObject({ status: 'SENT', sent_count: 5 });

    const second = await createRecord(t, writer, 'research-blast', blastBody({ title: 'Dibatalkan' }));
    const at = new Date(t.clock.now().getTime() + 60_000).toISOString();
    await t.call({ method: 'POST', url: `/api/research-blast/send/${second.id}`, cookie: sender, payload: { at } });
    const cancel = await t.call({ method: 'POST', url: `/api/research-blast/cancel/${second.id}`, cookie: sender });
    expect(cancel.statusCode, cancel.body).toBe(200);
    t.clock.advance(120_000);
    await drain(t);
    expect(await deliveryRows(t, 'research-blast', second.id)).toHaveLength(0);
    const twice = await t.call({ method: 'POST', url: `/api/research-blast/cancel/${second.id}`, cookie: sender });
    expect(twice.statusCode).toBe(409);
  });

  it('stops mid-way when cancelled: the deliveries not yet sent are cancelled, the sent ones stay', async () => {
    const blast = await createRecord(t, writer, 'research-blast', blastBody({ title: 'Berhenti di tengah' }));
    await t.call({ method: 'POST', url: `/api/research-blast/send/${blast.id}`, cookie: sender, payload: {} });
    // Take the audience and send two, as a pass interrupted after its first batch would have.
    const service = await import('@/modules/campaigns/delivery.repository.ts');
    const repo = service.createDeliveryRepository(t.ctx.db.kysely);
    await repo.materialise(
      'research-blast',
      blast.id,
      'EMAIL',
      { plans: [], verifiedOnly: false, optedInOnly: false, at: t.clock.now().toISOString() },
      t.clock.now().toISOString(),
    );
    const first = (await deliveryRows(t, 'research-blast', blast.id)).slice(0, 2);
    const firstIds = await t.ctx.db.kysely
      .selectFrom('deliveries')
      .select('id')
      .where('campaign', '=', 'research-blast')
      .where('campaign_id', '=', blast.id)
      .orderBy('id')
      .limit(first.length)
      .execute();
    await repo.move(
      firstIds.map((r) => Number(r.id)),
      'PENDING',
      { status: 'SENT', now: t.clock.now().toISOString() },
    );
    const cancelled = await t.call({ method: 'POST', url: `/api/research-blast/cancel/${blast.id}`, cookie: sender });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await drain(t);
    const rows = await deliveryRows(t, 'research-blast', blast.id);
    expect(rows.filter((r) => r.status === 'SENT')).toHaveLength(2);
    expect(rows.filter((r) => r.status === 'CANCELLED')).toHaveLength(3);
    const detail = json(await t.call({ method: 'GET', url: `/api/research-blast/detail/${blast.id}`, cookie: writer })).data;
    expect(detail.status).toBe('CANCELLED');
    // The author learns of it; the sender who cancelled it needs no notice of their own step.
    expect(await campaignNotices(writer, blast.id)).toEqual([
      expect.objectContaining({ kind: 'campaign-cancelled', body: 'Cancelled: 3 messages not yet sent will not go.' }),
    ]);
    expect(await campaignNotices(sender, blast.id)).toEqual([]);
    const trash = await t.call({ method: 'DELETE', url: `/api/research-blast/delete/${blast.id}`, cookie: writer });
    expect(trash.statusCode, trash.body).toBe(200);
  });

  it('sends a newsletter edition only to subscribers, with its research and Insight blocks, and sends a test to its writer', async () => {
    const research = await createRecord(t, owner, 'algo-research', {
      title: 'TLKM: Data Center Jadi Mesin Baru',
      first_summary: 'Pendapatan data center naik 30%.',
      short_description: 'Ringkasan riset TLKM.',
      body: '<p>Isi riset.</p>',
    });
    // Publish it the way the console does: approve with the owner after another writer submits.
    await t.ctx.db.kysely
      .updateTable('algo_research')
      .set({ status: 'APPROVED', published_at: t.clock.now().toISOString() })
      .where('id', '=', research.id)
      .execute();
    const edition = await createRecord(t, writer, 'newsletter', editionBody({ research_ids: [research.id] }));
    const test = await t.call({ method: 'POST', url: `/api/newsletter/test/${edition.id}`, cookie: owner });
    expect(test.statusCode, test.body).toBe(200);
    expect(json(test).data.to).toBe('owner@demo.test');
    const testMail = await t.ctx.db.kysely
      .selectFrom('mail_outbox')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(testMail.subject).toBe('[Test] Weekly Research Digest');
    expect(testMail.html_body).toContain('TLKM: Data Center Jadi Mesin Baru');
    expect(testMail.html_body).toContain('/research/');

    expect(
      (await t.call({ method: 'POST', url: `/api/newsletter/send/${edition.id}`, cookie: sender, payload: {} })).statusCode,
    ).toBe(200);
    await drain(t);
    const rows = await deliveryRows(t, 'newsletter', edition.id);
    expect(rows.map((r) => r.email).sort()).toEqual([
      'premium@example.com',
      'pro.unverified@example.com',
      'pro.verified@example.com',
    ]);
    const detail = json(await t.call({ method: 'GET', url: `/api/newsletter/detail/${edition.id}`, cookie: writer })).data;
    expect(detail).toMatchObject({ status: 'SENT', recipient_count: 3, sent_count: 3 });
  });

  it('unsubscribes by the link in a mail, without signing in; an unsubscribed client gets no newsletter again', async () => {
    const mail = await t.ctx.db.kysely
      .selectFrom('mail_outbox')
      .select('html_body')
      .where('to_address', '=', 'premium@example.com')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const link = /href="([^"]*\/api\/public\/unsubscribe\?token=[^"]+)"/.exec(mail.html_body!)![1]!;
    const path = new URL(link.replace(/&amp;/g, '&')).pathname + new URL(link.replace(/&amp;/g, '&')).search;
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Unsubscribe');
    // Opening the link changes nothing (mail scanners open links).
    expect(await count('newsletter', '')).toBe(3);
    const done = await t.app.inject({ method: 'POST', url: path, headers: { accept: 'application/json' } });
    expect(done.statusCode, done.body).toBe(200);
    expect(await count('newsletter', '')).toBe(2);
    expect(await count('research-blast', '?plans=PREMIUM_365')).toBe(0);

    const forged = await t.app.inject({ method: 'POST', url: path.replace(/token=\d+/, `token=${ids['free@example.com']}`) });
    expect(forged.statusCode).toBe(400);
    const garbage = await t.app.inject({ method: 'GET', url: '/api/public/unsubscribe?token=%3Cscript%3E' });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.body).not.toContain('<script>');

    const edition = await createRecord(t, writer, 'newsletter', editionBody({ subject: 'Edisi Berikutnya' }));
    await t.call({ method: 'POST', url: `/api/newsletter/send/${edition.id}`, cookie: sender, payload: {} });
    await drain(t);
    const rows = await deliveryRows(t, 'newsletter', edition.id);
    expect(rows.map((r) => r.email)).not.toContain('premium@example.com');
    const subscribers = json(
      await t.call({ method: 'GET', url: '/api/newsletter-subscriber/list?status=UNSUBSCRIBED', cookie: writer }),
    );
    expect(subscribers.data.data.map((s: { email: string }) => s.email)).toContain('premium@example.com');
  });

  it('enforces the permission of every call', async () => {
    const blast = await createRecord(t, writer, 'research-blast', blastBody({ title: 'Izin' }));
    const reader = await staffWith(t, { ALGORESEARCHBLAST: ['read'] });
    const stranger = await staffWith(t, { NEWSLETTER: ['read', 'approval', 'update'] });
    const calls = [
      { method: 'GET' as const, url: '/api/research-blast/audience-count', need: 'read' },
      { method: 'GET' as const, url: `/api/research-blast/deliveries/${blast.id}`, need: 'read' },
      { method: 'POST' as const, url: `/api/research-blast/send/${blast.id}`, need: 'approval' },
      { method: 'POST' as const, url: `/api/research-blast/cancel/${blast.id}`, need: 'approval' },
      { method: 'POST' as const, url: `/api/research-blast/test/${blast.id}`, need: 'update' },
    ];
    for (const call of calls) {
      const none = await t.call({ ...call, cookie: stranger, payload: call.method === 'POST' ? {} : undefined });
      expect(none.statusCode, `${call.url} without the module`).toBe(403);
      const read = await t.call({ ...call, cookie: reader, payload: call.method === 'POST' ? {} : undefined });
      expect(read.statusCode, `${call.url} with read only`).toBe(call.need === 'read' ? 200 : 403);
      const anonymous = await t.call({ ...call, payload: call.method === 'POST' ? {} : undefined });
      expect(anonymous.statusCode).toBe(401);
    }
    const unknown = await t.call({ method: 'POST', url: '/api/research-blast/send/424242', cookie: sender, payload: {} });
    expect(unknown.statusCode).toBe(404);
    const badAt = await t.call({
      method: 'POST',
      url: `/api/research-blast/send/${blast.id}`,
      cookie: sender,
      payload: { at: 'tomorrow' },
    });
    expect(badAt.statusCode).toBe(400);
    const badBody = await t.call({
      method: 'POST',
      url: `/api/research-blast/send/${blast.id}`,
      cookie: sender,
      payload: { at: 5, extra: 1 },
    });
    expect(badBody.statusCode).toBe(400);
    const badStatus = await t.call({
      method: 'GET',
      url: `/api/research-blast/deliveries/${blast.id}?status=LOST`,
      cookie: writer,
    });
    expect(badStatus.statusCode).toBe(400);
    const plans = await t.call({
      method: 'POST',
      url: '/api/newsletter/create',
      cookie: writer,
      payload: editionBody({ audience: 'PLANS' }),
    });
    expect(plans.statusCode).toBe(400);
    expect(json(plans).error.fields.plans).toContain('Choose at least one plan');
    const ghostPlan = await t.call({
      method: 'POST',
      url: '/api/newsletter/create',
      cookie: writer,
      payload: editionBody({ audience: 'PLANS', plans: ['GHOST_1'] }),
    });
    expect(ghostPlan.statusCode).toBe(400);
  });
});
