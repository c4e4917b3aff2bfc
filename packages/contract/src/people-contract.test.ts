import { describe, expect, it } from 'vitest';
import { MODULES } from './modules.ts';
import { MATRIX_MODULES, PERMISSION_GROUPS } from './permission-groups.ts';
import { rolePreset } from './permissions.ts';
import { inviteBodySchema } from './internal-user.ts';
import { resourceCalls } from './resources/resource.ts';
import { clientResource } from './resources/client.resource.ts';
import { internalUserResource, internalUserSchema } from './resources/internal-user.resource.ts';
import { permissionDiff, userPermissionUpdateSchema } from './user-permission.ts';

describe('People contract', () => {
  it('groups each module exactly once for the permission matrix', () => {
    expect(new Set(MATRIX_MODULES).size).toBe(MATRIX_MODULES.length);
    expect([...MATRIX_MODULES].sort()).toEqual([...MODULES].sort());
    expect(PERMISSION_GROUPS.map((g) => g.label).slice(0, 3)).toEqual(['Dashboard', 'Internal User', 'Circle']);
  });

  it('diffs permission sets as grants added and removed, aliases folded', () => {
    const before = rolePreset('auditor');
    const after = { ...before, read_action: [...before.read_action, 'CIRCLE_ANALYTIC', 'USER'], approval_action: [] };
    const diff = permissionDiff(before, after);
    expect(diff.added).toEqual([{ module: 'USER', action: 'read' }]);
    expect(diff.removed.map((g) => g.action)).toEqual(before.approval_action.map(() => 'approval'));
  });

  it('validates the five lists and names unknown modules', () => {
    const bad = userPermissionUpdateSchema.safeParse({ ...rolePreset('writter'), delete_action: ['NOPE'] });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]!.message).toMatch(/^Unknown module "NOPE" in delete_action/);
    expect(userPermissionUpdateSchema.safeParse(rolePreset('owner')).success).toBe(true);
  });

  it('normalises invite and editor input with messages a person can act on', () => {
    expect(inviteBodySchema.parse({ fullname: ' Siti ', email: ' Siti@Redaksi.CO.ID ', role: 'writter', phone: '' })).toEqual({
      fullname: 'Siti',
      email: 'siti@redaksi.co.id',
      role: 'writter',
      phone: null,
    });
    const bad = internalUserSchema.safeParse({
      fullname: 'A',
      email: 'x',
      role: 'chief',
      npwp: '12',
      instagram: 'instagram.com/x',
    });
    expect(Object.fromEntries(bad.error!.issues.map((i) => [i.path[0], i.message]))).toMatchObject({
      fullname: 'Full name must be at least 2 characters',
      role: 'Role must be one of: owner, writter, auditor, admin',
      npwp: 'NPWP must be 15 or 16 digits (dots and dashes allowed)',
      instagram: 'Instagram must be a link starting with http:// or https://',
    });
  });

  it('mounts only the calls each People resource has', () => {
    expect(resourceCalls(internalUserResource)).toEqual([
      'list',
      'detail',
      'history',
      'export',
      'counts',
      'update',
      'delete',
      'restore',
      'bulkDelete',
      'bulkRestore',
    ]);
    // The plan filter names subscription plans: its choices come with the list.
    expect(resourceCalls(clientResource)).toEqual(['list', 'detail', 'history', 'export', 'counts', 'options']);
  });
});
