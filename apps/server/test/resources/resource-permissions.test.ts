import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { ACTIONS, type Action } from '@rc/contract/permissions';
import { resourceApi, resourceCalls, takesUploads, type AnyResourceDefinition } from '@rc/contract/resources/resource';
import { RESOURCE_BINDINGS } from '@/resource-bindings.ts';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { PNG, addMasterStocks, createRecord, editable, multipart, staffWith, validBody } from './resource-helpers.ts';

type Probe = { label: string; action: Action; request: () => Promise<InjectOptions> };

/**
 * Areas whose records need a parent or arrive from outside test their matrix in their own files
 * (People's internal users and clients in people/people-permissions.test.ts, institution content
 * and placements in institution/institution-permissions.test.ts).
 */
const OWN_MATRIX = new Set([
  'sub-account-contributor',
  'circle-research',
  'internal-user',
  'client',
  // Institution content needs an institution; placements arrive from institutions (test/institution).
  'institution-content',
  'institution-stock-placement',
]);
const DEFINITIONS: AnyResourceDefinition[] = RESOURCE_BINDINGS.map((b) => b.definition).filter((d) => !OWN_MATRIX.has(d.name));

/**
 * The permission matrix: for every resource and every call, a staff member holding exactly that
 * action on the module succeeds, and one holding every other action on it gets 403.
 */
describe.each(DIALECTS)('resource permission matrix on %s', (dialect) => {
  let t: TestApp;
  let owner: string;
  let serial = 100;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await t.login('owner@demo.test');
    await addMasterStocks(t, ['BBCA']);
  });
  afterAll(async () => t.close());

  /** A fresh record to act on (the first settings record for settings resources). */
  async function fixture(def: AnyResourceDefinition): Promise<Record<string, any>> {
    if (def.kind === 'settings')
      return json(await t.call({ method: 'GET', url: `/api/${def.name}/list`, cookie: owner })).data.data[0];
    return createRecord(t, owner, def.name, validBody(t, def.name, serial++));
  }

  function probes(def: AnyResourceDefinition): Probe[] {
    const api = resourceApi(def.name);
    const calls = new Set(resourceCalls(def));
    const withRecord = (label: string, action: Action, build: (r: Record<string, any>) => InjectOptions): Probe => ({
      label,
      action,
      request: async () => build(await fixture(def)),
    });
    const list: Probe[] = [
      { label: 'list', action: 'read', request: async () => ({ method: 'GET', url: `/api${api.list}` }) },
      withRecord('detail', 'read', (r) => ({ method: 'GET', url: `/api${api.detail(r.id)}` })),
      withRecord('history', 'read', (r) => ({ method: 'GET', url: `/api${api.history(r.id)}` })),
      withRecord('update', 'update', (r) => {
        const body = editable(def.name, r);
        // A free text field to change; codes and tickers keep their shape (daily data has none: saved as it is).
        const text = Object.keys(body).find(
          (k) =>
            ['text', 'textarea'].includes(def.fields[k]?.widget ?? '') &&
            !['code', 'ticker'].includes(k) &&
            // A slide's title and subtitle need a second module (METADATAHYBRIDSLIDER, test/placement).
            !(def.name === 'hybrid-slider' && ['title', 'subtitle'].includes(k)),
        );
        const edit = text ? { [text]: `${String(r[text])} (edit)` } : {};
        return { method: 'PUT', url: `/api${api.update(r.id)}`, payload: { ...body, ...edit } };
      }),
    ];
    if (calls.has('export'))
      list.push({ label: 'export', action: 'read', request: async () => ({ method: 'GET', url: `/api${api.export}` }) });
    if (calls.has('counts'))
      list.push({ label: 'counts', action: 'read', request: async () => ({ method: 'GET', url: `/api${api.counts}` }) });
    if (calls.has('create'))
      list.push({
        label: 'create',
        action: 'write',
        request: async () => ({ method: 'POST', url: `/api${api.create}`, payload: validBody(t, def.name, serial++) }),
      });
    if (calls.has('delete')) {
      list.push(
        withRecord('delete', 'delete', (r) => ({ method: 'DELETE', url: `/api${api.delete(r.id)}` })),
        withRecord('restore (GET)', 'delete', (r) => ({ method: 'GET', url: `/api${api.restore(r.id)}` })),
        withRecord('restore (POST)', 'delete', (r) => ({ method: 'POST', url: `/api${api.restore(r.id)}` })),
        withRecord('bulk delete', 'delete', (r) => ({ method: 'POST', url: `/api${api.bulkDelete}`, payload: { ids: [r.id] } })),
        withRecord('bulk restore', 'delete', (r) => ({
          method: 'POST',
          url: `/api${api.bulkRestore}`,
          payload: { ids: [r.id] },
        })),
      );
    }
    if (calls.has('reorder'))
      list.push(withRecord('reorder', 'update', (r) => ({ method: 'PUT', url: `/api${api.reorder}`, payload: { ids: [r.id] } })));
    // A read-only list (newsletter subscribers) has no record calls: only the calls it has are probed.
    return list
      .filter((probe) => probe.label !== 'update' || calls.has('update'))
      .filter((probe) => calls.has('detail') || !['detail', 'history'].includes(probe.label));
  }

  it.each(DEFINITIONS.map((d) => [d.name, d] as const))('%s: each call needs its action', async (_name, def) => {
    for (const probe of probes(def)) {
      const holder = await staffWith(t, { [def.module]: [probe.action] });
      const others = await staffWith(t, { [def.module]: ACTIONS.filter((a) => a !== probe.action) });
      const allowed = await t.call({ ...(await probe.request()), cookie: holder });
      expect(allowed.statusCode, `${def.name} ${probe.label} with ${probe.action}: ${allowed.body}`).toBeLessThan(300);
      const denied = await t.call({ ...(await probe.request()), cookie: others });
      expect(denied.statusCode, `${def.name} ${probe.label} without ${probe.action}`).toBe(403);
      expect(json(denied).error).toMatchObject({ code: 'FORBIDDEN', message: expect.stringContaining(def.module) });
    }
  });

  it('uploads need write or update on the module', async () => {
    for (const def of DEFINITIONS.filter((d) => resourceCalls(d).includes('upload'))) {
      const field = Object.entries(def.fields).find(([, f]) => takesUploads(f))![0];
      const send = (cookie: string) =>
        t.call({
          method: 'POST',
          url: `/api${resourceApi(def.name).upload(field)}`,
          cookie,
          ...multipart('file', 'a.png', 'image/png', PNG),
        });
      expect((await send(await staffWith(t, { [def.module]: ['write'] }))).statusCode).toBe(200);
      expect((await send(await staffWith(t, { [def.module]: ['update'] }))).statusCode).toBe(200);
      const denied = await send(await staffWith(t, { [def.module]: ['read', 'delete', 'approval'] }));
      expect(denied.statusCode).toBe(403);
    }
  });

  it('the writter preset may write and update categories but not delete them', async () => {
    const writter = await t.login('writter@demo.test');
    const record = await createRecord(t, writter, 'category', validBody(t, 'category', serial++));
    const denied = await t.call({ method: 'DELETE', url: `/api/category/delete/${record.id}`, cookie: writter });
    expect(denied.statusCode).toBe(403);
    expect(json(denied).error.message).toBe('You need the delete permission on RESEARCHCATEGORY for this.');
    expect((await t.call({ method: 'GET', url: '/api/ad-banner/list', cookie: writter })).statusCode).toBe(403);
  });
});
