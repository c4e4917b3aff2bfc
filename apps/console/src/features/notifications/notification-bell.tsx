import { ActionIcon, Drawer, Indicator, Popover } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { usePhoneLayout } from '@/components/list/use-phone-layout.ts';
import { useUnreadCount, useUnreadStream } from './notification-api.ts';
import { NotificationPanel } from './notification-panel.tsx';

/** The badge's figure: hidden at 0, "99+" beyond. */
export function badgeLabel(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 99 ? '99+' : String(unread);
}

/** What the bell is called: its unread count is part of its name. */
export function bellName(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications, none unread';
}

/**
 * The header's bell: the unread count as a badge, kept live by the server's event stream, and the
 * newest notifications in a panel under it (a drawer on a phone).
 */
export function NotificationBell() {
  useUnreadStream();
  const unread = useUnreadCount();
  const phone = usePhoneLayout();
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  const badge = badgeLabel(unread);

  // The badge is drawn over the button; the button's name carries the count for everyone else.
  const withBadge = (button: ReactNode) => (
    <Indicator
      label={badge}
      disabled={badge === null}
      size={18}
      offset={6}
      color="danger.7"
      inline
      styles={{ indicator: { fontSize: 11, fontWeight: 700, paddingInline: 5, pointerEvents: 'none' } }}
      data-testid="notification-badge"
    >
      {button}
    </Indicator>
  );
  const buttonProps = {
    variant: 'subtle',
    color: 'gray',
    size: 'lg',
    'aria-label': bellName(unread),
    'data-testid': 'notification-bell',
    onClick: () => setOpened((was) => !was),
    children: <IconBell size={21} stroke={1.7} aria-hidden="true" />,
  } as const;

  if (phone) {
    return (
      <>
        {withBadge(<ActionIcon {...buttonProps} aria-haspopup="dialog" aria-expanded={opened} />)}
        <Drawer
          opened={opened}
          onClose={close}
          position="right"
          size="100%"
          title="Notifications"
          withCloseButton
          closeButtonProps={{ 'aria-label': 'Close notifications' }}
          padding={0}
          styles={{ header: { paddingInline: 'var(--mantine-spacing-md)' }, title: { fontWeight: 700 } }}
          data-testid="notification-drawer"
        >
          {opened ? <NotificationPanel unread={unread} onClose={close} heading={false} /> : null}
        </Drawer>
      </>
    );
  }

  // The popover's target gives the button aria-expanded and aria-controls.
  return withBadge(
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={400}
      shadow="md"
      offset={8}
      trapFocus
      returnFocus
      withinPortal
    >
      <Popover.Target>
        <ActionIcon {...buttonProps} />
      </Popover.Target>
      <Popover.Dropdown p={0} data-testid="notification-popover">
        <NotificationPanel unread={unread} onClose={close} />
      </Popover.Dropdown>
    </Popover>,
  );
}
