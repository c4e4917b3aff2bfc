import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROUTES } from '@rc/contract/routes';
import { requirePermission, registerAccessGuard } from '@/auth/access.ts';
import { SESSION_KEEP_MS } from '@/auth/session.service.ts';
import { DIALECTS, createTestApp, json, type TestApp } from './test-app.ts';

describe.each(DIALECTS)('client header and permission guard on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      // A test-only route behind the guard, to prove it before the first real module call exists.
      extend: (app) => {
        app.get('/api/test/internal-users', { config: { access: requirePermission('INTERNALUSER', 'delete') } }, async () => ({
          data: { ok: true },
        }));
        app.withTypeProvider<ZodTypeProvider>().post(
          '/api/test/internal-users',
          {
            config: { access: requirePermission('INTERNALUSER', 'write') },
            schema: { body: z.strictObject({ name: z.string() }) },
          },
          async () => ({ data: { ok: true } }),
        );
      },
    });
  });
  afterAll(async () => t.close());

  it('needs the client header on every call but health', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(json(health)).toEqual({ data: { status: 'ok' } });
    for (const headers of [{}, { authorization: 'Basic d3Jvbmc6d3Jvbmc=' }, { authorization: 'Bearer abc' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers,
        payload: { email: 'owner@demo.test', password: 'x' },
      });
      expect(res.statusCode).toBe(401);
      expect(json(res).error.code).toBe('BAD_CLIENT');
      expect(res.headers['www-authenticate']).toBeUndefined();
    }
    const unknown = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(unknown.statusCode).toBe(401);
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(401);
    expect(docs.headers['www-authenticate']).toMatch(/^Basic/);
  });

  it('serves the OpenAPI document to the console client', async () => {
    const docs = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(json(docs).paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/internal-user/profile', '/api/user-permission/self/permission']),
    );
  });

  it('answers 401 without a session and 404 as JSON for unknown calls', async () => {
    const res = await t.call({ method: 'GET', url: '/api/test/internal-users' });
    expect(res.statusCode).toBe(401);
    expect(json(res).error.code).toBe('UNAUTHENTICATED');
    const missing = await t.call({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).error.code).toBe('NOT_FOUND');
  });

  it('answers 403 to a user without the action and lets a holder through', async () => {
    const writter = await t.login('writter@demo.test');
    const denied = await t.call({ method: 'GET', url: '/api/test/internal-users', cookie: writter });
    expect(denied.statusCode).toBe(403);
    expect(json(denied).error).toMatchObject({ code: 'FORBIDDEN', message: expect.stringContaining('INTERNALUSER') });
    const owner = await t.login('owner@demo.test');
    expect((await t.call({ method: 'GET', url: '/api/test/internal-users', cookie: owner })).statusCode).toBe(200);
  });

  it('answers 403 before looking at the body of a call the user may not make', async () => {
    const writter = await t.login('writter@demo.test');
    const bad = await t.call({ method: 'POST', url: '/api/test/internal-users', cookie: writter, payload: { nope: 1 } });
    expect(bad.statusCode).toBe(403);
    const anonymous = await t.call({
      method: 'POST',
      url: '/api/test/internal-users',
      payload: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(anonymous.statusCode).toBe(401);
    const owner = await t.login('owner@demo.test');
    expect(
      (await t.call({ method: 'POST', url: '/api/test/internal-users', cookie: owner, payload: { nope: 1 } })).statusCode,
    ).toBe(400);
  });

  it('follows permission changes written around this node within a second (decision 045)', async () => {
    const admin = await t.login('admin@demo.test');
    expect((await t.call({ method: 'GET', url: '/api/test/internal-users', cookie: admin })).statusCode).toBe(200);
    const user = await t.ctx.db.kysely
      .selectFrom('staff_users')
      .select('id')
      .where('email', '=', 'admin@demo.test')
      .executeTakeFirstOrThrow();
    await t.ctx.db.kysely
      .deleteFrom('staff_permissions')
      .where('user_id', '=', user.id)
      .where('module', '=', 'INTERNALUSER')
      .where('action', '=', 'delete')
      .execute();
    // Writers of permissions bump the version (the repository does); a raw delete must too. Written
    // straight to the database, as another node would, it is seen once this node's kept session
    // read is a second old.
    await t.ctx.db.kysely.updateTable('staff_users').set({ permissions_version: 99 }).where('id', '=', user.id).execute();
    await expect
      .poll(async () => (await t.call({ method: 'GET', url: '/api/test/internal-users', cookie: admin })).statusCode, {
        timeout: SESSION_KEEP_MS + 2000,
        interval: 50,
      })
      .toBe(403);
  });

  it('accepts the other spelling of analytics modules in stored permissions', async () => {
    const writter = await t.login('writter@demo.test');
    const user = await t.ctx.db.kysely
      .selectFrom('staff_users')
      .select('id')
      .where('email', '=', 'writter@demo.test')
      .executeTakeFirstOrThrow();
    await t.ctx.db.kysely
      .insertInto('staff_permissions')
      .values({ user_id: user.id, module: 'USER_ANALYTIC', action: 'read' })
      .execute();
    await t.ctx.db.kysely.updateTable('staff_users').set({ permissions_version: 99 }).where('id', '=', user.id).execute();
    const res = await t.call({ method: 'GET', url: '/api/user-permission/self/permission', cookie: writter });
    expect(json(res).data.read_action).toContain('USERANALYTIC');
  });

  it('gives each role the preset permissions of its role', async () => {
    const auditor = await t.login('auditor@demo.test');
    const set = json(await t.call({ method: 'GET', url: '/api/user-permission/self/permission', cookie: auditor })).data;
    expect(set.approval_action).toContain('COMMUNITYRESEARCH');
    expect(set.write_action).toEqual([]);
    expect(set.read_action).not.toContain('INTERNALUSER');
  });
});

describe('route registration', () => {
  it('refuses an /api route that declares no access rule', async () => {
    const app = Fastify();
    registerAccessGuard(app, {} as never, {} as never);
    expect(() => app.get('/api/unguarded', async () => ({}))).toThrow(/declares no access rule/);
    await app.close();
  });

  it('every contract route with redirectTo names a real route', () => {
    for (const [name, def] of Object.entries(ROUTES)) {
      if ('redirectTo' in def) expect(Object.keys(ROUTES), name).toContain(def.redirectTo);
    }
  });
});
