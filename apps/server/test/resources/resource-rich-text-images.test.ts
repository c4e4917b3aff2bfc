import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RICH_TEXT_IMAGE_MAX_BYTES } from '@rc/contract/resources/resource';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { PNG, addMasterStocks, allCounts, createRecord, multipart, staffWith, validBody } from './resource-helpers.ts';

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(32, 2)]);

/**
 * Images placed in rich text: the resource upload call takes them for a rich-text field as it does
 * for an image field (judged by content, within the rich-text limit), and the sanitiser keeps an
 * image whose source is the media store.
 */
describe.each(DIALECTS)('images in rich text on %s', (dialect) => {
  let t: TestApp;
  let writter: string;
  const files = () => (fs.existsSync(t.uploadsDir) ? fs.readdirSync(t.uploadsDir, { recursive: true }).length : 0);
  const upload = (cookie: string, resource: string, field: string, parts: ReturnType<typeof multipart>) =>
    t.call({ method: 'POST', url: `/api/${resource}/upload/${field}`, cookie, ...parts });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    writter = await t.login('writter@demo.test');
    await addMasterStocks(t, ['BBCA']);
  });
  afterAll(async () => t.close());

  it('stores an image for the body and keeps it in the saved research', async () => {
    const res = await upload(writter, 'algo-research', 'body', multipart('file', 'grafik.png', 'image/png', PNG));
    expect(res.statusCode, res.body).toBe(200);
    const stored = json(res).data;
    expect(stored).toMatchObject({
      path: expect.stringMatching(/^algo-research\/[\w-]+\.png$/),
      url: `/media/${stored.path}`,
      mime: 'image/png',
      bytes: PNG.length,
    });
    expect(fs.readFileSync(path.join(t.uploadsDir, stored.path)).equals(PNG)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: stored.url })).statusCode).toBe(200);

    const body = `<p>Grafik laba</p><img src="${stored.url}" alt="Laba bersih BBCA" onerror="x()"><img src="https://evil.test/x.png">`;
    const record = await createRecord(t, writter, 'algo-research', { ...validBody(t, 'algo-research', 1), body });
    expect(record.body).toBe(`<p>Grafik laba</p><img alt="Laba bersih BBCA" src="${stored.url}" />`);
  });

  it('takes JPEG and WebP, larger than an image field would, and serves Insight too', async () => {
    const jpeg = await upload(writter, 'algo-news', 'body', multipart('file', 'foto.jpg', 'image/jpeg', JPEG));
    expect(jpeg.statusCode, jpeg.body).toBe(200);
    expect(json(jpeg).data.path).toMatch(/^algo-news\/[\w-]+\.jpg$/);
    const webp = await upload(writter, 'algo-research', 'body', multipart('file', 'chart.webp', 'image/webp', WEBP));
    expect(webp.statusCode, webp.body).toBe(200);
    expect(json(webp).data.mime).toBe('image/webp');
    // 3 MB: over the 2 MB of the thumbnail field, within the rich-text limit.
    const large = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]);
    const big = await upload(writter, 'algo-research', 'body', multipart('file', 'besar.png', 'image/png', large));
    expect(big.statusCode, big.body).toBe(200);
    const thumbnail = await upload(writter, 'algo-research', 'thumbnail', multipart('file', 'besar.png', 'image/png', large));
    expect(thumbnail.statusCode).toBe(413);
  });

  it('refuses what is not an image, too big, or for a field that takes none, and stores nothing', async () => {
    const before = await allCounts(t.ctx);
    const filesBefore = files();
    const pdf = await upload(
      writter,
      'algo-research',
      'body',
      multipart('file', 'laporan.pdf', 'application/pdf', Buffer.from('%PDF-1.7\n1 0 obj\n')),
    );
    expect(pdf.statusCode).toBe(415);
    expect(json(pdf).error.message).toMatch(/not a JPEG, PNG or WebP image/);
    const text = await upload(
      writter,
      'algo-research',
      'body',
      multipart('file', 'grafik.png', 'image/png', Buffer.from('<script>alert(1)</script>')),
    );
    expect(text.statusCode).toBe(415);
    expect(json(text).error.message).toMatch(/not a JPEG, PNG or WebP image/);
    const renamed = await upload(writter, 'algo-research', 'body', multipart('file', 'grafik.gif', 'image/gif', PNG));
    expect(renamed.statusCode).toBe(415);
    expect(json(renamed).error.message).toMatch(/named "\.gif" but holds a PNG image/);
    const tooBig = Buffer.concat([PNG, Buffer.alloc(RICH_TEXT_IMAGE_MAX_BYTES)]);
    const big = await upload(writter, 'algo-research', 'body', multipart('file', 'besar.png', 'image/png', tooBig));
    expect(big.statusCode).toBe(413);
    expect(json(big).error.message).toMatch(/larger than 5 MB, the limit for Body/);
    const empty = await upload(writter, 'algo-research', 'body', multipart('file', 'kosong.png', 'image/png', Buffer.alloc(0)));
    expect(empty.statusCode).toBe(400);
    const title = await upload(writter, 'algo-research', 'title', multipart('file', 'grafik.png', 'image/png', PNG));
    expect(title.statusCode).toBe(404);
    expect(json(title).error.message).toMatch(/Fields that do: thumbnail, body/);
    expect(files()).toBe(filesBefore);
    expect(await allCounts(t.ctx)).toEqual(before);
  });

  it('needs write or update on the module, as image fields do', async () => {
    const auditor = await t.login('auditor@demo.test');
    const denied = await upload(auditor, 'algo-research', 'body', multipart('file', 'grafik.png', 'image/png', PNG));
    expect(denied.statusCode).toBe(403);
    expect(json(denied).error.message).toMatch(/ALGORESEARCH/);
    const updater = await staffWith(t, { ALGONEWS: ['update'] });
    expect((await upload(updater, 'algo-news', 'body', multipart('file', 'grafik.png', 'image/png', PNG))).statusCode).toBe(200);
  });
});
