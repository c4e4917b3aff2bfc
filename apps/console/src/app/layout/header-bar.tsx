import { ActionIcon, Box, Burger, Group, Text, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { BrandMark } from '@/components/brand-mark.tsx';
import { CommandPaletteButton } from '@/features/command-palette/command-palette-button.tsx';
import { NotificationBell } from '@/features/notifications/notification-bell.tsx';
import { ENV } from '@/lib/env.ts';
import { HeaderClock } from './header-clock.tsx';
import { UserMenu } from './user-menu.tsx';
import classes from './app-layout.module.css';

/**
 * The header: on wide screens the menu collapse toggle, the live clock, the command palette's
 * search button, the notifications bell and the account menu; on phones it is the mobile top bar
 * with the menu toggle.
 */
export function HeaderBar({
  collapsed,
  onToggleCollapsed,
  mobileMenuOpened,
  onToggleMobileMenu,
}: {
  collapsed: boolean;
  onToggleCollapsed: () => void;
  mobileMenuOpened: boolean;
  onToggleMobileMenu: () => void;
}) {
  const collapseLabel = collapsed ? 'Expand menu' : 'Collapse menu';
  return (
    <div className={classes.header}>
      <Burger
        hiddenFrom="sm"
        opened={mobileMenuOpened}
        onClick={onToggleMobileMenu}
        size="sm"
        aria-label={mobileMenuOpened ? 'Close menu' : 'Open menu'}
        aria-expanded={mobileMenuOpened}
        data-testid="mobile-menu-toggle"
      />
      <Group gap={10} hiddenFrom="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <BrandMark size={28} />
        <Text fw={700} size="sm" truncate="end">
          {ENV.productName}
        </Text>
      </Group>
      <Tooltip label={collapseLabel} position="bottom">
        <ActionIcon
          visibleFrom="sm"
          variant="subtle"
          color="gray"
          size="lg"
          onClick={onToggleCollapsed}
          aria-label={collapseLabel}
          aria-expanded={!collapsed}
          data-testid="menu-collapse-toggle"
        >
          {collapsed ? (
            <IconLayoutSidebarLeftExpand size={20} stroke={1.7} />
          ) : (
            <IconLayoutSidebarLeftCollapse size={20} stroke={1.7} />
          )}
        </ActionIcon>
      </Tooltip>
      <Box visibleFrom="md">
        <HeaderClock />
      </Box>
      <div className={classes.headerSpacer} />
      <Box hiddenFrom="md">
        <HeaderClock compact />
      </Box>
      <CommandPaletteButton />
      <NotificationBell />
      <Box visibleFrom="sm">
        <UserMenu />
      </Box>
      <Box hiddenFrom="sm">
        <UserMenu compact />
      </Box>
    </div>
  );
}
