import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { ACTIONS, type Action } from '@rc/contract/permissions';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { createRecord, editable, staffWith } from '../resources/resource-helpers.ts';
import { articleIn, circleWorld, type CircleWorld } from './circle-helpers.ts';

type Probe = { label: string; action: Action; request: (id: number) => InjectOptions; status?: string };

const EDITABLE = [
  'article_title',
  'article_slug',
  'article_category_id',
  'content_type',
  'thumbnail',
  'first_summary',
  'second_summary',
  'third_summary',
  'short_description',
  'first_content',
  'second_content',
];

/** Every Circle call with the action it needs and the status of the article it is tried on. */
function probes(): Probe[] {
  const c = '/api/circle-research/circle';
  const list: Probe[] = [
    { label: 'list', action: 'read', request: () => ({ method: 'GET', url: `${c}/list?status=PENDING` }) },
    { label: 'total-request', action: 'read', request: () => ({ method: 'GET', url: `${c}/data/total-request` }) },
    { label: 'preview', action: 'read', request: (id) => ({ method: 'GET', url: `${c}/preview/${id}` }) },
    { label: 'first-content', action: 'read', request: (id) => ({ method: 'GET', url: `${c}/first-content/${id}` }) },
    { label: 'second-content', action: 'read', request: (id) => ({ method: 'GET', url: `${c}/second-content/${id}` }) },
    { label: 'history', action: 'read', request: (id) => ({ method: 'GET', url: `/api/circle-research/logs/history/${id}` }) },
    { label: 'engine list', action: 'read', request: () => ({ method: 'GET', url: '/api/circle-research/list' }) },
    { label: 'engine detail', action: 'read', request: (id) => ({ method: 'GET', url: `/api/circle-research/detail/${id}` }) },
    { label: 'engine history', action: 'read', request: (id) => ({ method: 'GET', url: `/api/circle-research/history/${id}` }) },
    {
      label: 'response-approval',
      action: 'approval',
      request: (id) => ({
        method: 'PUT',
        url: `${c}/response-approval/${id}`,
        payload: { status: 'REVISION', note: 'Perbaiki.' },
      }),
    },
    { label: 'delete', action: 'delete', request: (id) => ({ method: 'DELETE', url: `${c}/delete/${id}` }) },
    { label: 'restore', action: 'delete', request: (id) => ({ method: 'GET', url: `${c}/restore/${id}` }) },
    {
      label: 'edit (engine update)',
      action: 'update',
      request: (id) => ({ method: 'PUT', url: `/api/circle-research/update/${id}`, payload: { __edit: id } as never }),
    },
  ];
  return list;
}

