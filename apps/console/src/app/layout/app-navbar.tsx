import { AppShell, Box, ScrollArea, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { ROUTES } from '@rc/contract/routes';
import { BrandMark } from '@/components/brand-mark.tsx';
import { ENV } from '@/lib/env.ts';
import { useRouteHandle } from '@/lib/route-handle.ts';
import { useSession } from '@/lib/session-store.ts';
import { HeaderClock } from './header-clock.tsx';
import { MENU } from './menu-items.ts';
import { visibleMenu } from './menu-visibility.ts';
import { SideMenu } from './side-menu.tsx';
import { useCirclePendingTotal } from './use-circle-pending-total.ts';
import classes from './app-layout.module.css';

/** The side menu column: brand and the menu of section 2.4 (on phones: the clock and the menu). */
export function AppNavbar({ collapsed, mobile, onNavigate }: { collapsed: boolean; mobile: boolean; onNavigate: () => void }) {
  const permissions = useSession((state) => state.permissions);
  const permissionsFetched = useSession((state) => state.permissionsFetched);
  const activeGroup = useRouteHandle()?.group;
  const circleVisible = permissionsFetched && visibleMenu(MENU, permissions).some((entry) => entry.key === 'circle');
  const pending = useCirclePendingTotal(circleVisible);
  const rail = collapsed && !mobile;

  return (
    <>
      <AppShell.Section visibleFrom="sm">
        <Link
          to={ROUTES.Home.path}
          className={classes.brand}
          aria-label={rail ? `${ENV.productName} home` : undefined}
          onClick={onNavigate}
        >
          <BrandMark size={34} />
          {rail ? null : (
            <span className={classes.brandName}>
              {ENV.productName}
              <span className={classes.brandTag}>Back office</span>
              <VisuallyHidden>, home</VisuallyHidden>
            </span>
          )}
        </Link>
      </AppShell.Section>
      {mobile ? (
        <Box px={22} pt={16} pb={4}>
          <HeaderClock colour="gray.4" />
        </Box>
      ) : null}
      <AppShell.Section grow component={ScrollArea} scrollbarSize={6} type="hover">
        <SideMenu
          entries={MENU}
          permissions={permissions}
          permissionsFetched={permissionsFetched}
          activeGroup={activeGroup}
          collapsed={rail}
          badges={{ 'circle-pending': pending }}
          onNavigate={onNavigate}
        />
      </AppShell.Section>
    </>
  );
}
