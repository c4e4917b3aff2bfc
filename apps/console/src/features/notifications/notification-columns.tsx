import { Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { Notification } from '@rc/contract/notification';
import type { TableColumn } from '@/components/list/list-table.tsx';
import { kindLabel } from './notification-kinds.ts';
import { NotificationTime } from './notification-time.tsx';
import classes from './notifications.module.css';

/** What happened and to what: kind and area, then the title (the link to the record) and the note. */
export function NotificationSummary({ item, onOpen }: { item: Notification; onOpen: (item: Notification) => void }) {
  const unread = item.read_at === null;
  return (
    <div className={classes.row} data-unread={unread || undefined}>
      <span className={classes.dot} aria-hidden="true" />
      <div className={classes.itemText}>
        <Text size="xs" fw={600} c={unread ? 'secondary.8' : 'dimmed'}>
          {unread ? <VisuallyHidden>Unread: </VisuallyHidden> : null}
          {kindLabel(item.kind)} · {item.area_label}
        </Text>
        <Text
          component={Link}
          to={item.path}
          size="sm"
          fw={unread ? 600 : 500}
          c="dark.7"
          className={`${classes.rowLink} ${classes.title}`}
          onClick={() => onOpen(item)}
          data-testid="notification-open"
        >
          {item.title}
        </Text>
        {item.body ? (
          <Text size="xs" c="dark.4" lineClamp={3} className={classes.body}>
            {item.body}
          </Text>
        ) : null}
      </div>
    </div>
  );
}

const from: TableColumn<Notification> = {
  key: 'actor',
  header: 'From',
  width: 180,
  render: (item) => (
    <Text size="sm" c={item.actor_name ? undefined : 'dimmed'} lineClamp={2}>
      {item.actor_name ?? '—'}
    </Text>
  ),
};

const when: TableColumn<Notification> = {
  key: 'when',
  header: 'When',
  width: 140,
  render: (item) => <NotificationTime at={item.created_at} />,
};

/** The page's table: the notification, who, when (the row's actions follow). */
export function notificationColumns(onOpen: (item: Notification) => void): TableColumn<Notification>[] {
  return [
    { key: 'notification', header: 'Notification', render: (item) => <NotificationSummary item={item} onOpen={onOpen} /> },
    from,
    when,
  ];
}

/** A card on a phone: the summary as its title, then who and when. */
export const NOTIFICATION_CARD_DETAILS: readonly TableColumn<Notification>[] = [from, when];
