import {
  Alert,
  Badge,
  CloseButton,
  Divider,
  Group,
  Pagination,
  Paper,
  Select,
  SegmentedControl,
  Stack,
  Tabs,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconInbox, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CircleItem } from '@rc/contract/circle';
import { Button } from '@/components/button.tsx';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { errorMessage, isApiError } from '@/lib/api-error.ts';
import { notify } from '@/lib/notify.ts';
import { useCircleAbilities } from './circle-abilities.ts';
import { useCircleList, usePendingTotal, useTrash } from './circle-api.ts';
import { CircleContentModal } from './circle-content-modal.tsx';
import { CircleHistoryDrawer } from './circle-history-drawer.tsx';
import {
  CIRCLE_SORTS,
  PAGE_SIZES,
  changeCircleState,
  circleListParams,
  readCircleState,
  writeCircleState,
  type CircleListState,
} from './circle-list-state.ts';
import { CirclePreviewDrawer } from './circle-preview-drawer.tsx';
import { circlePreviewStore } from './circle-preview.store.ts';
import { RespondDialog } from './circle-respond-dialog.tsx';
import type { CirclePanel, RowHandlers } from './circle-row-actions.tsx';
import { CircleCards, CircleTable } from './circle-rows.tsx';
import { CircleSearchInput } from './circle-search-input.tsx';
import { STATUS_TABS } from './circle-status.ts';
import classes from './circle.module.css';

const MOBILE = '(max-width: 47.99em)';
const PANELS: readonly CirclePanel[] = ['preview', 'first', 'second', 'history'];
/** The tab of every status (a tab needs a value; the call's "all" is an empty status). */
const ALL = 'ALL';

/**
 * CommunityResearchContent: the Circle moderation queue. Status tabs, debounced search, sort and
 * pages live in the address; each row answers (approve, or respond with a note), opens the
 * reader-like preview, either content part or the history, and deletes or restores. Panels are in
 * the address too (`panel`, `item`), so a moderator can share exactly what they are looking at.
 */
