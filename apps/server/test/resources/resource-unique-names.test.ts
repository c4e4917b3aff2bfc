import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { allCounts, createRecord, validBody } from './resource-helpers.ts';

describe.each(DIALECTS)('names readers see are unique among live records on %s', (dialect) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await t.login('owner@demo.test');
  });
  afterAll(async () => t.close());

  it('a second category with the same name, in any case, is a 409 naming the first and its address; nothing is written', async () => {
    const first = await createRecord(t, owner, 'category', {
      ...validBody(t, 'category', 801),
      article_category_name: 'Tour Test Kategori',
    });
    const before = await allCounts(t.ctx);
    const again = await t.call({
      method: 'POST',
      url: '/api/category/create',
      cookie: owner,
      payload: { ...validBody(t, 'category', 802), article_category_name: 'tour test KATEGORI' },
    });
    expect(again.statusCode).toBe(409);
    const body = json(again);
    expect(body.error.message).toBe(
      `Category “Tour Test Kategori” already exists (/category/editor/existing/${first.id}). Choose another name, or edit that one.`,
    );
    expect(body.error.fields).toEqual({ article_category_name: '“Tour Test Kategori” is already the name of another category' });
    expect(body.existing).toMatchObject({ id: first.id, path: `/category/editor/existing/${first.id}` });
    expect(await allCounts(t.ctx)).toEqual(before);
  });

  it('renaming onto a live name is refused; a name in the trash can be used again; a record keeps its own name', async () => {
    const a = await createRecord(t, owner, 'master-tag', { ...validBody(t, 'master-tag', 811), name: 'Dividen Interim' });
    const b = await createRecord(t, owner, 'master-tag', { ...validBody(t, 'master-tag', 812), name: 'Saham Bank' });
    const rename = await t.call({
      method: 'PUT',
      url: `/api/master-tag/update/${b.id}`,
      cookie: owner,
      payload: { name: 'DIVIDEN interim', slug: b.slug, applies_to: b.applies_to, version: b.version },
    });
    expect(rename.statusCode).toBe(409);
    const same = await t.call({
      method: 'PUT',
      url: `/api/master-tag/update/${a.id}`,
      cookie: owner,
      payload: { name: 'Dividen Interim', slug: a.slug, applies_to: a.applies_to, version: a.version },
    });
    expect(same.statusCode, same.body).toBe(200);
    expect((await t.call({ method: 'DELETE', url: `/api/master-tag/delete/${a.id}`, cookie: owner })).statusCode).toBe(200);
    const reuse = await t.call({
      method: 'POST',
      url: '/api/master-tag/create',
      cookie: owner,
      payload: { ...validBody(t, 'master-tag', 813), name: 'Dividen Interim' },
    });
    expect(reuse.statusCode, reuse.body).toBe(201);
    // The first comes back from the trash: two live tags share the name, and each can still be edited.
    const restored = await t.call({ method: 'POST', url: `/api/master-tag/restore/${a.id}`, cookie: owner });
    expect(restored.statusCode, restored.body).toBe(200);
    const edit = await t.call({
      method: 'PUT',
      url: `/api/master-tag/update/${a.id}`,
      cookie: owner,
      payload: {
        name: 'Dividen Interim',
        slug: 'dividen-interim-2025',
        applies_to: a.applies_to,
        version: json(restored).data.version,
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(json(edit).data.slug).toBe('dividen-interim-2025');
  });

  it('subscription plan names too', async () => {
    const plan = await createRecord(t, owner, 'subscription', validBody(t, 'subscription', 821));
    const twin = await t.call({
      method: 'POST',
      url: '/api/subscription/create',
      cookie: owner,
      payload: { ...validBody(t, 'subscription', 822), name: String(plan.name).toUpperCase() },
    });
    expect(twin.statusCode).toBe(409);
    expect(json(twin).existing.path).toBe(`/subscription/master-subscription/detail/${plan.id}`);
  });
});
