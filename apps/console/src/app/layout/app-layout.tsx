import { AppShell } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { CommandPaletteMount } from '@/features/command-palette/command-palette-mount.tsx';
import { queryClient } from '@/lib/query-client.ts';
import { RouteGate } from '../route-gate.tsx';
import { ROUTE_TITLES } from '../route-titles.ts';
import { AppFooter } from './app-footer.tsx';
import { AppNavbar } from './app-navbar.tsx';
import { HeaderBar } from './header-bar.tsx';
import { MENU } from './menu-items.ts';
import { NavigationProgress } from './navigation-progress.tsx';
import { useMenuCollapse } from './use-menu-collapse.ts';
import classes from './app-layout.module.css';

export const NAVBAR_WIDTH = 264;
export const NAVBAR_RAIL_WIDTH = 76;
/** Below Mantine's `sm` breakpoint the menu becomes an overlay opened from the mobile top bar. */
const MOBILE_QUERY = '(max-width: 47.99em)';

/** The signed-in layout: side menu, header, content, footer. */
export function AppLayout() {
  const { collapsed, toggle } = useMenuCollapse();
  const [mobileOpened, { close: closeMobileMenu, toggle: toggleMobileMenu }] = useDisclosure(false);
  const mobile = useMediaQuery(MOBILE_QUERY, window.matchMedia(MOBILE_QUERY).matches) ?? false;
  const { pathname } = useLocation();

  useEffect(() => {
    closeMobileMenu();
  }, [pathname, closeMobileMenu]);

  const menuCollapsed = mobile ? !mobileOpened : collapsed;

  return (
    <QueryClientProvider client={queryClient}>
      <AppShell
        // Wide screens: the menu runs the full height beside the header. Phones: the top bar stays
        // above the opened menu, so its toggle can close it again.
        layout={mobile ? 'default' : 'alt'}
        header={{ height: 64 }}
        navbar={{ width: collapsed ? NAVBAR_RAIL_WIDTH : NAVBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: !mobileOpened } }}
        padding={0}
        data-menu-collapsed={menuCollapsed}
        data-testid="app-shell"
      >
        <NavigationProgress />
        <AppShell.Header>
          <HeaderBar
            collapsed={collapsed}
            onToggleCollapsed={toggle}
            mobileMenuOpened={mobileOpened}
            onToggleMobileMenu={toggleMobileMenu}
          />
        </AppShell.Header>
        <AppShell.Navbar
          className={classes.navbar}
          data-collapsed={(collapsed && !mobile) || undefined}
          // Off-screen on phones until opened: keep its links out of the tab order too.
          inert={mobile && !mobileOpened ? true : undefined}
        >
          <AppNavbar collapsed={collapsed} mobile={mobile} onNavigate={closeMobileMenu} />
        </AppShell.Navbar>
        <AppShell.Main className={classes.main}>
          <div className={classes.content} id="main-content">
            <RouteGate />
          </div>
          <AppFooter />
        </AppShell.Main>
      </AppShell>
      <CommandPaletteMount menu={MENU} titles={ROUTE_TITLES} />
    </QueryClientProvider>
  );
}
