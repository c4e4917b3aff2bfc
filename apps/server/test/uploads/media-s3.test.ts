import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMasterDataDemo } from '@/seed/demo/master-data.demo-seed.ts';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { PNG, createRecord, editable, multipart, validBody } from '../resources/resource-helpers.ts';
import { startS3TestServer, type S3TestServer } from './s3-test-server.ts';

const PREFIX = 'console';
const MEDIA_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

describe.each(DIALECTS)('media in an S3-compatible bucket on %s', (dialect) => {
  let s3: S3TestServer;
  let t: TestApp;
  let owner: string;

  beforeAll(async () => {
    s3 = await startS3TestServer(`${PREFIX}/`);
    t = await createTestApp(dialect, { env: s3.env });
    owner = await t.login('owner@demo.test');
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const uploadIcon = async (content = PNG) =>
    t.call({
      method: 'POST',
      url: '/api/category/upload/icon',
      cookie: owner,
      ...multipart('file', 'icon.png', 'image/png', content),
    });
  const filesHere = () => (fs.existsSync(t.uploadsDir) ? fs.readdirSync(t.uploadsDir, { recursive: true }) : []);

  it('stores an upload made through the API in the bucket, under the prefix, and not on this machine', async () => {
    expect(t.ctx.media.kind).toBe('s3');
    const res = await uploadIcon();
    expect(res.statusCode, res.body).toBe(200);
    const stored = json(res).data as { path: string; url: string };
    expect(stored.path).toMatch(/^category\/[\w-]+\.png$/);
    expect(stored.url).toBe(`/media/${stored.path}`);
    expect((await s3.read(`${PREFIX}/${stored.path}`))?.equals(PNG)).toBe(true);
    expect(filesHere()).toEqual([]);
  });

  it('serves it back under the media base with the same headers as the directory', async () => {
    const stored = json(await uploadIcon()).data as { url: string };
    const media = await t.app.inject({ method: 'GET', url: stored.url });
    expect(media.statusCode).toBe(200);
    expect(media.rawPayload.equals(PNG)).toBe(true);
    expect(media.headers['content-type']).toBe('image/png');
    expect(media.headers['content-length']).toBe(String(PNG.length));
    expect(media.headers['content-security-policy']).toBe(MEDIA_CSP);
    expect(media.headers['x-content-type-options']).toBe('nosniff');
    expect(media.headers['content-disposition']).toBe('inline');
    expect(media.headers['cache-control']).toBe('public, max-age=604800');
    // Media need no client header: the browser loads them as images.
    expect(media.headers['www-authenticate']).toBeUndefined();

    const head = await t.app.inject({ method: 'HEAD', url: stored.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
  });

  it('shows PDFs inline and sends any other type as an attachment, typed as stored', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    await t.ctx.media.put('institution-content/report.pdf', pdf, 'application/pdf');
    const shown = await t.app.inject({ method: 'GET', url: '/media/institution-content/report.pdf' });
    expect(shown.headers['content-type']).toBe('application/pdf');
    expect(shown.headers['content-disposition']).toBe('inline');
    expect(shown.rawPayload.equals(pdf)).toBe(true);

    await t.ctx.media.put('exports/notes.txt', Buffer.from('plain words'), 'text/plain');
    const other = await t.app.inject({ method: 'GET', url: '/media/exports/notes.txt' });
    expect(other.statusCode).toBe(200);
    expect(other.headers['content-type']).toMatch(/^text\/plain/);
    expect(other.headers['content-disposition']).toBe('attachment');
    expect(other.headers['content-security-policy']).toBe(MEDIA_CSP);
  });

  it('answers a missing or malformed key with a 404 in the error envelope, never a 500', async () => {
    for (const url of [
      '/media/category/no-such-file.png',
      '/media/..%2F..%2Fetc%2Fpasswd',
      '/media/%2Fetc%2Fpasswd',
      '/media/category/..%5C..%5Cwin.ini',
      '/media/category/a%00b.png',
      `/media/${'a/'.repeat(300)}x.png`,
      '/media/',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(404);
      expect(json(res).error.code, url).toBe('NOT_FOUND');
    }
  });

  it('accepts a record that names an uploaded file and refuses one that names a missing or unsafe key', async () => {
    const stored = json(await uploadIcon()).data as { path: string };
    const category = await createRecord(t, owner, 'category', { ...validBody(t, 'category', 2), icon: stored.path });
    expect(category.icon).toBe(stored.path);

    const update = (icon: string) =>
      t.call({
        method: 'PUT',
        url: `/api/category/update/${category.id}`,
        cookie: owner,
        payload: { ...editable('category', category), icon },
      });
    for (const icon of ['category/never-uploaded.png', 'ad-banner/never-uploaded.png']) {
      const res = await update(icon);
      expect(res.statusCode, `${icon}: ${res.body}`).toBe(400);
      expect(json(res).error.fields.icon, icon).toMatch(/no uploaded image at .*upload the image again/);
    }
    // The prefix belongs to the bucket, never to the key a record holds.
    for (const icon of ['../../etc/passwd', '/etc/passwd', 'category/..%2F..%2Fx.png', `${PREFIX}/${stored.path}`]) {
      const res = await update(icon);
      expect(res.statusCode, `${icon}: ${res.body}`).toBe(400);
      expect(json(res).error.fields.icon, icon).toBeTruthy();
    }
    const detail = json(await t.call({ method: 'GET', url: `/api/category/detail/${category.id}`, cookie: owner })).data;
    expect(detail.icon).toBe(stored.path);
  });

  it('removes the old avatar from the bucket when a new one replaces it', async () => {
    const upload = async () => {
      const res = await t.call({
        method: 'POST',
        url: '/api/content-contributor/update-thumbnail',
        cookie: owner,
        ...multipart('thumbnail', 'me.png', 'image/png', PNG),
      });
      expect(res.statusCode, res.body).toBe(200);
      return json(res).data.thumbnail as string;
    };
    const first = await upload();
    expect(await s3.has(`${PREFIX}/${first}`)).toBe(true);
    const second = await upload();
    expect(second).not.toBe(first);
    expect(await s3.has(`${PREFIX}/${first}`)).toBe(false);
    expect(await s3.has(`${PREFIX}/${second}`)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/media/${first}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/media/${second}` })).statusCode).toBe(200);
  });

  it('writes the demo seed’s images to the bucket too', async () => {
    await seedMasterDataDemo(t.ctx);
    const banners = json(await t.call({ method: 'GET', url: '/api/ad-banner/list', cookie: owner })).data.data as {
      desktop_image: string;
      mobile_image: string;
    }[];
    expect(banners.length).toBeGreaterThan(0);
    for (const b of banners) {
      const png = await s3.read(`${PREFIX}/${b.desktop_image}`);
      expect(png?.subarray(1, 4).toString('latin1'), b.desktop_image).toBe('PNG');
      expect(await s3.has(`${PREFIX}/${b.mobile_image}`), b.mobile_image).toBe(true);
    }
    expect(filesHere()).toEqual([]);
  });
});

describe('media in the uploads directory, as before', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t?.close());

  it('writes uploads to the directory and serves them with the same headers as the bucket', async () => {
    expect(t.ctx.media.kind).toBe('local');
    const owner = await t.login('owner@demo.test');
    const res = await t.call({
      method: 'POST',
      url: '/api/category/upload/icon',
      cookie: owner,
      ...multipart('file', 'icon.png', 'image/png', PNG),
    });
    const stored = json(res).data as { path: string; url: string };
    expect(fs.readFileSync(`${t.uploadsDir}/${stored.path}`).equals(PNG)).toBe(true);
    const media = await t.app.inject({ method: 'GET', url: stored.url });
    expect(media.statusCode).toBe(200);
    expect(media.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG.length),
      'content-security-policy': MEDIA_CSP,
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
      'cache-control': 'public, max-age=604800',
    });
    const missing = await t.app.inject({ method: 'GET', url: '/media/category/no-such-file.png' });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).error.code).toBe('NOT_FOUND');
  });
});
