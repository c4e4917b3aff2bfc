import { Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import type { Notification } from '@rc/contract/notification';
import { kindLabel } from './notification-kinds.ts';
import { NotificationTime } from './notification-time.tsx';
import classes from './notifications.module.css';

/**
 * One notification in the bell's panel: a link to the record (Enter or a click opens it and marks
 * it read); kind and area, the title, the note, who and when. An unread one has a dot and reads
 * as such to a screen reader.
 */
export function NotificationItem({
  item,
  onOpen,
}: {
  item: Notification;
  onOpen: (item: Notification, navigate: boolean) => void;
}) {
  const unread = item.read_at === null;
  return (
    <UnstyledButton
      component={Link}
      to={item.path}
      className={classes.item}
      data-unread={unread || undefined}
      data-testid="notification-item"
      data-id={item.id}
      onClick={(event: MouseEvent) => {
        // A new tab (Ctrl, Cmd or the middle button) opens the record there; it is read all the same.
        const elsewhere = event.metaKey || event.ctrlKey || event.shiftKey;
        if (!elsewhere) event.preventDefault();
        onOpen(item, !elsewhere);
      }}
    >
      <span className={classes.dot} aria-hidden="true" />
      <div className={classes.itemText}>
        <Text size="xs" fw={600} c={unread ? 'secondary.8' : 'dimmed'} truncate="end">
          {unread ? <VisuallyHidden>Unread: </VisuallyHidden> : null}
          {kindLabel(item.kind)} · {item.area_label}
        </Text>
        <Text size="sm" fw={unread ? 600 : 500} lineClamp={2} className={classes.title}>
          {item.title}
        </Text>
        {item.body ? (
          <Text size="xs" c="dark.4" lineClamp={2} className={classes.body}>
            {item.body}
          </Text>
        ) : null}
        <Group gap={6} wrap="nowrap" className={classes.meta}>
          {item.actor_name ? (
            <Text size="xs" c="dimmed" truncate="end">
              By {item.actor_name}
            </Text>
          ) : null}
          {item.actor_name ? (
            <Text size="xs" c="dimmed" aria-hidden="true">
              ·
            </Text>
          ) : null}
          <NotificationTime at={item.created_at} />
        </Group>
      </div>
    </UnstyledButton>
  );
}
