import { can } from '@rc/contract/permissions';
import { resourceCalls, type AnyResourceDefinition, type ResourceCall } from '@rc/contract/resources/resource';
import { usePermissions } from '@/lib/session-store.ts';

export type ResourceAccess = {
  read: boolean;
  write: boolean;
  update: boolean;
  delete: boolean;
  /** The calls the resource has at all (its kind, its `calls`), whoever asks. */
  calls: ReadonlySet<ResourceCall>;
};

/**
 * What the signed-in person may do with a resource, for showing only the buttons that will work:
 * the permission must be held and the resource must have the call. The server decides for real;
 * this only hides what it would refuse.
 */
export function useResourceAccess(
  def: Pick<AnyResourceDefinition, 'module' | 'kind' | 'ordering' | 'fields' | 'calls'>,
): ResourceAccess {
  const permissions = usePermissions();
  const calls = new Set(resourceCalls(def));
  return {
    read: can(permissions, def.module, 'read'),
    write: can(permissions, def.module, 'write') && calls.has('create'),
    update: can(permissions, def.module, 'update') && calls.has('update'),
    delete: can(permissions, def.module, 'delete') && calls.has('delete'),
    calls,
  };
}
