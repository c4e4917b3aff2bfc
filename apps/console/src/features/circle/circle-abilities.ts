import { can } from '@rc/contract/permissions';
import { usePermissions } from '@/lib/session-store.ts';

/** What the signed-in person may do with Circle articles (the server decides; this hides the rest). */
export type CircleAbilities = { read: boolean; update: boolean; approval: boolean; delete: boolean };

export function useCircleAbilities(): CircleAbilities {
  const permissions = usePermissions();
  return {
    read: can(permissions, 'COMMUNITYRESEARCH', 'read'),
    update: can(permissions, 'COMMUNITYRESEARCH', 'update'),
    approval: can(permissions, 'COMMUNITYRESEARCH', 'approval'),
    delete: can(permissions, 'COMMUNITYRESEARCH', 'delete'),
  };
}
