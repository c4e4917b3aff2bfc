import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceCalls, type AnyResourceDefinition } from '@rc/contract/resources/resource';
import { RESOURCES, findResource } from '@rc/contract/resources/resource-registry';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { placeImage } from './resource-helpers.ts';

/** Widgets whose value the server keeps as it was sent once the schema has read it. */
const KEPT_AS_SENT = new Set(['text', 'textarea', 'number', 'money-idr', 'boolean', 'select', 'multiselect', 'url', 'codes']);

const creatable = RESOURCES.filter((def) => resourceCalls(def).includes('create'));
const settings = RESOURCES.filter((def) => def.kind === 'settings');

/** Every definition its sample names through a field (a parent, a ticker's master stock), first. */
function inCreationOrder(defs: readonly AnyResourceDefinition[]): AnyResourceDefinition[] {
  const ordered: AnyResourceDefinition[] = [];
  const visit = (def: AnyResourceDefinition) => {
    if (ordered.includes(def)) return;
    for (const [key, meta] of Object.entries(def.fields)) {
      const named = meta.reference && findResource(meta.reference.resource);
      const value = (def.sample as Record<string, unknown>)[key];
      if (named && named !== def && defs.includes(named) && value != null && value !== '') visit(named);
    }
    ordered.push(def);
  };
  for (const def of defs) visit(def);
  return ordered;
}

/**
 * Every definition's sample is a body its calls take, on both databases: each resource with a
 * create call gets one record made from it (parents first, their ids put in), and each settings
 * record takes its sample as an update. The records of the others arrive from outside (sign-ups,
 * invites, submissions); their samples are checked against their schema by the contract's tests.
 */
describe.each(DIALECTS)('resource samples on %s', (dialect) => {
  let t: TestApp;
  let owner: string;
  const created = new Map<string, Record<string, unknown>>();
  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await t.login('owner@demo.test');
  });
  afterAll(async () => t.close());

  /** The sample with the ids of the records made before it, and its images in the media store. */
  function body(def: AnyResourceDefinition): Record<string, unknown> {
    const out: Record<string, unknown> = { ...(def.sample as Record<string, unknown>) };
    for (const [key, meta] of Object.entries(def.fields)) {
      const parent = meta.reference && created.get(meta.reference.resource);
      if (parent && meta.reference!.valueField === 'id' && typeof out[key] === 'number') out[key] = parent.id;
      if ((meta.widget === 'image' || meta.widget === 'document') && typeof out[key] === 'string')
        placeImage(t, String(out[key]));
    }
    return out;
  }

  it.each(inCreationOrder(creatable).map((def) => [def.name, def] as const))(
    '%s: one record from its sample',
    async (_name, def) => {
      const sent = body(def);
      const res = await t.call({ method: 'POST', url: `/api/${def.name}/create`, cookie: owner, payload: sent });
      expect(res.statusCode, res.body).toBe(201);
      const record = json(res).data as Record<string, unknown>;
      const read = def.schema.parse(sent) as Record<string, unknown>;
      for (const [key, meta] of Object.entries(def.fields))
        if (key in read && KEPT_AS_SENT.has(meta.widget)) expect(record[key], key).toEqual(read[key]);
      created.set(def.name, record);
    },
  );

  it.each(settings.map((def) => [def.name, def] as const))('%s: its first record takes its sample', async (_name, def) => {
    const list = json(await t.call({ method: 'GET', url: `/api/${def.name}/list`, cookie: owner })).data.data;
    const first = list[0] as Record<string, unknown>;
    const res = await t.call({
      method: 'PUT',
      url: `/api/${def.name}/update/${String(first.id)}`,
      cookie: owner,
      payload: { ...body(def), version: first.version },
    });
    expect(res.statusCode, res.body).toBe(200);
    // The answer is the record as stored: read back, it is the same.
    const again = json(await t.call({ method: 'GET', url: `/api/${def.name}/list`, cookie: owner })).data.data;
    expect(again.find((r: { id: unknown }) => r.id === first.id)).toEqual(json(res).data);
  });
});
