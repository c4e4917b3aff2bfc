import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { PNG, editable, staffWith } from '../resources/resource-helpers.ts';
import { PDF, institutionState, institutionWorld, report, step, upload, type InstitutionWorld } from './institution-helpers.ts';

describe.each(DIALECTS)('institution content on %s', (dialect) => {
  let t: TestApp;
  let world: InstitutionWorld;
  let writer: string;
  let reviewer: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    world = await institutionWorld(t);
    writer = await staffWith(t, { INSTITUTIONCONTENT: ['read', 'write', 'update'] });
    reviewer = await staffWith(t, { INSTITUTIONCONTENT: ['read', 'approval'] });
  });
  afterAll(async () => t.close());

  const create = (cookie: string, payload: Record<string, unknown>) =>
    t.call({ method: 'POST', url: '/api/institution-content/create', cookie, payload });

  it('takes a PDF judged by its bytes, serves it under /media and files it with the report', async () => {
    const res = await upload(t, writer, 'pdf', 'bbri-company-update.pdf', 'application/pdf', PDF);
    expect(res.statusCode, res.body).toBe(200);
    const { path, url, mime } = json(res).data;
    expect(path).toMatch(/^institution-content\/[\w-]+\.pdf$/);
    expect(mime).toBe('application/pdf');
    const created = await create(writer, report(world, { pdf: path }));
    expect(created.statusCode, created.body).toBe(201);
    expect(json(created).data).toMatchObject({
      pdf: path,
      status: 'DRAFT',
      tickers: ['BBRI'],
      slug: 'bbri-pertumbuhan-kredit-mikro-tetap-solid',
    });
    const download = await t.app.inject({ method: 'GET', url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('refuses a file that is not a PDF (415), one too large (413) and a PDF in an image field, writing nothing', async () => {
    const before = await institutionState(t);
    const png = await upload(t, writer, 'pdf', 'report.pdf', 'application/pdf', PNG);
    expect(png.statusCode).toBe(415);
    expect(json(png).error.message).toBe('That file is not a PDF. PDF report takes PDF files only.');
    const text = await upload(t, writer, 'pdf', 'report.pdf', 'application/pdf', Buffer.from('Laporan riset BBRI'));
    expect(text.statusCode).toBe(415);
    const big = await upload(
      t,
      writer,
      'pdf',
      'big.pdf',
      'application/pdf',
      Buffer.concat([PDF, Buffer.alloc(21 * 1024 * 1024)]),
    );
    expect(big.statusCode).toBe(413);
    expect(json(big).error.message).toMatch(/larger than 20 MB/);
    const misnamed = await upload(t, writer, 'pdf', 'report.png', 'image/png', PDF);
    expect(misnamed.statusCode).toBe(415);
    expect(json(misnamed).error.message).toMatch(/named ".png" but holds a PDF/);
    const inImage = await upload(t, writer, 'thumbnail', 'cover.png', 'image/png', PDF);
    expect(inImage.statusCode).toBe(415);
    expect(await institutionState(t)).toEqual(before);
  });

  it('refuses a PDF path that was never uploaded, an image path in the PDF field, and a missing or inactive institution', async () => {
    const before = await institutionState(t);
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ pdf: 'institution-content/never-uploaded.pdf' }, 'pdf', /no uploaded file/],
      [{ pdf: 'institution-content/cover.png' }, 'pdf', /must be a PDF uploaded through this form/],
      [{ institution_id: 999_999 }, 'institution_id', /No institution with id 999999/],
      [{ report_type: 'TECHNICAL' }, 'report_type', /COMPANY, SECTOR, MACRO, DAILY/],
      [{ tickers: ['BBRI', 'bbri.jk'] }, 'tickers', /BBRI.JK is not a valid code/],
    ];
    for (const [patch, field, message] of cases) {
      const res = await create(writer, report(world, { title: `Riset ${field} ditolak`, ...patch }));
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(JSON.stringify(json(res).error.fields)).toMatch(message);
      expect(Object.keys(json(res).error.fields).join(), JSON.stringify(patch)).toContain(field);
    }
    const inactive = (
      await t.call({
        method: 'POST',
        url: '/api/institution/create',
        cookie: world.owner,
        payload: { name: 'Sekuritas Tutup', broker_code: 'QQ', status: 'INACTIVE' },
      })
    ).json().data;
    const res = await create(writer, report(world, { institution_id: inactive.id }));
    expect(res.statusCode).toBe(400);
    expect(json(res).error.fields.institution_id).toBe(
      'Sekuritas Tutup is inactive; reactivate it in Broker Data or choose another institution',
    );
    const after = await institutionState(t);
    expect(after.counts.institution_content).toBe(before.counts.institution_content);
  });

  it('goes through review: the writer submits, cannot approve; another staff member approves and it shows on the desk', async () => {
    const record = json(await create(writer, report(world, { title: 'ASII: Penjualan Mobil Melambat', tickers: ['ASII'] }))).data;
    expect((await step(t, writer, 'institution-content', record.id, { action: 'submit' })).statusCode).toBe(200);
    const desk = json(
      await t.call({ method: 'GET', url: '/api/editorial/queue?status=PENDING&area=institution-content', cookie: reviewer }),
    );
    expect(desk.data.data.map((r: { key: string }) => r.key)).toContain(`institution-content-${record.id}`);

    // The writer holds no approval: 403. An owner who edited it last may not approve it (maker–checker).
    expect((await step(t, writer, 'institution-content', record.id, { action: 'approve' })).statusCode).toBe(403);
    const detail = json(
      await t.call({ method: 'GET', url: `/api/institution-content/detail/${record.id}`, cookie: world.owner }),
    ).data;
    const edited = await t.call({
      method: 'PUT',
      url: `/api/institution-content/update/${record.id}`,
      cookie: world.owner,
      payload: { ...editable('institution-content', detail), summary: 'Penjualan mobil turun 4% mom.' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const own = await step(t, world.owner, 'institution-content', record.id, { action: 'approve' });
    expect(own.statusCode).toBe(409);
    expect(json(own).error.message).toMatch(/edited/);

    // Sending back needs a note; then the writer submits again and a reviewer approves.
    expect((await step(t, reviewer, 'institution-content', record.id, { action: 'request_revision' })).statusCode).toBe(400);
    expect(
      (await step(t, reviewer, 'institution-content', record.id, { action: 'request_revision', note: 'Tambahkan target harga.' }))
        .statusCode,
    ).toBe(200);
    expect((await step(t, writer, 'institution-content', record.id, { action: 'submit' })).statusCode).toBe(200);
    const approved = await step(t, reviewer, 'institution-content', record.id, { action: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(json(approved).data).toMatchObject({ status: 'APPROVED', published_at: expect.any(String) });
    const published = json(
      await t.call({ method: 'GET', url: '/api/editorial/queue?status=PUBLISHED&area=institution-content', cookie: reviewer }),
    );
    expect(published.data.data.map((r: { key: string }) => r.key)).toContain(`institution-content-${record.id}`);
  });

  it('lists by institution, report type and ticker', async () => {
    const list = async (q: string) =>
      json(await t.call({ method: 'GET', url: `/api/institution-content/list?${q}`, cookie: reviewer })).data.data.map(
        (r: { title: string }) => r.title,
      );
    expect(await list(`institution_id=${world.institutionId}&tickers=ASII`)).toEqual(['ASII: Penjualan Mobil Melambat']);
    expect(await list('report_type=MACRO')).toEqual([]);
  });
});
