import { Alert, Divider, EmptyState, Group, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconBellCheck, IconChecks } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { ROUTES } from '@rc/contract/routes';
import type { Notification } from '@rc/contract/notification';
import { Button } from '@/components/button.tsx';
import { errorMessage, isApiError } from '@/lib/api-error.ts';
import { notify } from '@/lib/notify.ts';
import { useNotificationList, useNotificationMutations } from './notification-api.ts';
import { NotificationItem } from './notification-item.tsx';
import classes from './notifications.module.css';

/** How many of the newest notifications the panel shows; the page has the rest. */
export const PANEL_LIMIT = 10;

/**
 * The bell's panel: the newest notifications, read or not (unread ones marked), "Mark all read"
 * and the way to the full page. Opening one marks it read and goes to its record.
 */
export function NotificationPanel({
  unread,
  onClose,
  heading = true,
}: {
  unread: number;
  onClose: () => void;
  /** False inside the phone's drawer, whose own title names it. */
  heading?: boolean;
}) {
  const navigate = useNavigate();
  const list = useNotificationList({ limit: PANEL_LIMIT });
  const { open: openItem, readAll } = useNotificationMutations();
  const items = list.data?.data ?? [];

  function open(item: Notification, go: boolean) {
    openItem(item);
    if (!go) return;
    onClose();
    void navigate(item.path);
  }

  function markAllRead() {
    readAll.mutate(undefined, {
      onError: (error) => {
        if (!(isApiError(error) && error.handled)) notify.error('Notifications not marked read', errorMessage(error));
      },
    });
  }

  return (
    <div className={classes.panel} data-fill={!heading || undefined} data-testid="notification-panel" aria-busy={list.isFetching}>
      <Group justify="space-between" gap="sm" px="md" py={10} wrap="nowrap">
        <Group gap={8} wrap="nowrap">
          {heading ? (
            <Title order={2} fz="md">
              Notifications
            </Title>
          ) : (
            <Text size="sm" c="dimmed">
              {unread > 0 ? `${unread} unread` : 'Nothing unread'}
            </Text>
          )}
          {list.isFetching && !list.isPending ? <Loader size={12} aria-label="Updating" /> : null}
        </Group>
        <Button
          variant="plain"
          size="compact-sm"
          leftSection={<IconChecks size={15} />}
          onClick={markAllRead}
          loading={readAll.isPending}
          disabled={unread === 0}
          data-testid="notification-read-all"
        >
          Mark all read
        </Button>
      </Group>
      <Divider color="gray.2" />
      {list.isPending ? (
        <Stack gap={0} aria-label="Loading notifications" role="status">
          {[0, 1, 2].map((i) => (
            <Stack key={i} gap={6} px="md" py={12}>
              <Skeleton height={10} width="45%" />
              <Skeleton height={12} width="85%" />
              <Skeleton height={10} width="30%" />
            </Stack>
          ))}
        </Stack>
      ) : list.isError ? (
        <Alert
          color="danger"
          variant="light"
          m="md"
          icon={<IconAlertCircle size={18} />}
          title="Notifications could not be loaded"
          data-testid="notification-panel-error"
        >
          <Text size="sm">{errorMessage(list.error)}</Text>
          <Button variant="gray" size="compact-sm" mt="sm" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : items.length === 0 ? (
        <EmptyState
          py={40}
          variant="light"
          icon={<IconBellCheck size={26} />}
          title="You’re all caught up"
          description="Submissions, reviews and publications that concern you show here."
          data-testid="notification-panel-empty"
        />
      ) : (
        <div className={classes.scroller}>
          <ul className={classes.list} aria-label="Newest notifications">
            {items.map((item) => (
              <li key={item.id}>
                <NotificationItem item={item} onOpen={open} />
              </li>
            ))}
          </ul>
        </div>
      )}
      <Divider color="gray.2" />
      <Group justify="center" py={8}>
        <Button
          component={Link}
          to={ROUTES.Notifications.path}
          variant="plain"
          size="compact-sm"
          onClick={onClose}
          data-testid="notification-see-all"
        >
          See all notifications
        </Button>
      </Group>
    </div>
  );
}
