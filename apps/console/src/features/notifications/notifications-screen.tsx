import { EmptyState, Text } from '@mantine/core';
import { IconBellCheck, IconCheck, IconChecks } from '@tabler/icons-react';
import { NOTIFICATION_KIND_VALUES, type Notification, type NotificationKind } from '@rc/contract/notification';
import type { ListDefinition } from '@/components/list/list-state.ts';
import { withFilter } from '@/components/list/list-state.ts';
import { ListEmpty } from '@/components/list/list-empty.tsx';
import { ListFooter } from '@/components/list/list-footer.tsx';
import { ListFrame } from '@/components/list/list-frame.tsx';
import { ListRows } from '@/components/list/list-rows.tsx';
import { ReferenceFilter } from '@/components/list/filter-inputs.tsx';
import { StatusTabs } from '@/components/list/status-tabs.tsx';
import { useListState } from '@/components/list/use-list-state.ts';
import { Button } from '@/components/button.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { errorMessage, isApiError } from '@/lib/api-error.ts';
import { notify } from '@/lib/notify.ts';
import { useNotificationList, useNotificationMutations, useUnreadCount } from './notification-api.ts';
import { NOTIFICATION_CARD_DETAILS, NotificationSummary, notificationColumns } from './notification-columns.tsx';
import { areaChoices, KIND_CHOICES } from './notification-kinds.ts';

/**
 * The page's filters as a list definition, so the page keeps its state in the address (and pages,
 * filter chips and the empty state behave) like every other list: read or not, kind, area.
 */
const NOTIFICATION_LIST: ListDefinition = {
  list: {
    columns: [],
    search: [],
    filters: [
      { field: 'unread', type: 'boolean', label: 'Read or not' },
      { field: 'kind', type: 'select', label: 'Kind' },
      { field: 'area', type: 'reference', label: 'Area', reference: { resource: '', valueField: '', labelField: '' } },
    ],
    sort: ['created_at'],
    defaultSort: { field: 'created_at', desc: true },
  },
  fields: {
    unread: { label: 'Unread', widget: 'boolean' },
    kind: { label: 'Kind', widget: 'select', options: KIND_CHOICES },
    area: { label: 'Area', widget: 'text' },
  },
};

const READ_TABS = [
  { value: 'true', label: 'Unread', emphasis: true },
  { value: 'false', label: 'Read' },
] as const;

const isKind = (value: string | undefined): value is NotificationKind =>
  (NOTIFICATION_KIND_VALUES as readonly string[]).includes(value ?? '');

/** Every notification of the signed-in person, newest first, with filters, paging and marking read. */
export function NotificationsScreen() {
  const [state, setState] = useListState(NOTIFICATION_LIST);
  const { unread: unreadFilter, kind, area } = state.filters;
  const list = useNotificationList({
    unread: unreadFilter === undefined ? undefined : unreadFilter === 'true',
    kind: isKind(kind) ? kind : undefined,
    area: area || undefined,
    page: state.page,
    limit: state.size,
  });
  const unread = useUnreadCount();
  const { read, readAll, open } = useNotificationMutations();
  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;

  const failed = (title: string) => (error: unknown) => {
    if (!(isApiError(error) && error.handled)) notify.error(title, errorMessage(error));
  };
  const markRead = (item: Notification) => {
    if (item.read_at === null) read.mutate(item.id, { onError: failed('Notification not marked read') });
  };
  const markAllRead = () =>
    readAll.mutate(undefined, {
      onSuccess: ({ read: count }) =>
        notify.success('All read', count === 1 ? 'One notification marked read.' : `${count} notifications marked read.`),
      onError: failed('Notifications not marked read'),
    });
  const setFilter = (param: string) => (value: string | null) =>
    setState((current) => ({ filters: withFilter(current.filters, param, value) }));

  return (
    <>
      <PageHeader
        title="Notifications"
        description="Submissions, reviews, publications and account notices that concern you, newest first."
        actions={
          <Button
            variant="secondary"
            leftSection={<IconChecks size={16} />}
            onClick={markAllRead}
            loading={readAll.isPending}
            disabled={unread === 0}
            data-testid="notifications-read-all"
          >
            Mark all read
          </Button>
        }
      />
      <ListFrame
        testId="notifications"
        busy={list.isFetching}
        tabs={
          <StatusTabs tabs={READ_TABS} value={unreadFilter ?? null} onChange={setFilter('unread')} label="Show notifications" />
        }
        start={
          <>
            <ReferenceFilter
              label="Kind"
              choices={KIND_CHOICES}
              loading={false}
              fallback={(value) => value}
              value={kind ?? null}
              onChange={setFilter('kind')}
            />
            <ReferenceFilter
              label="Area"
              choices={areaChoices(rows)}
              loading={false}
              fallback={(value) => rows.find((row) => row.area === value)?.area_label ?? value}
              value={area ?? null}
              onChange={setFilter('area')}
            />
          </>
        }
        end={
          <Text size="sm" c="dimmed" data-testid="notifications-unread">
            {unread > 0 ? `${unread} unread` : 'Nothing unread'}
          </Text>
        }
        error={list.isError ? { title: 'Notifications could not be loaded', error: list.error } : null}
        empty={
          list.isPending || rows.length > 0 ? null : unreadFilter === 'true' && !kind && !area ? (
            <EmptyState
              py={56}
              variant="light"
              icon={<IconBellCheck size={26} />}
              title="You’re all caught up"
              description="Nothing unread. Submissions, reviews and publications that concern you show here as they happen."
              data-testid="list-empty"
            >
              <EmptyState.Actions>
                <Button variant="gray" onClick={() => setFilter('unread')(null)}>
                  Show all notifications
                </Button>
              </EmptyState.Actions>
            </EmptyState>
          ) : (
            <ListEmpty
              plural="Notifications"
              state={state}
              setState={setState}
              texts={
                Object.keys(state.filters).length > 0
                  ? undefined
                  : {
                      icon: <IconBellCheck size={26} />,
                      description: 'Submissions, reviews and publications that concern you will show here.',
                    }
              }
            />
          )
        }
        footer={total > 0 ? <ListFooter state={state} total={total} setState={setState} /> : null}
      >
        <ListRows
          rows={rows}
          loading={list.isPending}
          fetching={list.isFetching && !list.isPending}
          columns={notificationColumns(open)}
          cardTitle={(item) => <NotificationSummary item={item} onOpen={open} />}
          cardDetails={NOTIFICATION_CARD_DETAILS}
          pageSize={state.size}
          minWidth={720}
          actions={(item) =>
            item.read_at === null ? (
              <Button
                variant="plain"
                size="compact-sm"
                leftSection={<IconCheck size={15} />}
                onClick={() => markRead(item)}
                aria-label={`Mark read: ${item.title}`}
                data-testid="notification-mark-read"
              >
                Mark read
              </Button>
            ) : null
          }
        />
      </ListFrame>
    </>
  );
}