export function CircleLandingScreen() {
  const [search, setSearch] = useSearchParams();
  const state = readCircleState(search);
  const params = useMemo(() => circleListParams(state), [search]); // eslint-disable-line react-hooks/exhaustive-deps
  const list = useCircleList(params);
  const pending = usePendingTotal();
  const abilities = useCircleAbilities();
  const trash = useTrash();
  const mobile = useMediaQuery(MOBILE, window.matchMedia(MOBILE).matches) ?? false;
  const [respondTo, setRespondTo] = useState<{ item: CircleItem; initial: 'APPROVED' | 'REVISION' } | null>(null);
  const [deleting, setDeleting] = useState<CircleItem | null>(null);
  const [seenTotal, setSeenTotal] = useState<number | null>(null);

  const panel = PANELS.find((p) => p === search.get('panel')) ?? null;
  const itemId = /^[1-9]\d{0,9}$/.test(search.get('item') ?? '') ? Number(search.get('item')) : null;
  const items = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const opened = panel && itemId !== null ? { panel, id: itemId } : null;
  const openedTitle = items.find((i) => i.id === itemId)?.article_title;

  // The queue moved under this list (a submission, another moderator's response): offer a refresh.
  useEffect(() => {
    if (list.isSuccess && !list.isFetching && pending.data !== undefined) setSeenTotal(pending.data);
  }, [list.dataUpdatedAt, list.isSuccess, list.isFetching]); // eslint-disable-line react-hooks/exhaustive-deps
  const queueMoved = seenTotal !== null && pending.data !== undefined && pending.data !== seenTotal;

  const setState = (change: Partial<CircleListState>, options: { replace?: boolean } = {}) =>
    setSearch(writeCircleState(changeCircleState(state, change), search), options);
  const openPanel = (id: number, next: CirclePanel | null) =>
    setSearch((current) => {
      const out = new URLSearchParams(current);
      if (next) {
        out.set('panel', next);
        out.set('item', String(id));
      } else {
        out.delete('panel');
        out.delete('item');
      }
      return out;
    });
  const closePanel = () => openPanel(0, null);

  const runTrash = async (item: CircleItem, restore: boolean) => {
    try {
      await trash.mutateAsync({ id: item.id, restore });
      notify.success(
        restore ? 'Article restored' : 'Article deleted',
        restore
          ? `“${item.article_title}” is back, still ${item.status.toLowerCase()}.`
          : `“${item.article_title}” is in the trash; restore it from the Trash view.`,
      );
    } catch (error) {
      if (!(isApiError(error) && error.handled)) notify.error(restore ? 'Not restored' : 'Not deleted', errorMessage(error));
    }
  };

  const handlers: RowHandlers = {
    open: (item, next) => openPanel(item.id, next),
    respond: (item, initial) => setRespondTo({ item, initial }),
    trash: (item) => setDeleting(item),
    restore: (item) => void runTrash(item, true),
  };

  const from = total === 0 ? 0 : (state.page - 1) * state.limit + 1;
  const to = Math.min(total, state.page * state.limit);
  const pages = Math.max(1, Math.ceil(total / state.limit));
  const narrowed = Boolean(state.query || state.status || state.writter);

  return (
    <>
      <PageHeader
        title="Circle research"
        description="Community research from contributors: review what waits, answer with a note, keep published articles tidy."
        actions={
          pending.data !== undefined ? (
            <span className={classes.queuePill} data-testid="queue-size">
              <span className={classes.queueDot} />
              {pending.data === 0 ? 'Queue is clear' : `${pending.data.toLocaleString('en')} waiting for review`}
            </span>
          ) : null
        }
      />
      <Paper withBorder shadow="xs" style={{ overflow: 'hidden' }} data-testid="circle-list" aria-busy={list.isFetching}>
        <Tabs
          value={state.status || ALL}
          onChange={(value) => setState({ status: value && value !== ALL ? value : '' })}
          variant="default"
          classNames={{ list: classes.tabs }}
          px={{ base: 'xs', sm: 'md' }}
          pt={6}
        >
          <Tabs.List style={{ flexWrap: 'nowrap' }}>
            {STATUS_TABS.map((tab) => (
              <Tabs.Tab
                key={tab.value || ALL}
                value={tab.value || ALL}
                data-testid={`status-tab-${tab.value || 'all'}`}
                style={{ flex: 'none' }}
                rightSection={
                  tab.value === 'PENDING' && pending.data ? (
                    <Badge size="xs" color="warning" variant="filled" style={{ flexShrink: 0 }}>
                      {pending.data > 999 ? '999+' : pending.data}
                    </Badge>
                  ) : undefined
                }
              >
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <Stack gap="sm" p={{ base: 'sm', sm: 'md' }}>
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Group gap="sm" wrap="wrap" style={{ flex: '1 1 auto' }}>
              <CircleSearchInput value={state.query} onSearch={(query) => setState({ query }, { replace: true })} />
              <Select
                value={state.sort}
                onChange={(value) => value && setState({ sort: value as CircleListState['sort'] })}
                data={CIRCLE_SORTS.map((s) => ({ value: s.value, label: s.label }))}
                allowDeselect={false}
                aria-label="Sort"
                w={{ base: '100%', xs: 230 }}
                data-testid="circle-sort"
                comboboxProps={{ withinPortal: true }}
              />
            </Group>
            <Group gap="sm">
              {queueMoved ? (
                <Button
                  size="xs"
                  variant="secondary"
                  leftSection={<IconRefresh size={14} />}
                  onClick={() => void list.refetch()}
                  data-testid="queue-moved"
                >
                  Queue changed · refresh
                </Button>
              ) : null}
              {abilities.delete ? (
                <SegmentedControl
                  size="xs"
                  value={state.trash ? 'trash' : 'live'}
                  onChange={(value) => setState({ trash: value === 'trash' })}
                  data={[
                    { value: 'live', label: 'Live' },
                    {
                      value: 'trash',
                      label: (
                        <Group gap={4} wrap="nowrap" justify="center">
                          <IconTrash size={13} /> Trash
                        </Group>
                      ),
                    },
                  ]}
                  aria-label="Show live articles or the trash"
                  data-testid="circle-trash-switch"
                />
              ) : null}
            </Group>
          </Group>
          {state.writter ? (
            <Group gap={6}>
              <Badge
                variant="light"
                color="navy"
                radius="sm"
                rightSection={
                  <CloseButton size="xs" aria-label="Show every contributor" onClick={() => setState({ writter: null })} />
                }
              >
                Contributor: {items[0]?.writter?.fullname ?? `#${state.writter}`}
              </Badge>
            </Group>
          ) : null}
        </Stack>
        <Divider color="gray.2" />
        {list.isError ? (
          <Alert
            color="danger"
            variant="light"
            m="md"
            icon={<IconAlertCircle size={18} />}
            title="Circle articles could not be loaded"
          >
            {errorMessage(list.error)}
          </Alert>
        ) : !list.isPending && items.length === 0 ? (
          <Stack align="center" gap={6} py={56} px="md" data-testid="circle-empty">
            <ThemeIcon size={46} radius="xl" variant="light" color={state.status === 'PENDING' ? 'primary' : 'gray'}>
              <IconInbox size={24} />
            </ThemeIcon>
            <Text fw={650} mt={6}>
              {state.trash
                ? 'The trash is empty'
                : state.status === 'PENDING' && !state.query
                  ? 'Nothing waits for review'
                  : 'No articles match'}
            </Text>
            <Text size="sm" c="dimmed" ta="center" maw={420}>
              {state.trash
                ? 'Deleted articles appear here and can be restored.'
                : narrowed
                  ? 'Try other words or another status.'
                  : 'Articles arrive here when contributors submit them.'}
            </Text>
            {narrowed ? (
              <Button variant="gray" size="xs" mt={6} onClick={() => setState({ query: '', status: '', writter: null })}>
                Clear search and filters
              </Button>
            ) : null}
          </Stack>
        ) : mobile ? (
          <CircleCards
            items={items}
            loading={list.isPending}
            fetching={list.isFetching}
            limit={state.limit}
            abilities={abilities}
            handlers={handlers}
            busyId={trash.isPending ? (trash.variables?.id ?? null) : null}
          />
        ) : (
          <CircleTable
            items={items}
            loading={list.isPending}
            fetching={list.isFetching && !list.isPending}
            limit={state.limit}
            abilities={abilities}
            handlers={handlers}
            busyId={trash.isPending ? (trash.variables?.id ?? null) : null}
          />
        )}
        {items.length > 0 ? (
          <>
            <Divider color="gray.2" />
            <Group justify="space-between" gap="sm" px="md" py="sm" wrap="wrap">
              <Text size="sm" c="dimmed" data-testid="circle-range">
                {from.toLocaleString('en')}–{to.toLocaleString('en')} of {total.toLocaleString('en')} articles
              </Text>
              <Group gap="sm" wrap="wrap">
                <Pagination
                  total={pages}
                  value={Math.min(state.page, pages)}
                  onChange={(page) => setState({ page })}
                  size="sm"
                  siblings={mobile ? 0 : 1}
                  boundaries={1}
                  data-testid="circle-pagination"
                />
                <Select
                  value={String(state.limit)}
                  onChange={(value) => value && setState({ limit: Number(value) })}
                  data={PAGE_SIZES.map((n) => ({ value: String(n), label: `${n} / page` }))}
                  allowDeselect={false}
                  size="xs"
                  w={110}
                  aria-label="Rows per page"
                  comboboxProps={{ withinPortal: true }}
                />
              </Group>
            </Group>
          </>
        ) : null}
      </Paper>

      <CirclePreviewDrawer
        id={opened?.panel === 'preview' ? opened.id : null}
        abilities={abilities}
        onClose={closePanel}
        onHistory={() => opened && openPanel(opened.id, 'history')}
        onRespond={(initial) => {
          const previewed = circlePreviewStore.get();
          const item = items.find((i) => i.id === opened?.id) ?? (previewed.id === opened?.id ? previewed : undefined);
          if (item) setRespondTo({ item, initial });
        }}
      />
      <CircleHistoryDrawer id={opened?.panel === 'history' ? opened.id : null} title={openedTitle} onClose={closePanel} />
      <CircleContentModal
        id={opened && (opened.panel === 'first' || opened.panel === 'second') ? opened.id : null}
        part={opened?.panel === 'second' ? 'second' : 'first'}
        onClose={closePanel}
      />
      <RespondDialog
        key={respondTo ? `${respondTo.item.id}-${respondTo.initial}` : 'closed'}
        item={respondTo?.item ?? null}
        initial={respondTo?.initial}
        onClose={() => setRespondTo(null)}
        onDone={() => opened?.panel === 'preview' && closePanel()}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete this article?"
        confirmLabel="Delete"
        loading={trash.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          const item = deleting;
          setDeleting(null);
          if (item) void runTrash(item, false);
        }}
      >
        {deleting
          ? `“${deleting.article_title}” moves to the trash and leaves the queue. It keeps its status and can be restored from the Trash view.`
          : ''}
      </ConfirmDialog>
    </>
  );
}
