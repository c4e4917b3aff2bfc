import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, json, tableCounts, type TestApp } from './test-app.ts';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from(
    '0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3b1c4d80000000049454e44ae426082',
    'hex',
  ),
]);

function multipart(field: string, filename: string, contentType: string, content: Buffer) {
  const boundary = '----rc-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(DIALECTS)('profile calls on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    cookie = await t.login('writter@demo.test');
  });
  afterAll(async () => t.close());

  const update = (payload: unknown, extra: Record<string, string> = {}) =>
    t.call({ method: 'POST', url: '/api/internal-user/update-profile', cookie, payload: payload as never, headers: extra });

  it('reads and edits one’s own profile and records it in the audit log', async () => {
    const res = await update({
      fullname: 'Dewi Lestari Putri',
      phone: '+62 812 3456 7890',
      alamat: 'Jl. Sudirman 1, Jakarta',
      gender: 'female',
      npwp: '',
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({
      fullname: 'Dewi Lestari Putri',
      phone: '+62 812 3456 7890',
      npwp: null,
      role: 'writter',
    });
    const again = json(await t.call({ method: 'GET', url: '/api/internal-user/profile', cookie })).data;
    expect(again.fullname).toBe('Dewi Lestari Putri');
    const audit = await t.ctx.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'update_profile')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after!)).toMatchObject({ fullname: 'Dewi Lestari Putri' });
    expect(JSON.parse(audit.before!)).toMatchObject({ fullname: 'Dewi Lestari' });
    expect(audit.request_id).toBe(res.headers['x-request-id']);
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const before = await tableCounts(t.ctx);
    const profileBefore = json(await t.call({ method: 'GET', url: '/api/internal-user/profile', cookie })).data;
    const cases: Array<[unknown, number, Record<string, RegExp>?]> = [
      [{}, 400, { fullname: /required/ }],
      [{ fullname: 42 }, 400, { fullname: /must be text/ }],
      [{ fullname: 'A' }, 400, { fullname: /at least 2/ }],
      [{ fullname: 'x'.repeat(500) }, 400, { fullname: /at most 120/ }],
      [{ fullname: 'Valid Name', role: 'owner' }, 400, { role: /Unknown field/ }],
      [{ fullname: 'Valid Name', email: 'me@x.test' }, 400, { email: /Unknown field/ }],
      [{ fullname: 'Valid Name', phone: 'call me' }, 400, { phone: /digits/ }],
      [{ fullname: 'Valid Name', instagram: 'javascript:alert(1)' }, 400, { instagram: /http/ }],
      [{ fullname: 'Valid Name', gender: 'other' }, 400, { gender: /male or female/ }],
      [[1, 2, 3], 400],
    ];
    for (const [payload, status, fields] of cases) {
      const res = await update(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      for (const [key, pattern] of Object.entries(fields ?? {}))
        expect(String(json(res).error.fields?.[key]), res.body).toMatch(pattern);
    }
    const malformed = await t.call({
      method: 'POST',
      url: '/api/internal-user/update-profile',
      cookie,
      payload: '{"fullname":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed).error.message).toMatch(/not valid JSON/);
    const huge = await t.call({
      method: 'POST',
      url: '/api/internal-user/update-profile',
      cookie,
      payload: JSON.stringify({ fullname: 'Valid Name', short_bio: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.statusCode).toBe(413);
    const text = await t.call({
      method: 'POST',
      url: '/api/internal-user/update-profile',
      cookie,
      payload: 'fullname=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
    expect(await tableCounts(t.ctx)).toEqual(before);
    expect(json(await t.call({ method: 'GET', url: '/api/internal-user/profile', cookie })).data).toEqual(profileBefore);
  });

  it('refuses bad input on the session calls', async () => {
    const before = await tableCounts(t.ctx);
    for (const [url, payload, field] of [
      ['/api/auth/login', { email: 'owner@demo.test' }, 'password'],
      ['/api/auth/login', { email: 'not-an-email', password: 'x' }, 'email'],
      ['/api/auth/login', { email: 12, password: 'x' }, 'email'],
      ['/api/auth/forgot-password', {}, 'email'],
      ['/api/auth/reset-password', { token: 'abc' }, 'password'],
      ['/api/auth/reset-password', { token: 'abc', password: 'weak' }, 'password'],
      ['/api/internal-user/change-password', { current_password: 'x' }, 'new_password'],
    ] as const) {
      const res = await t.call({ method: 'POST', url, cookie, payload });
      expect(res.statusCode, url).toBe(400);
      expect(json(res).error.fields[field], `${url} ${field}`).toBeTruthy();
    }
    expect(await tableCounts(t.ctx)).toEqual(before);
  });

  it('stores an avatar checked by content and serves it under the media base', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/content-contributor/update-thumbnail',
      cookie,
      ...multipart('thumbnail', 'me.bin', 'application/octet-stream', PNG),
    });
    expect(res.statusCode).toBe(200);
    const thumbnail = json(res).data.thumbnail as string;
    expect(thumbnail).toMatch(/^thumbnails\/[\w-]+\.png$/);
    const media = await t.app.inject({ method: 'GET', url: `/media/${thumbnail}` });
    expect(media.statusCode).toBe(200);
    expect(media.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses a non-image, an oversize image, a wrong field and a non-multipart body, writing nothing', async () => {
    const before = await tableCounts(t.ctx);
    const profileBefore = json(await t.call({ method: 'GET', url: '/api/internal-user/profile', cookie })).data;
    const notImage = await t.call({
      method: 'POST',
      url: '/api/content-contributor/update-thumbnail',
      cookie,
      ...multipart('thumbnail', 'photo.png', 'image/png', Buffer.from('<script>alert(1)</script>')),
    });
    expect(notImage.statusCode).toBe(415);
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await t.call({
      method: 'POST',
      url: '/api/content-contributor/update-thumbnail',
      cookie,
      ...multipart('thumbnail', 'big.png', 'image/png', big),
    });
    expect(tooBig.statusCode).toBe(413);
    expect(json(tooBig).error.message).toMatch(/larger than 2 MB/);
    const wrongField = await t.call({
      method: 'POST',
      url: '/api/content-contributor/update-thumbnail',
      cookie,
      ...multipart('avatar', 'a.png', 'image/png', PNG),
    });
    expect(wrongField.statusCode).toBe(400);
    expect(json(wrongField).error.fields.thumbnail).toBeTruthy();
    const jsonBody = await t.call({
      method: 'POST',
      url: '/api/content-contributor/update-thumbnail',
      cookie,
      payload: { thumbnail: 'x' },
    });
    expect(jsonBody.statusCode).toBe(415);
    expect(await tableCounts(t.ctx)).toEqual(before);
    expect(json(await t.call({ method: 'GET', url: '/api/internal-user/profile', cookie })).data).toEqual(profileBefore);
  });

  it('never leaks internals on a server error', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/internal-user/profile',
      cookie,
      headers: { 'x-request-id': 'trace-12345678' },
    });
    expect(res.headers['x-request-id']).toBe('trace-12345678');
  });
});
