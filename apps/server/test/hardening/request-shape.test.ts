import fs from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '@rc/contract/resources/resource-registry';
import { resourceCalls, resourcePaths, takesUploads } from '@rc/contract/resources/resource';
import { API } from '@rc/contract/api-paths';
import { BASIC, DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { PNG, allCounts, createRecord, validBody } from '../resources/resource-helpers.ts';

const NO_BOUNDARY = { 'content-type': 'multipart/form-data' };
const BOUNDARY = 'rc-cut-body';
const CUT_OFF = Buffer.concat([
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
  ),
  PNG.subarray(0, 20),
]);

/** Every upload call of the API: each resource field that takes files, each import, the avatar. */
function uploadCalls(): { label: string; url: string; part: string }[] {
  const calls: { label: string; url: string; part: string }[] = [];
  for (const def of RESOURCES) {
    const have = resourceCalls(def);
    const paths = resourcePaths(def.name);
    if (have.includes('upload')) {
      const field = Object.entries(def.fields).find(([, meta]) => takesUploads(meta))![0];
      calls.push({ label: `${def.name} upload`, url: `/api${paths.upload.replace(':field', field)}`, part: 'file' });
    }
    if (have.includes('import')) calls.push({ label: `${def.name} import`, url: `/api${paths.import}?dry_run=1`, part: 'file' });
  }
  calls.push({ label: 'avatar', url: `/api${API.profile.updateThumbnail}`, part: 'thumbnail' });
  return calls;
}

function filesUnder(dir: string): string[] {
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
    : [];
}

describe.each(DIALECTS)('requests of the wrong shape on %s', (dialect) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await t.login('owner@demo.test');
  });
  afterAll(async () => t.close());

  it('a multipart body without a boundary, or cut off midway, is a 400 on every upload call, and nothing is stored', async () => {
    const calls = uploadCalls();
    expect(calls.length).toBeGreaterThan(10);
    const before = filesUnder(t.uploadsDir);
    for (const call of calls) {
      const noBoundary = await t.call({ method: 'POST', url: call.url, cookie: owner, headers: NO_BOUNDARY, payload: 'abc' });
      expect(noBoundary.statusCode, `${call.label} without a boundary`).toBe(400);
      expect(json(noBoundary).error.message).toMatch(/not a well-formed multipart\/form-data request/);
      expect(json(noBoundary).error.request_id).toBeTruthy();
      const cut = await t.call({
        method: 'POST',
        url: call.url,
        cookie: owner,
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload: Buffer.from(
          CUT_OFF.toString('latin1')
            .replace('name="file"', `name="${call.part}"`)
            .replace('a.png', call.label.endsWith('import') ? 'a.csv' : 'a.png'),
          'latin1',
        ),
      });
      expect(cut.statusCode, `${call.label} cut off: ${cut.body}`).toBe(400);
      expect(json(cut).error.message).toMatch(/not a well-formed multipart\/form-data request/);
    }
    expect(filesUnder(t.uploadsDir)).toEqual(before);
  });

  it('an over-long path part is a 414 in the project envelope, without echoing the address', async () => {
    const long = '9'.repeat(300);
    const res = await t.call({ method: 'GET', url: `/api/category/detail/${long}`, cookie: owner });
    expect(res.statusCode).toBe(414);
    expect(json(res).error).toMatchObject({ code: 'URI_TOO_LONG', request_id: expect.any(String) });
    expect(res.body).not.toContain(long);
    expect(res.headers['x-request-id']).toBe(json(res).error.request_id);
  });

  it('a method the address does not answer is a 405 that names the ones it does', async () => {
    const trace = await t.call({ method: 'TRACE' as 'GET', url: '/api/category/list', cookie: owner });
    expect(trace.statusCode).toBe(405);
    // API reads have no HEAD twin; the operations calls and the console's pages do.
    expect(trace.headers.allow).toBe('GET');
    const head = await t.call({ method: 'HEAD', url: '/api/health' });
    expect(head.statusCode).toBe(200);
    expect((await t.call({ method: 'HEAD', url: '/api/category/list', cookie: owner })).statusCode).toBe(405);
    expect(json(trace).error).toMatchObject({ code: 'METHOD_NOT_ALLOWED', request_id: expect.any(String) });
    const wrong = await t.call({ method: 'GET', url: '/api/category/create', cookie: owner });
    expect(wrong.statusCode).toBe(405);
    expect(json(wrong).error.message).toBe('GET is not a call on this address; it answers POST.');
    // An address nothing answers stays a 404.
    expect((await t.call({ method: 'TRACE' as 'GET', url: '/api/no-such-thing', cookie: owner })).statusCode).toBe(404);
  });

  it('delete and restore refuse a body that is not empty, and act on an empty one', async () => {
    const record = await createRecord(t, owner, 'category', validBody(t, 'category', 901));
    const url = (call: 'delete' | 'restore') => `/api${resourcePaths('category')[call].replace(':id', String(record.id))}`;
    const bodies = [
      { payload: [record.id] as unknown as object },
      { payload: '"yes"', headers: { 'content-type': 'application/json' } },
      { payload: { id: record.id } },
      { payload: 'x', headers: NO_BOUNDARY },
    ];
    const before = await allCounts(t.ctx);
    for (const body of bodies) {
      const res = await t.call({ method: 'DELETE', url: url('delete'), cookie: owner, ...body });
      expect(res.statusCode, `delete with ${JSON.stringify(body.payload)}`).toBe(400);
      expect(json(res).error.message).toMatch(/takes no request body; send it empty\. Nothing was changed\.$/);
    }
    expect(await allCounts(t.ctx)).toEqual(before);
    expect((await t.call({ method: 'DELETE', url: url('delete'), cookie: owner })).statusCode).toBe(200);
    for (const body of bodies) {
      expect((await t.call({ method: 'POST', url: url('restore'), cookie: owner, ...body })).statusCode).toBe(400);
    }
    const detail = await t.call({ method: 'GET', url: `/api/category/detail/${record.id}?trashed=1`, cookie: owner });
    expect(json(detail).data?.deleted_at ?? 'gone').not.toBeNull();
    expect((await t.call({ method: 'POST', url: url('restore'), cookie: owner, payload: {} })).statusCode).toBe(200);
  });
});

