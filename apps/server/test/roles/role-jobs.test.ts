import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { addMasterStocks, createRecord, multipart, staffAs, validBody } from '../resources/resource-helpers.ts';
import { articleIn, circleWorld, respond } from '../circle/circle-helpers.ts';

/**
 * Each demo role does its whole job (docs/domain.md, "Roles and their jobs") with its preset alone,
 * choosing every referenced record by name through the choices call, never typing an id or code
 * it would have to know.
 */
describe.each(DIALECTS)('each role does its job with its preset on %s', (dialect) => {
  let t: TestApp;
  let owner: string;
  let writter: string;
  let auditor: string;
  let admin: string;
  let secondAdmin: string;
  const made: Record<string, number> = {};

  const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.call({ method, url, cookie, ...(payload === undefined ? {} : { payload: payload as never }) });
  const ok = async (res: Promise<LightMyRequestResponse>, status = 200) => {
    const answer = await res;
    expect(answer.statusCode, answer.body).toBe(status);
    return json(answer).data;
  };
  /** The one choice of `field` of `resource` matching `q` (fails unless exactly one). */
  const choose = async (cookie: string, resource: string, field: string, q: string, extra = '') => {
    const found = await ok(call(cookie, 'GET', `/api/${resource}/options/${field}?q=${encodeURIComponent(q)}${extra}`));
    expect(found, `${resource}.${field} ~ ${q}`).toHaveLength(1);
    return found[0].value as number | string;
  };
  const step = async (cookie: string, area: string, id: number, body: Record<string, unknown>) => {
    const { version } = await ok(call(owner, 'GET', `/api/${area}/detail/${id}`));
    return call(cookie, 'POST', `/api/${area}/workflow/${id}`, { ...body, version });
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await t.login('owner@demo.test');
    [writter, auditor, admin, secondAdmin] = [
      await staffAs(t, 'writter'),
      await staffAs(t, 'auditor'),
      await staffAs(t, 'admin'),
      await staffAs(t, 'admin'),
    ];
    await addMasterStocks(t, ['BBCA', 'TLKM']);
    await t.ctx.db.kysely
      .updateTable('master_stocks')
      .set({ company_name: 'Telkom Indonesia Tbk' })
      .where('ticker', '=', 'TLKM')
      .execute();
    await createRecord(t, owner, 'category', { article_category_name: 'Telekomunikasi' });
    await createRecord(t, owner, 'master-tag', { name: 'Data Center', applies_to: 'BOTH' });
    await createRecord(t, owner, 'subscription', { name: 'Pro Bulanan', code: 'PRO_30', price: 149_000, duration_days: 30 });
    await createRecord(t, owner, 'institution', { ...validBody(t, 'institution', 1), name: 'Mandiri Sekuritas' });
  });
  afterAll(async () => t.close());

  it('writter: drafts research, Insight and a report choosing every reference by name, answers a review note, and finds it all in My work', async () => {
    const research = await ok(
      call(writter, 'POST', '/api/algo-research/create', {
        title: 'TLKM: Data Center Menopang Pertumbuhan',
        first_summary: 'Pendapatan data center tumbuh dua digit.',
        short_description: 'Riset eksklusif tentang TLKM.',
        body: '<p>Isi riset</p>',
        category_id: await choose(writter, 'algo-research', 'category_id', 'telekomunikasi'),
        tags: [await choose(writter, 'algo-research', 'tags', 'data center')],
        tickers: [await choose(writter, 'algo-research', 'tickers', 'telkom')],
        plans: [await choose(writter, 'algo-research', 'plans', 'pro bulanan')],
      }),
      201,
    );
    expect(research).toMatchObject({ tickers: ['TLKM'], plans: ['PRO_30'], writter: { fullname: expect.any(String) } });
    made.research = research.id;
    made.news = (
      await ok(
        call(writter, 'POST', '/api/algo-news/create', {
          ...validBody(t, 'algo-news', 1),
          tickers: [await choose(writter, 'algo-news', 'tickers', 'TLK')],
        }),
        201,
      )
    ).id;
    made.report = (
      await ok(
        call(writter, 'POST', '/api/institution-content/create', {
          institution_id: await choose(writter, 'institution-content', 'institution_id', 'mandiri'),
          title: 'TLKM: Laporan Kuartal III',
          report_type: 'COMPANY',
          summary: 'Laba bersih di atas konsensus.',
          body: '<p>Laporan</p>',
        }),
        201,
      )
    ).id;
    for (const [area, id] of [
      ['algo-research', made.research],
      ['algo-news', made.news],
      ['institution-content', made.report],
    ] as const)
      await ok(step(writter, area, id!, { action: 'submit' }));

    // The auditor sends the research back; the writter reads the note, fixes it and submits again.
    await ok(step(auditor, 'algo-research', made.research!, { action: 'request_revision', note: 'Tambahkan proyeksi capex.' }));
    expect(await ok(call(writter, 'GET', `/api/algo-research/detail/${made.research}`))).toMatchObject({
      status: 'REVISION',
      response_note: 'Tambahkan proyeksi capex.',
      auditor: { fullname: expect.any(String) },
    });
    const current = await ok(call(writter, 'GET', `/api/algo-research/detail/${made.research}`));
    await ok(
      call(writter, 'PUT', `/api/algo-research/update/${made.research}`, {
        title: current.title,
        slug: current.slug,
        first_summary: current.first_summary,
        short_description: current.short_description,
        body: '<p>Isi riset dengan proyeksi capex 2027.</p>',
        category_id: current.category_id,
        tags: current.tags,
        tickers: current.tickers,
        plans: current.plans,
        version: current.version,
      }),
    );
    expect(await ok(step(writter, 'algo-research', made.research!, { action: 'submit' }))).toMatchObject({
      status: 'PENDING',
      response_note: null,
    });
    const mine = await ok(call(writter, 'GET', '/api/editorial/queue?status=MINE&limit=100'));
    expect(mine.data.map((r: { key: string }) => r.key).sort()).toEqual(
      [`algo-news-${made.news}`, `algo-research-${made.research}`, `institution-content-${made.report}`].sort(),
    );

    // Moderation, review and campaigns are other people's jobs.
    expect((await step(writter, 'algo-news', made.news!, { action: 'approve' })).statusCode).toBe(403);
    expect((await call(writter, 'POST', '/api/research-blast/create', validBody(t, 'research-blast', 1))).statusCode).toBe(403);
    const world = await circleWorld(t);
    const article = await articleIn(t, world, 'PENDING');
    expect((await respond(t, writter, article, { status: 'APPROVED' })).statusCode).toBe(403);
  });

  it('auditor: reviews every area from the desk, where writers have names, approves now or for later, rejects with a note', async () => {
    const review = await ok(call(auditor, 'GET', '/api/editorial/queue?status=REVIEW&limit=100'));
    const research = review.data.find((r: { key: string }) => r.key === `algo-research-${made.research}`);
    expect(research).toMatchObject({ author: expect.any(String), bucket: 'REVIEW' });
    const row = (await ok(call(auditor, 'GET', '/api/algo-news/list?status=PENDING'))).data[0];
    expect(row.writter).toMatchObject({ fullname: research.author });

    // Insight now; research at the next full hour; the report rejected.
    expect(await ok(step(auditor, 'algo-news', made.news!, { action: 'approve' }))).toMatchObject({ status: 'APPROVED' });
    const at = new Date(Math.ceil((t.clock.now().getTime() + 1) / 3_600_000) * 3_600_000).toISOString();
    const late = await step(auditor, 'algo-research', made.research!, {
      action: 'approve',
      scheduled_at: '2026-01-01T00:00:00Z',
    });
    expect(late.statusCode).toBe(400);
    expect(json(late).error.fields).toHaveProperty('scheduled_at');
    expect(await ok(step(auditor, 'algo-research', made.research!, { action: 'approve', scheduled_at: at }))).toMatchObject({
      status: 'SCHEDULED',
      published_at: null,
    });
    const counts = await ok(call(auditor, 'GET', '/api/algo-research/counts'));
    expect(counts.by.status.SCHEDULED).toBe(1);
    expect((await ok(call(auditor, 'GET', '/api/editorial/counts'))).by.SCHEDULED).toBe(1);
    expect(
      await ok(step(auditor, 'institution-content', made.report!, { action: 'reject', note: 'Sumber data tidak jelas.' })),
    ).toMatchObject({
      status: 'REJECTED',
    });
    // What a Pro reader will see of the research.
    expect((await call(auditor, 'GET', `/api/preview/algo-research/${made.research}?as=PRO_30`)).statusCode).toBe(200);
    // Circle, from the specification's moderation call.
    const world = await circleWorld(t);
    const article = await articleIn(t, world, 'PENDING');
    expect((await respond(t, auditor, article, { status: 'APPROVED' })).statusCode).toBe(200);

    t.clock.advance(2 * 3_600_000);
    await t.ctx.jobs.runDue();
    auditor = await staffAs(t, 'auditor');
    expect(await ok(call(auditor, 'GET', `/api/algo-research/detail/${made.research}`))).toMatchObject({ status: 'APPROVED' });
    // Drafting is not the auditor's job.
    expect((await call(auditor, 'POST', '/api/algo-research/create', validBody(t, 'algo-research', 9))).statusCode).toBe(403);
  });

  it('admin: runs people, campaigns, content placement, master data and stocks; another admin sends what one drafted', async () => {
    owner = await t.login('owner@demo.test');
    [admin, secondAdmin] = [await staffAs(t, 'admin'), await staffAs(t, 'admin')];
    const invited = await ok(
      call(admin, 'POST', '/api/internal-user/invite', {
        fullname: 'Rina Kusuma',
        email: 'rina.kusuma@demo.test',
        role: 'writter',
      }),
      201,
    );
    expect(invited).toMatchObject({ status: 'INVITED', role: 'writter' });
    const colleague = await ok(call(await staffAs(t, 'writter'), 'GET', '/api/internal-user/profile'));
    await ok(call(admin, 'POST', `/api/internal-user/suspend/${colleague.id}`));
    await ok(call(admin, 'POST', `/api/internal-user/reactivate/${colleague.id}`));
    const reader = (fullname: string, email: string) => ({
      fullname,
      email,
      verified_at: '2026-10-01T00:00:00.000Z',
      registered_at: '2026-10-01T00:00:00.000Z',
      created_at: '2026-10-01T00:00:00.000Z',
      updated_at: '2026-10-01T00:00:00.000Z',
    });
    await t.ctx.db.kysely.insertInto('clients').values(reader('Sari Investor', 'sari.investor@gmail.com')).execute();
    const client = await t.ctx.db.kysely
      .insertInto('clients')
      .values(reader('Budi Pembaca', 'budi.pembaca@gmail.com'))
      .returning('id')
      .executeTakeFirstOrThrow();
    await ok(call(admin, 'POST', `/api/client/suspend/${client.id}`, { reason: 'Berbagi akun berbayar' }));
    const contributor = await ok(call(admin, 'POST', '/api/contributor/create', validBody(t, 'contributor', 5)), 201);
    await ok(
      call(admin, 'POST', '/api/sub-account-contributor/create', {
        contributor_id: await choose(admin, 'sub-account-contributor', 'contributor_id', String(contributor.fullname)),
        fullname: 'Rina Analis',
        email: 'rina.analis@komunitas.test',
      }),
      201,
    );
    await ok(
      call(admin, 'POST', '/api/subscription/create', {
        name: 'Premium Tahunan',
        code: 'PREMIUM_365',
        price: 1_490_000,
        duration_days: 365,
      }),
      201,
    );
    await ok(
      call(admin, 'POST', '/api/master-stock/create', { ticker: 'BMRI', company_name: 'Bank Mandiri Tbk', sector: 'Financials' }),
      201,
    );
    const csv = multipart(
      'file',
      'daily.csv',
      'text/csv',
      Buffer.from(
        'ticker,date,open,high,low,close,volume,value,frequency\nBMRI,2026-11-20,6000,6100,5950,6050,1000,6050000,10\n',
      ),
    );
    expect((await t.call({ method: 'POST', url: '/api/stock-data/import', cookie: admin, ...csv })).statusCode).toBe(200);

    // A blast about the research, chosen by its title (live first); its author cannot send it.
    const researchId = await choose(admin, 'research-blast', 'research_id', 'data center');
    const blast = await ok(
      call(admin, 'POST', '/api/research-blast/create', { ...validBody(t, 'research-blast', 2), research_id: researchId }),
      201,
    );
    const own = await call(admin, 'POST', `/api/research-blast/send/${blast.id}`, {});
    expect(own.statusCode).toBe(403);
    expect(json(own).error.message).toContain('maker–checker');
    expect(await ok(call(secondAdmin, 'POST', `/api/research-blast/send/${blast.id}`, {}))).toMatchObject({ status: 'SENDING' });
    const sent = await ok(call(admin, 'GET', `/api/research-blast/detail/${blast.id}`));
    expect(sent.sender).toMatchObject({ fullname: expect.any(String) });
    expect(sent.sender.id).not.toBe(sent.created_by);
    // The live research on the home carousel, chosen by title.
    const slide = await ok(
      call(admin, 'POST', '/api/hybrid-slider/create', {
        content_type: 'ALGORESEARCH',
        content_id: await choose(admin, 'hybrid-slider', 'content_id', 'data center', '&content_type=ALGORESEARCH'),
        start_at: t.clock.now().toISOString(),
      }),
      201,
    );
    expect(slide.content_id).toBe(researchId);
    // Keys and the audit log are owners' jobs.
    expect((await call(admin, 'POST', '/api/api-key/create', { name: 'Situs publik', scopes: ['slides:read'] })).statusCode).toBe(
      403,
    );
    expect((await call(admin, 'GET', '/api/audit/verify')).statusCode).toBe(403);
  });

  it('owner: sets a person’s permissions, issues and revokes an API key, and checks the audit log', async () => {
    owner = await t.login('owner@demo.test');
    const person = await ok(call(writter, 'GET', '/api/internal-user/profile'));
    const set = await ok(call(owner, 'GET', `/api/user-permission/${person.id}`));
    await ok(
      call(owner, 'PUT', `/api/user-permission/${person.id}`, {
        read_action: set.read_action,
        write_action: set.write_action.filter((m: string) => m !== 'INSTITUTIONCONTENT'),
        update_action: set.update_action,
        approval_action: set.approval_action,
        delete_action: set.delete_action,
      }),
    );
    const refused = await call(writter, 'POST', '/api/institution-content/create', { title: 'Tidak boleh' });
    expect(refused.statusCode).toBe(403);
    const key = await ok(call(owner, 'POST', '/api/api-key/create', { name: 'Situs publik', scopes: ['slides:read'] }), 201);
    expect(key.key).toEqual(expect.any(String));
    await ok(call(owner, 'POST', `/api/api-key/revoke/${key.api_key.id}`));
    expect(await ok(call(owner, 'GET', '/api/audit/verify'))).toMatchObject({ ok: true });
  });
});
