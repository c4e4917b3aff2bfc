import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIONS, rolePreset, type Action } from '@rc/contract/permissions';
import { MODULES, type Module } from '@rc/contract/modules';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { staffWith } from '../resources/resource-helpers.ts';
import { activeStaff, detail, editBody, invite } from './people-helpers.ts';

type Probe = { label: string; module: Module; action: Action; request: () => Promise<InjectOptions> };

/**
 * The permission matrix of every People call: a staff member holding every action on every other
 * module but exactly the probed action on the probed module succeeds; one holding everything but
 * that action gets 403 naming the module. (Holding the rest keeps the no-escalation rule out of it.)
 */
describe.each(DIALECTS)('People permission matrix on %s', (dialect) => {
  let t: TestApp;
  let owner: string;
  let serial = 0;
  let clientId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await t.login('owner@demo.test');
    const at = '2026-11-01T00:00:00.000Z';
    const rows = await t.ctx.db.kysely
      .insertInto('clients')
      .values(
        Array.from({ length: 40 }, (_, i) => ({
          fullname: `Klien ${i}`,
          email: `klien${i}@gmail.com`,
          registered_at: at,
          created_at: at,
          updated_at: at,
        })),
      )
      .returning('id')
      .execute();
    clientId = rows[0]!.id;
  });
  afterAll(async () => t.close());

  const grants = (module: Module, actions: readonly Action[]) =>
    Object.fromEntries(MODULES.map((m) => [m, m === module ? [...actions] : [...ACTIONS]])) as Partial<Record<Module, Action[]>>;

  const email = () => `matrix-${++serial}@demo.test`;
  const invited = async () => (await invite(t, owner, { fullname: 'Calon Staf', email: email(), role: 'writter' })).id as number;
  const active = async () => (await activeStaff(t, owner, email(), 'writter')).id;
  const suspended = async () => {
    const id = await active();
    await t.call({ method: 'POST', url: `/api/internal-user/suspend/${id}`, cookie: owner });
    return id;
  };
  const trashed = async () => {
    const id = await active();
    await t.call({ method: 'DELETE', url: `/api/internal-user/delete/${id}`, cookie: owner });
    return id;
  };
  let nextClient = 0;
  const client = async (suspend = false) => {
    const id = clientId + nextClient++;
    if (suspend)
      await t.call({ method: 'POST', url: `/api/client/suspend/${id}`, cookie: owner, payload: { reason: 'Uji matriks' } });
    return id;
  };

  const iu = (label: string, action: Action, request: () => Promise<InjectOptions>): Probe => ({
    label,
    module: 'INTERNALUSER',
    action,
    request,
  });
  const perm = (label: string, action: Action, request: () => Promise<InjectOptions>): Probe => ({
    label,
    module: 'USERPERMISSION',
    action,
    request,
  });
  const cl = (label: string, action: Action, request: () => Promise<InjectOptions>): Probe => ({
    label,
    module: 'USER',
    action,
    request,
  });

  const probes: Probe[] = [
    iu('list', 'read', async () => ({ method: 'GET', url: '/api/internal-user/list' })),
    iu('detail', 'read', async () => ({ method: 'GET', url: `/api/internal-user/detail/${await active()}` })),
    iu('history', 'read', async () => ({ method: 'GET', url: `/api/internal-user/history/${await active()}` })),
    iu('export', 'read', async () => ({ method: 'GET', url: '/api/internal-user/export.csv' })),
    iu('update', 'update', async () => {
      const id = await active();
      return {
        method: 'PUT',
        url: `/api/internal-user/update/${id}`,
        payload: editBody(await detail(t, owner, id), { fullname: 'Nama Baru' }),
      };
    }),
    iu('delete', 'delete', async () => ({ method: 'DELETE', url: `/api/internal-user/delete/${await active()}` })),
    iu('restore', 'delete', async () => ({ method: 'POST', url: `/api/internal-user/restore/${await trashed()}` })),
    iu('invite', 'write', async () => ({
      method: 'POST',
      url: '/api/internal-user/invite',
      payload: { fullname: 'Undangan Matriks', email: email(), role: 'writter' },
    })),
    iu('resend invite', 'write', async () => ({ method: 'POST', url: `/api/internal-user/invite/resend/${await invited()}` })),
    iu('revoke invite', 'write', async () => ({ method: 'POST', url: `/api/internal-user/invite/revoke/${await invited()}` })),
    iu('suspend', 'update', async () => ({ method: 'POST', url: `/api/internal-user/suspend/${await active()}` })),
    iu('reactivate', 'update', async () => ({ method: 'POST', url: `/api/internal-user/reactivate/${await suspended()}` })),
    iu('send reset link', 'update', async () => ({
      method: 'POST',
      url: `/api/internal-user/send-password-reset/${await active()}`,
    })),
    perm('read permissions', 'read', async () => ({ method: 'GET', url: `/api/user-permission/${await active()}` })),
    perm('permission history', 'read', async () => ({ method: 'GET', url: `/api/user-permission/history/${await active()}` })),
    perm('change permissions', 'update', async () => ({
      method: 'PUT',
      url: `/api/user-permission/${await active()}`,
      payload: { ...rolePreset('writter'), write_action: [] },
    })),
    cl('list', 'read', async () => ({ method: 'GET', url: '/api/client/list?plan_code=none' })),
    cl('detail', 'read', async () => ({ method: 'GET', url: `/api/client/detail/${clientId}` })),
    cl('history', 'read', async () => ({ method: 'GET', url: `/api/client/history/${clientId}` })),
    cl('export', 'read', async () => ({ method: 'GET', url: '/api/client/export.csv?verified=false' })),
    cl('subscriptions', 'read', async () => ({ method: 'GET', url: `/api/client/subscriptions/${clientId}` })),
    cl('sign-ins', 'read', async () => ({ method: 'GET', url: `/api/client/sign-ins/${clientId}` })),
    cl('suspend', 'update', async () => ({
      method: 'POST',
      url: `/api/client/suspend/${await client()}`,
      payload: { reason: 'Pelanggaran ketentuan' },
    })),
    cl('reactivate', 'update', async () => ({
      method: 'POST',
      url: `/api/client/reactivate/${await client(true)}`,
      payload: { reason: 'Sudah diverifikasi ulang' },
    })),
  ];

  it.each(probes.map((p) => [`${p.module} ${p.label}`, p] as const))('%s needs its action', async (_name, probe) => {
    const holder = await staffWith(t, grants(probe.module, [probe.action]));
    const others = await staffWith(
      t,
      grants(
        probe.module,
        ACTIONS.filter((a) => a !== probe.action),
      ),
    );
    const allowed = await t.call({ ...(await probe.request()), cookie: holder });
    expect(allowed.statusCode, `${probe.label} with ${probe.action}: ${allowed.body}`).toBeLessThan(300);
    const denied = await t.call({ ...(await probe.request()), cookie: others });
    expect(denied.statusCode, `${probe.label} without ${probe.action}`).toBe(403);
    expect(json(denied).error).toMatchObject({ code: 'FORBIDDEN', message: expect.stringContaining(probe.module) });
  });

  it('a writter (the preset) sees neither staff, permissions nor clients', async () => {
    const writter = await t.login('writter@demo.test');
    for (const url of ['/api/internal-user/list', '/api/user-permission/1', '/api/client/list', '/api/client/export.csv']) {
      expect((await t.call({ method: 'GET', url, cookie: writter })).statusCode, url).toBe(403);
    }
  });

  it('an admin (the preset) runs the staff life cycle and clients but cannot grant USERPERMISSION approval', async () => {
    const admin = await t.login('admin@demo.test');
    const id = await active();
    expect((await t.call({ method: 'GET', url: `/api/user-permission/${id}`, cookie: admin })).statusCode).toBe(200);
    expect((await t.call({ method: 'POST', url: `/api/internal-user/suspend/${id}`, cookie: admin })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/client/list', cookie: admin })).statusCode).toBe(200);
    const grant = await t.call({
      method: 'PUT',
      url: `/api/user-permission/${id}`,
      cookie: admin,
      payload: { ...rolePreset('writter'), approval_action: ['USERPERMISSION'] },
    });
    expect(grant.statusCode).toBe(403);
  });
});
