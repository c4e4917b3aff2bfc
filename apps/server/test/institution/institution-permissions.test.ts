import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { ACTIONS, type Action } from '@rc/contract/permissions';
import type { Module } from '@rc/contract/modules';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { createRecord, editable, staffWith } from '../resources/resource-helpers.ts';
import { PDF, institutionWorld, report, selection, submitted, type InstitutionWorld } from './institution-helpers.ts';

type Probe = { label: string; action: Action; request: () => Promise<InjectOptions> };

/**
 * Every call of institution content and stock selections: a staff member holding exactly the
 * call's action on the module gets through, one holding every other action gets 403 naming it.
 */
describe.each(DIALECTS)('institution permission matrix on %s', (dialect) => {
  let t: TestApp;
  let world: InstitutionWorld;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    world = await institutionWorld(t);
  });
  afterAll(async () => t.close());

  const content = async (status: 'DRAFT' | 'PENDING' = 'DRAFT') => {
    const record = await createRecord(t, world.owner, 'institution-content', report(world, { title: `Laporan uji ${++n}` }));
    if (status === 'DRAFT') return record;
    const res = await t.call({
      method: 'POST',
      url: `/api/institution-content/workflow/${record.id}`,
      cookie: world.owner,
      payload: { action: 'submit', version: record.version },
    });
    return json(res).data;
  };
  const placement = async () => {
    const { id, version } = await submitted(t, world.key, selection({ title: `Pilihan uji ${++n}` }));
    return { id, version };
  };
  const pdfUpload = (): InjectOptions => {
    const boundary = 'rc-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="r.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      PDF,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return {
      method: 'POST',
      url: '/api/institution-content/upload/pdf',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    };
  };

  const contentProbes: Probe[] = [
    { label: 'list', action: 'read', request: async () => ({ method: 'GET', url: '/api/institution-content/list' }) },
    { label: 'counts', action: 'read', request: async () => ({ method: 'GET', url: '/api/institution-content/counts' }) },
    { label: 'export', action: 'read', request: async () => ({ method: 'GET', url: '/api/institution-content/export.csv' }) },
    {
      label: 'detail',
      action: 'read',
      request: async () => ({ method: 'GET', url: `/api/institution-content/detail/${(await content()).id}` }),
    },
    {
      label: 'history',
      action: 'read',
      request: async () => ({ method: 'GET', url: `/api/institution-content/history/${(await content()).id}` }),
    },
    {
      label: 'create',
      action: 'write',
      request: async () => ({
        method: 'POST',
        url: '/api/institution-content/create',
        payload: report(world, { title: `Laporan baru ${++n}` }),
      }),
    },
    {
      label: 'update',
      action: 'update',
      request: async () => {
        const r = await content();
        return {
          method: 'PUT',
          url: `/api/institution-content/update/${r.id}`,
          payload: { ...editable('institution-content', r), summary: 'Diubah.' },
        };
      },
    },
    {
      label: 'delete',
      action: 'delete',
      request: async () => ({ method: 'DELETE', url: `/api/institution-content/delete/${(await content()).id}` }),
    },
    {
      label: 'submit',
      action: 'update',
      request: async () => {
        const r = await content();
        return {
          method: 'POST',
          url: `/api/institution-content/workflow/${r.id}`,
          payload: { action: 'submit', version: r.version },
        };
      },
    },
    {
      label: 'approve',
      action: 'approval',
      request: async () => {
        const r = await content('PENDING');
        return {
          method: 'POST',
          url: `/api/institution-content/workflow/${r.id}`,
          payload: { action: 'approve', version: r.version },
        };
      },
    },
  ];

  const placementProbes: Probe[] = [
    { label: 'list', action: 'read', request: async () => ({ method: 'GET', url: '/api/institution-stock-placement/list' }) },
    { label: 'counts', action: 'read', request: async () => ({ method: 'GET', url: '/api/institution-stock-placement/counts' }) },
    {
      label: 'export',
      action: 'read',
      request: async () => ({ method: 'GET', url: '/api/institution-stock-placement/export.csv' }),
    },
    {
      label: 'detail',
      action: 'read',
      request: async () => ({ method: 'GET', url: `/api/institution-stock-placement/detail/${(await placement()).id}` }),
    },
    {
      label: 'history',
      action: 'read',
      request: async () => ({ method: 'GET', url: `/api/institution-stock-placement/history/${(await placement()).id}` }),
    },
    {
      label: 'returns',
      action: 'read',
      request: async () => ({ method: 'GET', url: `/api/institution-stock-placement/returns/${(await placement()).id}` }),
    },
    ...(['approve', 'request_revision', 'reject'] as const).map((action): Probe => ({
      label: action,
      action: 'approval',
      request: async () => {
        const p = await placement();
        return {
          method: 'POST',
          url: `/api/institution-stock-placement/workflow/${p.id}`,
          payload: { action, version: p.version, note: 'Catatan peninjau.' },
        };
      },
    })),
    {
      label: 'bulk approve',
      action: 'approval',
      request: async () => ({
        method: 'POST',
        url: '/api/institution-stock-placement/workflow-bulk',
        payload: { action: 'approve', ids: [(await placement()).id] },
      }),
    },
  ];

  const cases: Array<[Module, Probe[]]> = [
    ['INSTITUTIONCONTENT', contentProbes],
    ['INSTITUTION_STOCK_PLACEMENT', placementProbes],
  ];

  it.each(cases)('%s: each call needs its action', async (module, probes) => {
    for (const probe of probes) {
      const holder = await staffWith(t, {
        [module]: module === 'INSTITUTIONCONTENT' && probe.action === 'approval' ? ['approval'] : [probe.action],
      });
      const others = await staffWith(t, { [module]: ACTIONS.filter((a) => a !== probe.action) });
      const allowed = await t.call({ ...(await probe.request()), cookie: holder });
      expect(allowed.statusCode, `${probe.label} with ${probe.action}: ${allowed.body}`).toBeLessThan(300);
      if (probe.label === 'bulk approve') expect(json(allowed).data.refused, allowed.body).toEqual([]);
      const denied = await t.call({ ...(await probe.request()), cookie: others });
      expect(denied.statusCode, `${probe.label} without ${probe.action}: ${denied.body}`).toBe(403);
      expect(json(denied).error.message).toContain(module);
    }
  });

  it('uploads a PDF with write or update on INSTITUTIONCONTENT only', async () => {
    for (const grants of [['write'], ['update']] as Action[][])
      expect((await t.call({ ...pdfUpload(), cookie: await staffWith(t, { INSTITUTIONCONTENT: grants }) })).statusCode).toBe(200);
    const denied = await t.call({
      ...pdfUpload(),
      cookie: await staffWith(t, { INSTITUTIONCONTENT: ['read', 'delete', 'approval'] }),
    });
    expect(denied.statusCode).toBe(403);
  });
});
