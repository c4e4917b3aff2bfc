import { IconInbox, IconRefresh } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CircleItem } from '@rc/contract/circle';
import { circleResearchResource } from '@rc/contract/resources/circle-research.resource';
import { Button } from '@/components/button.tsx';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { ListEmpty, type EmptyTexts } from '@/components/list/list-empty.tsx';
import { ListFooter } from '@/components/list/list-footer.tsx';
import { ListFrame } from '@/components/list/list-frame.tsx';
import { hasNarrowing, withFilter, type ListState } from '@/components/list/list-state.ts';
import { ListRows } from '@/components/list/list-rows.tsx';
import { SearchBox } from '@/components/list/search-box.tsx';
import { SortSelect } from '@/components/list/sort-select.tsx';
import { StatusTabs } from '@/components/list/status-tabs.tsx';
import { TrashSwitch } from '@/components/list/trash-switch.tsx';
import { useListState } from '@/components/list/use-list-state.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { errorMessage, isApiError } from '@/lib/api-error.ts';
import { notify } from '@/lib/notify.ts';
import { useResourceCounts } from '@/lib/resource-api.ts';
import { useCircleAbilities } from './circle-abilities.ts';
import { useCircleList, usePendingTotal, useTrash } from './circle-api.ts';
import { CircleCardTitle, circleColumns, waiting } from './circle-columns.tsx';
import { CircleContentModal } from './circle-content-modal.tsx';
import { ContributorFilter } from './circle-contributor-filter.tsx';
import { CircleHistoryDrawer } from './circle-history-drawer.tsx';
import { CIRCLE_LIST_OPTIONS, CIRCLE_SORTS, circleListParams } from './circle-list-params.ts';
import { CirclePreviewDrawer } from './circle-preview-drawer.tsx';
import { circlePreviewStore } from './circle-preview.store.ts';
import { QueuePill, useQueueMoved } from './circle-queue.tsx';
import { RespondDialog } from './circle-respond-dialog.tsx';
import { CircleRowActions, type CirclePanel, type RowHandlers } from './circle-row-actions.tsx';
import { STATUS_TABS } from './circle-status.ts';

const DEF = circleResearchResource;
const PANELS: readonly CirclePanel[] = ['preview', 'first', 'second', 'history'];

/** The moderation queue's own words for an empty list. */
function emptyTexts(state: ListState): EmptyTexts {
  return {
    icon: <IconInbox size={26} />,
    title: state.trash
      ? 'The trash is empty'
      : state.filters.status === 'PENDING' && !state.query
        ? 'Nothing waits for review'
        : 'No articles match',
    description: state.trash
      ? 'Deleted articles appear here and can be restored.'
      : hasNarrowing(state)
        ? 'Try other words or another status.'
        : 'Articles arrive here when contributors submit them.',
  };
}

/**
 * CommunityResearchContent: the Circle moderation queue, composed from the shared list parts.
 * Status tabs, debounced search, sort and pages live in the address; each row answers (approve, or
 * respond with a note), opens the reader-like preview, either content part or the history, and
 * deletes or restores. Panels are in the address too (`panel`, `item`), so a moderator can share
 * exactly what they are looking at.
 */
export function CircleLandingScreen() {
  const [state, setState] = useListState(DEF, CIRCLE_LIST_OPTIONS);
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => circleListParams(state), [state]);
  const list = useCircleList(params);
  const pending = usePendingTotal();
  const counts = useResourceCounts(DEF);
  const abilities = useCircleAbilities();
  const trash = useTrash();
  const [respondTo, setRespondTo] = useState<{ item: CircleItem; initial: 'APPROVED' | 'REVISION' } | null>(null);
  const [deleting, setDeleting] = useState<CircleItem | null>(null);

  const panel = PANELS.find((p) => p === search.get('panel')) ?? null;
  const itemId = /^[1-9]\d{0,9}$/.test(search.get('item') ?? '') ? Number(search.get('item')) : null;
  const items = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const opened = panel && itemId !== null ? { panel, id: itemId } : null;
  const openedTitle = items.find((i) => i.id === itemId)?.article_title;
  const status = state.filters.status ?? null;
  const writter = state.filters.writter_id;

  const queueMoved = useQueueMoved(list, pending.data, DEF.name);

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
  const busyId = trash.isPending ? (trash.variables?.id ?? null) : null;
  const preview = (item: CircleItem) => handlers.open(item, 'preview');
  const rowsProps = {
    rows: items,
    loading: list.isPending,
    fetching: list.isFetching && !list.isPending,
    attention: waiting,
    actions: (item: CircleItem) => (
      <CircleRowActions item={item} abilities={abilities} handlers={handlers} busy={busyId === item.id} />
    ),
  };
  const byStatus = counts.data?.by.status;

  return (
    <>
      <PageHeader
        title="Circle research"
        description="Community research from contributors: review what waits, answer with a note, keep published articles tidy."
        actions={<QueuePill total={pending.data} />}
      />
      <ListFrame
        testId="circle-list"
        busy={list.isFetching}
        tabs={
          <StatusTabs
            label="Filter by status"
            tabs={STATUS_TABS}
            value={status}
            onChange={(value) => setState((current) => ({ filters: withFilter(current.filters, 'status', value) }))}
            // Live articles only: the trash shows no numbers rather than wrong ones.
            counts={byStatus && !state.trash ? { total: counts.data!.total, by: byStatus } : undefined}
          />
        }
        start={
          <>
            <SearchBox
              value={state.query}
              onSearch={(query) => setState({ query }, { replace: true })}
              placeholder={DEF.list.searchPlaceholder ?? 'Search'}
              label="Search Circle articles"
            />
            <SortSelect presets={CIRCLE_SORTS} state={state} onSort={(sort) => setState(sort)} />
          </>
        }
        end={
          <>
            {queueMoved ? (
              <Button
                size="xs"
                variant="secondary"
                leftSection={<IconRefresh size={14} />}
                onClick={() => {
                  void list.refetch();
                  void counts.refetch();
                }}
                data-testid="queue-moved"
              >
                Queue changed · refresh
              </Button>
            ) : null}
            {abilities.delete ? (
              <TrashSwitch
                trash={state.trash}
                onChange={(trash) => setState({ trash })}
                label="Show live articles or the trash"
              />
            ) : null}
          </>
        }
        below={
          writter ? (
            <ContributorFilter
              name={items[0]?.writter?.fullname ?? `#${writter}`}
              onClear={() => setState((current) => ({ filters: withFilter(current.filters, 'writter_id', null) }))}
            />
          ) : null
        }
        error={list.isError ? { title: 'Circle articles could not be loaded', error: list.error } : null}
        empty={
          !list.isPending && items.length === 0 ? (
            <ListEmpty plural={DEF.labels.plural} state={state} setState={setState} texts={emptyTexts(state)} />
          ) : null
        }
        footer={items.length > 0 ? <ListFooter state={state} total={total} setState={setState} /> : null}
      >
        <ListRows
          {...rowsProps}
          columns={circleColumns(preview)}
          cardTitle={(item) => <CircleCardTitle item={item} onOpen={() => preview(item)} />}
          pageSize={state.size}
          minWidth={860}
        />
      </ListFrame>

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
