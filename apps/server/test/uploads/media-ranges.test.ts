import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../test-app.ts';
import { PNG, createRecord, editable, validBody } from '../resources/resource-helpers.ts';
import { startS3TestServer, type S3TestServer } from './s3-test-server.ts';

/** Bytes whose slices are easy to read: 0123456789 abcdefghij … */
const FILE = Buffer.from('0123456789abcdefghijklmnopqrstuvwxyz');
const KEY = 'institution-content/ranges.pdf';
const URL = `/media/${KEY}`;

/**
 * The media route answers the same from either store (media-routes.ts): validators, ranges and
 * conditional requests, as a browser's cache and a PDF viewer use them. The database plays no part
 * in these answers, so one (SQLite) serves.
 */
describe.each(['local', 's3'] as const)('media from the %s store: validators, ranges and conditional requests', (store) => {
  let s3: S3TestServer | undefined;
  let t: TestApp;
  beforeAll(async () => {
    s3 = store === 's3' ? await startS3TestServer('console/') : undefined;
    t = await createTestApp('sqlite', { env: s3?.env ?? {} });
    expect(t.ctx.media.kind).toBe(store);
    await t.ctx.media.put(KEY, FILE, 'application/pdf');
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const get = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: URL, headers });
  const validators = async () => {
    const { headers } = await get();
    return { etag: String(headers.etag), lastModified: String(headers['last-modified']) };
  };

  it('sends the whole file with its ETag and Last-Modified, and says it takes ranges', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(FILE)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(FILE.length),
      'accept-ranges': 'bytes',
      'cache-control': 'public, max-age=604800',
      'x-content-type-options': 'nosniff',
    });
    expect(res.headers.etag).toMatch(/^"[^"]+"$/);
    expect(Date.parse(String(res.headers['last-modified']))).toBeGreaterThan(Date.now() - 60_000);

    const head = await t.app.inject({ method: 'HEAD', url: URL });
    expect(head.statusCode).toBe(200);
    expect(head.headers).toMatchObject({
      'content-length': String(FILE.length),
      etag: res.headers.etag,
      'accept-ranges': 'bytes',
    });
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers a byte range with 206 and that part, from a start, to the end, or the last bytes', async () => {
    const cases: Array<[string, number, number]> = [
      ['bytes=2-5', 2, 5],
      ['bytes=30-', 30, 35],
      ['bytes=-4', 32, 35],
      ['bytes=33-1000', 33, 35],
      ['bytes=-1000', 0, 35],
    ];
    for (const [range, start, end] of cases) {
      const res = await get({ range });
      expect(res.statusCode, range).toBe(206);
      expect(res.headers['content-range'], range).toBe(`bytes ${start}-${end}/${FILE.length}`);
      expect(res.headers['content-length'], range).toBe(String(end - start + 1));
      expect(res.body, range).toBe(FILE.subarray(start, end + 1).toString());
    }
  });

  it('answers a range past the end with 416 and the size, and ignores ranges it does not take', async () => {
    for (const range of ['bytes=36-', 'bytes=100-200', 'bytes=-0']) {
      const res = await get({ range });
      expect(res.statusCode, range).toBe(416);
      expect(res.headers['content-range'], range).toBe(`bytes */${FILE.length}`);
      expect(json(res).error.message, range).toMatch(/not in the file: it has 36 bytes/);
    }
    // Several ranges, another unit, nonsense: the whole file, as the RFC allows.
    for (const range of ['bytes=0-1,4-5', 'items=0-1', 'bytes=5-2', 'bytes=x-y']) {
      const res = await get({ range });
      expect(res.statusCode, range).toBe(200);
      expect(res.rawPayload.equals(FILE), range).toBe(true);
    }
  });

  it('answers 304 to a client whose copy is current, by ETag or by date, and sends it to one whose copy is not', async () => {
    const { etag, lastModified } = await validators();
    const notModified = await get({ 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
    expect(notModified.headers['cache-control']).toBe('public, max-age=604800');
    expect((await get({ 'if-none-match': `"another", ${etag}` })).statusCode).toBe(304);
    expect((await get({ 'if-none-match': '"another-version"' })).statusCode).toBe(200);

    expect((await get({ 'if-modified-since': lastModified })).statusCode).toBe(304);
    expect((await get({ 'if-modified-since': new Date(Date.now() + 60_000).toUTCString() })).statusCode).toBe(304);
    expect((await get({ 'if-modified-since': new Date(Date.parse(lastModified) - 60_000).toUTCString() })).statusCode).toBe(200);
    // If-None-Match decides when both are sent (RFC 9110): a different ETag is a different file.
    expect((await get({ 'if-none-match': '"another-version"', 'if-modified-since': lastModified })).statusCode).toBe(200);
  });

  it('sends the part asked for only while If-Range names the file as it is', async () => {
    const { etag, lastModified } = await validators();
    const same = await get({ range: 'bytes=0-3', 'if-range': etag });
    expect(same.statusCode).toBe(206);
    expect(same.body).toBe('0123');
    expect((await get({ range: 'bytes=0-3', 'if-range': lastModified })).statusCode).toBe(206);
    const changed = await get({ range: 'bytes=0-3', 'if-range': '"an-older-version"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.equals(FILE)).toBe(true);
  });

  it('answers a missing file with 404, whole, in part or conditionally', async () => {
    for (const headers of [{}, { range: 'bytes=0-3' }, { range: 'bytes=-3' }, { 'if-none-match': '"x"' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/media/institution-content/missing.pdf', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(404);
      expect(json(res).error.code).toBe('NOT_FOUND');
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/media/institution-content/missing.pdf' })).statusCode).toBe(404);
  });
});

describe('media in a bucket the server may not list (no s3:ListBucket)', () => {
  let s3: S3TestServer;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3TestServer('', { noListBucket: true });
    t = await createTestApp('sqlite', { env: s3.env });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('still answers a missing file with 404, and a record naming one with a 400 on the field, never a 500', async () => {
    await t.ctx.media.put('category/here.png', PNG, 'image/png');
    expect((await t.app.inject({ method: 'GET', url: '/media/category/here.png' })).statusCode).toBe(200);
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await t.app.inject({ method, url: '/media/category/not-here.png' });
      expect(res.statusCode, method).toBe(404);
    }
    const ranged = await t.app.inject({ method: 'GET', url: '/media/category/not-here.png', headers: { range: 'bytes=-10' } });
    expect(ranged.statusCode).toBe(404);

    const owner = await t.login('owner@demo.test');
    const category = await createRecord(t, owner, 'category', { ...validBody(t, 'category', 3), icon: 'category/here.png' });
    const res = await t.call({
      method: 'PUT',
      url: `/api/category/update/${category.id}`,
      cookie: owner,
      payload: { ...editable('category', category), icon: 'category/not-here.png' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(json(res).error.fields.icon).toMatch(/no uploaded image at/);
  });
});
