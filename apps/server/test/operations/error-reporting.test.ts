import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEV_API_CLIENT_SECRET } from '@rc/contract/defaults';
import { createStaffUserRepository } from '@/auth/staff-user.repository.ts';
import { createTestApp, DEMO_PASSWORD, DIALECTS, json, type TestApp } from '../test-app.ts';
import { startErrorCollector, type Envelope, type ErrorCollector } from './error-collector.ts';

const BODY_SECRET = 'Body-Password-That-Must-Stay-2026';

/** Wait until `check` passes (the report is sent in the background), or fail with its last error. */
async function eventually(check: () => void, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

const events = (collector: ErrorCollector) =>
  collector.envelopes.flatMap((envelope: Envelope) => envelope.items.filter((item) => item.type === 'event'));

describe.each(DIALECTS)('the server reports its unexpected errors to SENTRY_DSN (%s)', (dialect) => {
  let collector: ErrorCollector;
  let t: TestApp;
  let owner: string;
  let ownerId: number;
  beforeAll(async () => {
    collector = await startErrorCollector();
    t = await createTestApp(dialect, {
      env: { SENTRY_DSN: collector.dsn },
      extend: (app) => {
        // A call that fails as a bug would: an error no rule of the service expected.
        app
          .withTypeProvider<ZodTypeProvider>()
          .post(
            '/api/test/broken/:id',
            { config: { access: 'session' }, schema: { body: z.object({ password: z.string() }) } },
            async () => {
              throw new TypeError('Cannot read properties of undefined (reading "title")');
            },
          );
      },
    });
    owner = await t.login('owner@demo.test');
    ownerId = (await createStaffUserRepository(t.ctx.db.kysely).findByEmail('owner@demo.test'))!.id;
  });
  afterAll(async () => {
    await t?.close();
    await collector?.close();
  });

  it('a 500 is reported once, with its request id, route and user, and nothing the request carried', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/test/broken/17?q=private-search-words',
      cookie: owner,
      payload: { password: BODY_SECRET },
    });
    expect(res.statusCode).toBe(500);
    const requestId = json(res).error.request_id as string;
    expect(requestId).toBeTruthy();

    await eventually(() => expect(events(collector)).toHaveLength(1));
    const event = events(collector)[0]!.json;
    expect(event.exception.values.at(-1)).toMatchObject({
      type: 'TypeError',
      value: 'Cannot read properties of undefined (reading "title")',
      mechanism: { handled: false },
    });
    expect(event.tags).toMatchObject({ request_id: requestId, route: '/api/test/broken/:id' });
    expect(event.transaction).toBe('POST /api/test/broken/:id');
    expect(event.user).toEqual({ id: String(ownerId) });
    expect(event.request).toEqual({ method: 'POST', url: '/api/test/broken/17' });
    expect(event.environment).toBe('staging');
    expect(event.platform).toBe('node');

    // Nothing of the request's cookie, client header, body or query left the server.
    const sent = collector.allText();
    const cookieValue = owner.split('=')[1]!;
    for (const secret of [cookieValue, DEV_API_CLIENT_SECRET, BODY_SECRET, DEMO_PASSWORD, 'private-search-words']) {
      expect(sent, secret).not.toContain(secret);
    }
    expect(sent.toLowerCase()).not.toContain('authorization');
    expect(collector.strays).toEqual([]);
  });

  it('refusals (4xx) are the caller’s to mend, not errors: none is reported', async () => {
    const before = collector.envelopes.length;
    expect((await t.call({ method: 'POST', url: '/api/test/broken/1', cookie: owner, payload: {} })).statusCode).toBe(400);
    expect((await t.call({ method: 'POST', url: '/api/test/broken/1', payload: { password: 'x' } })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/category/detail/999999', cookie: owner })).statusCode).toBe(404);
    // A 500 after them is the first envelope since: the refusals sent nothing before it.
    expect(
      (await t.call({ method: 'POST', url: '/api/test/broken/2', cookie: owner, payload: { password: 'x' } })).statusCode,
    ).toBe(500);
    await eventually(() => expect(collector.envelopes.length).toBe(before + 1));
    expect(events(collector).at(-1)!.json.request.url).toBe('/api/test/broken/2');
    // Two failed requests, two reports: each reported once.
    expect(events(collector).map((item) => item.json.request.url)).toEqual(['/api/test/broken/17', '/api/test/broken/2']);
  });
});
