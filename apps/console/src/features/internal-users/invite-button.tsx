import { IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { can } from '@rc/contract/permissions';
import { ROUTES } from '@rc/contract/routes';
import { Button } from '@/components/button.tsx';
import { usePermissions } from '@/lib/session-store.ts';

/** The internal user list's way to add staff (an extension of the generic list): they are invited. */
export function InviteButton() {
  const permissions = usePermissions();
  if (!can(permissions, 'INTERNALUSER', 'write')) return null;
  return (
    <Button component={Link} to={ROUTES.UserEditorNew.path} leftSection={<IconUserPlus size={16} />} data-testid="invite-staff">
      Invite staff member
    </Button>
  );
}