describe.each(DIALECTS)('Circle permission matrix on %s', (dialect) => {
  let t: TestApp;
  let world: CircleWorld;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    world = await circleWorld(t);
  });
  afterAll(async () => t.close());

  /** A fresh pending article; an edit body is its editable fields with a changed summary. */
  async function prepare(probe: Probe): Promise<InjectOptions> {
    const id = await articleIn(t, world, 'PENDING', `TLKM: Uji Izin ${probe.label} ${Math.random().toString(36).slice(2, 7)}`);
    const options = probe.request(id);
    if ((options.payload as { __edit?: number } | undefined)?.__edit) {
      const record = json(await t.call({ method: 'GET', url: `/api/circle-research/detail/${id}`, cookie: world.owner })).data;
      const body = Object.fromEntries(EDITABLE.map((k) => [k, record[k]]));
      return { ...options, payload: { ...body, first_summary: 'Diperbaiki staf.', version: record.version } };
    }
    if (probe.label === 'restore')
      await t.call({ method: 'DELETE', url: `/api/circle-research/circle/delete/${id}`, cookie: world.owner });
    return options;
  }

  it('each call needs its action on COMMUNITYRESEARCH: exactly that one is enough, all the others are not', async () => {
    for (const probe of probes()) {
      const holder = await staffWith(t, { COMMUNITYRESEARCH: [probe.action] });
      const others = await staffWith(t, { COMMUNITYRESEARCH: ACTIONS.filter((a) => a !== probe.action) });
      const allowed = await t.call({ ...(await prepare(probe)), cookie: holder });
      expect(allowed.statusCode, `${probe.label} with ${probe.action}: ${allowed.body}`).toBeLessThan(300);
      const denied = await t.call({ ...(await prepare(probe)), cookie: others });
      expect(denied.statusCode, `${probe.label} without ${probe.action}`).toBe(403);
      expect(json(denied).error).toMatchObject({ code: 'FORBIDDEN', message: expect.stringContaining('COMMUNITYRESEARCH') });
      const anonymous = await t.call(await prepare(probe));
      expect(anonymous.statusCode, `${probe.label} signed out`).toBe(401);
      const noHeader = await t.app.inject({ ...(await prepare(probe)), headers: {} });
      expect(noHeader.statusCode, `${probe.label} without the client header`).toBe(401);
    }
  });

  it('the demo auditor responds but cannot delete; the demo writter reads and edits but cannot respond, delete or restore', async () => {
    const auditor = await t.login('auditor@demo.test');
    const writter = await t.login('writter@demo.test');
    const pending = await articleIn(t, world, 'PENDING', 'PGAS: Harga Gas Industri Dipangkas');
    const c = '/api/circle-research/circle';

    expect((await t.call({ method: 'GET', url: `${c}/list`, cookie: writter })).statusCode).toBe(200);
    const respond = await t.call({
      method: 'PUT',
      url: `${c}/response-approval/${pending}`,
      cookie: writter,
      payload: { status: 'APPROVED' },
    });
    expect(respond.statusCode).toBe(403);
    expect(json(respond).error.message).toBe('You need the approval permission on COMMUNITYRESEARCH for this.');
    expect((await t.call({ method: 'DELETE', url: `${c}/delete/${pending}`, cookie: writter })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: `${c}/restore/${pending}`, cookie: writter })).statusCode).toBe(403);
    expect((await t.call({ method: 'DELETE', url: `${c}/delete/${pending}`, cookie: auditor })).statusCode).toBe(403);
    expect(
      (
        await t.call({
          method: 'PUT',
          url: `${c}/response-approval/${pending}`,
          cookie: auditor,
          payload: { status: 'APPROVED' },
        })
      ).statusCode,
    ).toBe(200);
    const row = await t.ctx.db.kysely
      .selectFrom('circle_research')
      .select(['status', 'deleted_at'])
      .where('id', '=', pending)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'APPROVED', deleted_at: null });
  });

  it('Circle articles have no generic create, delete or restore: the specification’s calls are the one way in', async () => {
    for (const [method, url] of [
      ['POST', '/api/circle-research/create'],
      ['DELETE', '/api/circle-research/delete/1'],
      ['POST', '/api/circle-research/restore/1'],
      ['POST', '/api/circle-research/bulk-delete'],
    ] as const) {
      expect((await t.call({ method, url, cookie: world.owner, payload: {} })).statusCode, url).toBe(404);
    }
  });

  it('sub-accounts: each engine call needs its action on CONTENTCONTRIBUTOR', async () => {
    const base = '/api/sub-account-contributor';
    const fresh = async () =>
      createRecord(t, world.owner, 'sub-account-contributor', {
        contributor_id: world.contributorId,
        fullname: 'Penulis Uji',
        email: `penulis-${Math.random().toString(36).slice(2)}@ksn.test`,
      });
    const cases: Array<[Action, (r: Record<string, any>) => InjectOptions]> = [
      ['read', () => ({ method: 'GET', url: `${base}/list?contributor_id=${world.contributorId}` })],
      ['read', (r) => ({ method: 'GET', url: `${base}/detail/${r.id}` })],
      [
        'write',
        () => ({
          method: 'POST',
          url: `${base}/create`,
          payload: {
            contributor_id: world.contributorId,
            fullname: 'Baru',
            email: `baru-${Math.random().toString(36).slice(2)}@ksn.test`,
          },
        }),
      ],
      [
        'update',
        (r) => {
          return {
            method: 'PUT',
            url: `${base}/update/${r.id}`,
            payload: { ...editable('sub-account-contributor', r), fullname: 'Diubah' },
          };
        },
      ],
      ['delete', (r) => ({ method: 'DELETE', url: `${base}/delete/${r.id}` })],
    ];
    for (const [action, build] of cases) {
      const holder = await staffWith(t, { CONTENTCONTRIBUTOR: [action] });
      const others = await staffWith(t, { CONTENTCONTRIBUTOR: ACTIONS.filter((a) => a !== action) });
      expect((await t.call({ ...build(await fresh()), cookie: holder })).statusCode, action).toBeLessThan(300);
      expect((await t.call({ ...build(await fresh()), cookie: others })).statusCode, action).toBe(403);
    }
  });
});
