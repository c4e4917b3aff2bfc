import { Alert, Avatar, Badge, Drawer, Group, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconAlertCircle, IconCreditCard, IconHistory, IconLogin2, IconUser } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { StatusBadge } from '@/components/staff-badges.tsx';
import { errorMessage } from '@/lib/api-error.ts';
import { useClient } from './client-api.ts';
import { ClientActivityTab } from './client-activity-tab.tsx';
import { ClientProfileTab } from './client-profile-tab.tsx';
import { ClientSignInsTab } from './client-sign-ins-tab.tsx';
import { ClientSubscriptionsTab } from './client-subscriptions-tab.tsx';
import classes from './client-drawer.module.css';

const TABS = ['profile', 'subscriptions', 'sign-ins', 'activity'] as const;
const NARROW = '(max-width: 30em)';
type Tab = (typeof TABS)[number];

export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/**
 * One client, opened from the list (an extension of the generic list): profile, subscription
 * history, sign-in history and the audit trail, in tabs. Which client and which tab are in the
 * address (`?view=<id>&tab=…`), so a link opens the same view.
 */
export function ClientDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const [search, setSearch] = useSearchParams();
  const client = useClient(id);
  const raw = search.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(raw ?? '') ? (raw as Tab) : 'profile';
  const setTab = (next: string | null) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (!next || next === 'profile') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  const close = () => {
    // The tab belongs to the open client.
    if (search.has('tab')) setTab(null);
    onClose();
  };
  const record = client.data;
  const narrow = useMediaQuery(NARROW, window.matchMedia(NARROW).matches) ?? false;

  return (
    <Drawer
      opened={id !== null}
      onClose={close}
      position="right"
      size="min(640px, 100vw)"
      padding={0}
      withCloseButton={false}
      classNames={{ body: classes.body }}
      data-testid="client-drawer"
    >
      <div className={classes.header}>
        {record ? (
          <Group gap="md" wrap="nowrap" align="flex-start">
            <Avatar radius="xl" size={52} color="secondary" variant="light">
              {initials(record.fullname)}
            </Avatar>
            <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
              {/* The drawer's title: its dialog is named after the client. */}
              <Drawer.Title fw={700} fz="lg" lh={1.25} data-testid="client-name">
                {record.fullname}
              </Drawer.Title>
              <Text size="sm" c="dimmed" truncate>
                {record.email}
              </Text>
              <Group gap={6} mt={4}>
                <StatusBadge status={record.status} size="sm" />
                <Badge size="sm" variant="light" color={record.verified ? 'primary' : 'gray'} tt="none">
                  {record.verified ? 'Verified' : 'Not verified'}
                </Badge>
                <Badge size="sm" variant="outline" color={record.plan ? 'secondary' : 'gray'} tt="none">
                  {record.plan?.name ?? record.plan_code ?? 'Free tier'}
                </Badge>
              </Group>
            </Stack>
            <Drawer.CloseButton aria-label="Close" />
          </Group>
        ) : (
          <Group justify="space-between" wrap="nowrap">
            <Group gap="md">
              <Skeleton circle h={52} />
              <Stack gap={6}>
                <Skeleton h={18} w={180} />
                <Skeleton h={12} w={220} />
              </Stack>
            </Group>
            <Drawer.CloseButton aria-label="Close" />
          </Group>
        )}
      </div>
      {client.isError ? (
        <Alert m="lg" color="danger" variant="light" icon={<IconAlertCircle size={18} />} title="This client could not be loaded">
          {errorMessage(client.error)}
        </Alert>
      ) : record ? (
        <Tabs value={tab} onChange={setTab} keepMounted={false} classNames={{ list: classes.tabs, panel: classes.panel }}>
          <Tabs.List>
            {/* On a phone the four tabs fit only as plain words. */}
            <Tabs.Tab value="profile" leftSection={narrow ? null : <IconUser size={15} />}>
              Profile
            </Tabs.Tab>
            <Tabs.Tab
              value="subscriptions"
              leftSection={narrow ? null : <IconCreditCard size={15} />}
              rightSection={narrow ? null : <Count n={record.subscription_count} />}
            >
              Subscriptions
            </Tabs.Tab>
            <Tabs.Tab
              value="sign-ins"
              leftSection={narrow ? null : <IconLogin2 size={15} />}
              rightSection={narrow ? null : <Count n={record.sign_in_count} />}
            >
              Sign-ins
            </Tabs.Tab>
            <Tabs.Tab value="activity" leftSection={narrow ? null : <IconHistory size={15} />}>
              Activity
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="profile">
            <ClientProfileTab client={record} />
          </Tabs.Panel>
          <Tabs.Panel value="subscriptions">
            <ClientSubscriptionsTab clientId={record.id} />
          </Tabs.Panel>
          <Tabs.Panel value="sign-ins">
            <ClientSignInsTab clientId={record.id} />
          </Tabs.Panel>
          <Tabs.Panel value="activity">
            <ClientActivityTab clientId={record.id} />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <Stack p="lg" gap="sm">
          <Skeleton h={32} />
          <Skeleton h={200} />
        </Stack>
      )}
    </Drawer>
  );
}

function Count({ n }: { n: number }) {
  return (
    <Badge size="xs" variant="light" color="gray" circle={n < 10}>
      {n}
    </Badge>
  );
}