/** Send raw bytes to the server and read its whole answer (it closes the connection after a refusal). */
function rawRequest(port: number, bytes: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(bytes));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

describe.each(DIALECTS)('requests refused before any route on %s', (dialect) => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => t.close());

  const envelope = (answer: { headers: Record<string, string>; body: string }, code: string) => {
    const error = JSON.parse(answer.body).error;
    expect(error).toMatchObject({ code, message: expect.any(String), request_id: expect.any(String) });
    expect(answer.headers['x-request-id']).toBe(error.request_id);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
  };

  it('an address over 16 KB is a 431 in the envelope, without the address', async () => {
    const long = `/api/category/list?query=${'x'.repeat(17_000)}`;
    const answer = await rawRequest(port, `GET ${long} HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${BASIC}\r\n\r\n`);
    expect(answer.status).toBe(431);
    envelope(answer, 'HEADERS_TOO_LARGE');
    expect(answer.body).not.toContain('xxxx');
  });

  it('a method HTTP does not know (TRACK) is a 405 in the envelope naming the methods the server answers', async () => {
    const answer = await rawRequest(port, 'TRACK /api/category/list HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(answer.status).toBe(405);
    envelope(answer, 'METHOD_NOT_ALLOWED');
    expect(answer.headers.allow).toBe('GET, HEAD, POST, PUT, DELETE');
    expect(answer.body).not.toContain('/api/category');
  });

  it('a request that is not HTTP is a 400 in the envelope', async () => {
    const answer = await rawRequest(port, 'GET /api/health HTTP/1.1\r\nHost localhost\r\n\r\n');
    expect(answer.status).toBe(400);
    envelope(answer, 'VALIDATION');
  });

  it('a path part over 200 characters is a 414 everywhere, and no answer repeats the address', async () => {
    const part = 'p'.repeat(201);
    for (const url of [
      `/api/category/${part}`,
      `/api/${part}`,
      `/${part}`,
      `/media/${part}.png`,
      `/api/category/detail/${part}`,
    ]) {
      const answer = await rawRequest(port, `GET ${url} HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${BASIC}\r\n\r\n`);
      expect(answer.status, url).toBe(414);
      envelope(answer, 'URI_TOO_LONG');
      expect(answer.body).not.toContain('ppp');
    }
    const missing = await t.call({ method: 'GET', url: '/api/no-such-call/<b>zq-marker</b>' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('zq-marker');
    expect(missing.body).not.toContain('no-such-call');
  });
});
