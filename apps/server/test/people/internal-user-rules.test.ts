import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolePreset } from '@rc/contract/permissions';
import { normaliseSet } from '@/modules/permissions/permission-grant.ts';
import { createPermissionRepository } from '@/auth/permission.repository.ts';
import { DIALECTS, createTestApp, json, tableCounts, type TestApp } from '../test-app.ts';
import { activeStaff, detail, editBody, invite, staffId, staffRow } from './people-helpers.ts';

describe.each(DIALECTS)('staff rules on %s', (dialect) => {
  let t: TestApp;
  let owner: string;
  let admin: string;
  let ownerId: number;
  let adminId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await t.login('owner@demo.test');
    admin = await t.login('admin@demo.test');
    ownerId = await staffId(t, 'owner@demo.test');
    adminId = await staffId(t, 'admin@demo.test');
  });
  afterAll(async () => t.close());

  const update = async (cookie: string, id: number, changes: Record<string, unknown>) =>
    t.call({
      method: 'PUT',
      url: `/api/internal-user/update/${id}`,
      cookie,
      payload: editBody(await detail(t, owner, id), changes),
    });
  const post = (cookie: string, url: string, payload?: object) => t.call({ method: 'POST', url, cookie, payload });

  it('keeps the last active owner: no demotion, suspension or deletion of them', async () => {
    const before = await tableCounts(t.ctx);
    const demote = await update(owner, ownerId, { role: 'admin' });
    expect(demote.statusCode).toBe(409);
    expect(json(demote).error.message).toMatch(/^Ratna Wijaya is the last active owner: changing their role would leave nobody/);
    const suspend = await post(owner, `/api/internal-user/suspend/${ownerId}`);
    expect(suspend.statusCode).toBe(400);
    expect(json(suspend).error.message).toBe('You cannot suspend your own account. Ask another owner or admin to do it.');
    const remove = await t.call({ method: 'DELETE', url: `/api/internal-user/delete/${ownerId}`, cookie: owner });
    expect(remove.statusCode).toBe(400);
    expect(json(remove).error.message).toBe('You cannot delete your own account. Ask another owner or admin to do it.');
    expect(await tableCounts(t.ctx)).toEqual(before);
    expect(await staffRow(t, ownerId)).toMatchObject({ role: 'owner', status: 'ACTIVE', deleted_at: null });
  });

  it('lets only an owner make, edit, suspend or remove an owner', async () => {
    const before = await tableCounts(t.ctx);
    const invited = await post(admin, '/api/internal-user/invite', {
      fullname: 'Calon Owner',
      email: 'co@demo.test',
      role: 'owner',
    });
    expect(invited.statusCode).toBe(403);
    expect(json(invited).error.message).toBe('Only an owner can make someone an owner.');
    const promote = await update(admin, await staffId(t, 'writter@demo.test'), { role: 'owner' });
    expect(promote.statusCode).toBe(403);
    const promoteSelf = await update(admin, adminId, { role: 'owner' });
    expect(promoteSelf.statusCode).toBe(403);
    const editOwner = await update(admin, ownerId, { fullname: 'Ratna W.' });
    expect(editOwner.statusCode).toBe(403);
    expect(json(editOwner).error.message).toBe('Only an owner can change an owner’s account.');
    expect((await post(admin, `/api/internal-user/suspend/${ownerId}`)).statusCode).toBe(403);
    expect((await t.call({ method: 'DELETE', url: `/api/internal-user/delete/${ownerId}`, cookie: admin })).statusCode).toBe(403);
    const perms = await t.call({
      method: 'PUT',
      url: `/api/user-permission/${ownerId}`,
      cookie: admin,
      payload: rolePreset('writter'),
    });
    expect(perms.statusCode).toBe(403);
    expect(json(perms).error.message).toBe('Only an owner can change an owner’s account.');
    expect(await tableCounts(t.ctx)).toEqual(before);
  });

  it('an owner makes an owner (with every permission); then either may step down, never both', async () => {
    const promoted = await update(owner, adminId, { role: 'owner' });
    expect(promoted.statusCode).toBe(200);
    expect(normaliseSet(await createPermissionRepository(t.ctx.db.kysely).load(adminId))).toEqual(
      normaliseSet(rolePreset('owner')),
    );
    const history = json(await t.call({ method: 'GET', url: `/api/user-permission/history/${adminId}`, cookie: owner })).data
      .data;
    expect(history[0]).toMatchObject({
      note: 'Role changed from admin to owner: the owner preset replaced the permissions.',
      actor: { fullname: 'Ratna Wijaya' },
      removed: [],
    });
    expect(history[0].added).toContainEqual({ module: 'USERPERMISSION', action: 'approval' });

    // Two owners demoting each other at the same moment: exactly one of them succeeds.
    const [a, b] = await Promise.all([update(owner, adminId, { role: 'admin' }), update(admin, ownerId, { role: 'admin' })]);
    // (The loser is refused as no longer an owner (403) or, when both checked at once, as the last one (409).)
    expect([a, b].filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect([a, b].find((r) => r.statusCode !== 200)!.statusCode).toBeOneOf([403, 409]);
    const owners = await t.ctx.db.kysely.selectFrom('staff_users').select('id').where('role', '=', 'owner').execute();
    expect(owners).toHaveLength(1);
    // Put things back as they were for the other tests.
    const survivorIsOwner = owners[0]!.id === ownerId;
    expect(
      (await update(survivorIsOwner ? owner : admin, survivorIsOwner ? adminId : ownerId, { role: 'owner' })).statusCode,
    ).toBe(200);
    expect((await update(owner, adminId, { role: 'admin' })).statusCode).toBe(200);
    expect((await staffRow(t, ownerId)).role).toBe('owner');
    expect((await staffRow(t, adminId)).role).toBe('admin');
  });

  it('nobody suspends or deletes themselves, also not inside a bulk removal (which then removes nobody)', async () => {
    const writterId = await staffId(t, 'writter@demo.test');
    const before = await tableCounts(t.ctx);
    expect((await post(admin, `/api/internal-user/suspend/${adminId}`)).statusCode).toBe(400);
    expect((await t.call({ method: 'DELETE', url: `/api/internal-user/delete/${adminId}`, cookie: admin })).statusCode).toBe(400);
    const bulk = await post(admin, '/api/internal-user/bulk-delete', { ids: [writterId, adminId] });
    expect(bulk.statusCode).toBe(400);
    expect(json(bulk).error.message).toBe('You cannot delete your own account. Ask another owner or admin to do it.');
    const owners = await post(admin, '/api/internal-user/bulk-delete', { ids: [writterId, ownerId] });
    expect(owners.statusCode).toBe(403);
    expect(await tableCounts(t.ctx)).toEqual(before);
    expect((await staffRow(t, writterId)).deleted_at).toBeNull();
  });

  it('refuses escalation: inviting, changing a role or granting beyond what one holds', async () => {
    // An admin without delete on ad banners may not hand it out in any way.
    const narrow = rolePreset('admin');
    narrow.delete_action = narrow.delete_action.filter((m) => m !== 'ADBANNER');
    const limited = await activeStaff(t, owner, 'limited.admin@demo.test', 'admin');
    expect(
      (await t.call({ method: 'PUT', url: `/api/user-permission/${limited.id}`, cookie: owner, payload: narrow })).statusCode,
    ).toBe(200);
    const before = await tableCounts(t.ctx);
    const inviteAdmin = await post(limited.cookie, '/api/internal-user/invite', {
      fullname: 'Admin Baru',
      email: 'admin.baru@demo.test',
      role: 'admin',
    });
    expect(inviteAdmin.statusCode).toBe(403);
    expect(json(inviteAdmin).error.message).toBe(
      'You can grant only permissions you hold yourself. You do not hold: delete on ADBANNER.',
    );
    const writterId = await staffId(t, 'writter@demo.test');
    const raise = await update(limited.cookie, writterId, { role: 'admin' });
    expect(raise.statusCode).toBe(403);
    const grant = rolePreset('writter');
    grant.delete_action = ['ADBANNER'];
    const put = await t.call({ method: 'PUT', url: `/api/user-permission/${writterId}`, cookie: limited.cookie, payload: grant });
    expect(put.statusCode).toBe(403);
    expect(json(put).error.message).toMatch(/You do not hold: delete on ADBANNER\.$/);
    // An admin preset holds no approval on USERPERMISSION, so no admin can give it.
    const approval = { ...rolePreset('writter'), approval_action: ['USERPERMISSION'] };
    const denied = await t.call({ method: 'PUT', url: `/api/user-permission/${writterId}`, cookie: admin, payload: approval });
    expect(denied.statusCode).toBe(403);
    expect(await tableCounts(t.ctx)).toEqual(before);
    // Within what they hold, an admin may invite and grant.
    await invite(t, admin, { fullname: 'Penulis Baru', email: 'penulis.baru@demo.test', role: 'writter' });
  });

  it('refuses escalation by editing one’s own permissions; narrowing them is allowed', async () => {
    const editor = await activeStaff(t, owner, 'editor@demo.test', 'writter');
    const own = {
      ...rolePreset('writter'),
      read_action: [...rolePreset('writter').read_action, 'USERPERMISSION'],
      update_action: [...rolePreset('writter').update_action, 'USERPERMISSION'],
    };
    expect(
      (await t.call({ method: 'PUT', url: `/api/user-permission/${editor.id}`, cookie: owner, payload: own })).statusCode,
    ).toBe(200);

    const before = await tableCounts(t.ctx);
    const more = { ...own, read_action: [...own.read_action, 'INTERNALUSER'], delete_action: ['ALGONEWS'] };
    const denied = await t.call({
      method: 'PUT',
      url: `/api/user-permission/${editor.id}`,
      cookie: editor.cookie,
      payload: more,
    });
    expect(denied.statusCode).toBe(403);
    expect(json(denied).error.message).toBe(
      'You can grant only permissions you hold yourself. You do not hold: read on INTERNALUSER, delete on ALGONEWS.',
    );
    expect(await tableCounts(t.ctx)).toEqual(before);

    const fewer = { ...own, write_action: own.write_action.filter((m) => m !== 'ALGONEWS') };
    const narrowed = await t.call({
      method: 'PUT',
      url: `/api/user-permission/${editor.id}`,
      cookie: editor.cookie,
      payload: fewer,
    });
    expect(narrowed.statusCode).toBe(200);
    expect(json(narrowed).data.write_action).not.toContain('ALGONEWS');
  });

  it('answers 400 naming an unknown module, writing nothing; aliases are stored canonically', async () => {
    const writterId = await staffId(t, 'writter@demo.test');
    const before = await tableCounts(t.ctx);
    const bad = await t.call({
      method: 'PUT',
      url: `/api/user-permission/${writterId}`,
      cookie: owner,
      payload: { ...rolePreset('writter'), read_action: ['ALGONEWS', 'FOO_BAR'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).error.fields['read_action.1']).toMatch(
      /^Unknown module "FOO_BAR" in read_action\. Known modules: USER, INTERNALUSER/,
    );
    const missing = await t.call({
      method: 'PUT',
      url: `/api/user-permission/${writterId}`,
      cookie: owner,
      payload: { read_action: [] },
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(json(missing).error.fields)).toEqual(
      expect.arrayContaining(['write_action', 'update_action', 'approval_action', 'delete_action']),
    );
    expect(await tableCounts(t.ctx)).toEqual(before);

    const alias = await t.call({
      method: 'PUT',
      url: `/api/user-permission/${writterId}`,
      cookie: owner,
      payload: { ...rolePreset('writter'), read_action: ['ALGONEWS', 'CIRCLE_ANALYTIC', 'ALGONEWS'] },
    });
    expect(alias.statusCode).toBe(200);
    expect(json(alias).data.read_action).toEqual(['ALGONEWS', 'CIRCLEANALYTIC']);
  });

  it('an owner’s permissions stay complete: narrowing them is refused until the role changes', async () => {
    const res = await t.call({
      method: 'PUT',
      url: `/api/user-permission/${ownerId}`,
      cookie: owner,
      payload: rolePreset('admin'),
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).error.message).toMatch(/^Owners hold every permission/);
    const view = json(await t.call({ method: 'GET', url: `/api/user-permission/${ownerId}`, cookie: owner })).data;
    expect(view.locked).toMatch(/^Owners hold every permission/);
    const byAdmin = json(await t.call({ method: 'GET', url: `/api/user-permission/${ownerId}`, cookie: admin })).data;
    expect(byAdmin.locked).toBe('Only an owner can change an owner’s permissions.');
  });
});
