import { IconLock } from '@tabler/icons-react';
import { Link, Outlet } from 'react-router';
import { ROUTES } from '@rc/contract/routes';
import { Button } from '@/components/button.tsx';
import { StatusPage } from '@/components/status-page.tsx';
import { FORBIDDEN_PAGE_TEXT } from '@/lib/messages.ts';
import { canReadAny } from '@/lib/permissions.ts';
import { useRouteHandle } from '@/lib/route-handle.ts';
import { usePermissions, usePermissionsFetched } from '@/lib/session-store.ts';

/**
 * A screen whose module the user cannot read shows the forbidden page instead. Permissions not
 * loaded mean the session was just forgotten (a 401, on the way to sign in): nothing is shown then,
 * least of all the forbidden page, which would be untrue.
 */
export function RouteGate() {
  const handle = useRouteHandle();
  const permissions = usePermissions();
  const fetched = usePermissionsFetched();
  if (!fetched) return null;
  if (handle && !canReadAny(permissions, handle.modules)) return <ForbiddenScreen />;
  return <Outlet />;
}

export function ForbiddenScreen() {
  return (
    <StatusPage
      testId="forbidden-page"
      icon={<IconLock size={30} stroke={1.6} />}
      colour="warning"
      eyebrow="Access restricted"
      title={FORBIDDEN_PAGE_TEXT}
      text="Your role does not include this area. If you need it for your work, ask an owner to update your permissions."
      actions={
        <Button component={Link} to={ROUTES.Home.path} variant="gray">
          Back to Dashboard
        </Button>
      }
    />
  );
}
