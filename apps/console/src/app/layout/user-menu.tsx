import { VisuallyHidden, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ROUTES } from '@rc/contract/routes';
import { UserAvatar } from '@/components/user-avatar.tsx';
import { useProfile } from '@/lib/session-store.ts';
import classes from './app-layout.module.css';

/** The header's account control: avatar, full name, email; My Account and Log Out. */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const profile = useProfile();
  const name = profile?.fullname ?? '';
  const email = profile?.email ?? '';
  return (
    <Menu position="bottom-end" width={240} shadow="md" offset={8} withinPortal>
      <Menu.Target>
        <UnstyledButton
          className={classes.userButton}
          aria-label={compact ? `Account menu for ${name || 'you'}` : undefined}
          data-testid="user-menu"
        >
          <Group gap={10} wrap="nowrap">
            <UserAvatar
              thumbnail={profile?.thumbnail}
              name={name}
              size={compact ? 32 : 38}
              radius="xl"
              data-testid="header-avatar"
            />
            {compact ? null : (
              <div className={classes.userText}>
                <Text size="sm" fw={600} lh={1.25} truncate="end" data-testid="header-fullname">
                  {name}
                </Text>
                <Text size="xs" c="dimmed" lh={1.3} truncate="end" data-testid="header-email">
                  {email}
                </Text>
              </div>
            )}
            {/* Wide: the name is what shows (name, email), then what the button does. */}
            {compact ? null : <VisuallyHidden>account menu</VisuallyHidden>}
            <IconChevronDown size={16} stroke={1.8} color="var(--mantine-color-gray-6)" aria-hidden="true" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {compact ? (
          <>
            <Menu.Label>
              <Text size="sm" fw={600} c="dark" truncate="end" data-testid="header-fullname">
                {name}
              </Text>
              <Text size="xs" c="dimmed" truncate="end">
                {email}
              </Text>
            </Menu.Label>
            <Menu.Divider />
          </>
        ) : null}
        <Menu.Item component={Link} to={ROUTES.UserProfile.path} leftSection={<IconUserCircle size={16} stroke={1.8} />}>
          My Account
        </Menu.Item>
        <Menu.Item component={Link} to={ROUTES.Logout.path} color="danger" leftSection={<IconLogout size={16} stroke={1.8} />}>
          Log Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
