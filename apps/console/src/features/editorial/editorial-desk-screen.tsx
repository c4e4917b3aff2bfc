import { Chip, Group } from '@mantine/core';
import { IconChecklist, IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { QUEUE_WINDOW, RECENTLY_PUBLISHED_DAYS, type EditorialCounts, type QueueStatus } from '@rc/contract/editorial';
import { ROUTES } from '@rc/contract/routes';
import { Button } from '@/components/button.tsx';
import { FilterChips } from '@/components/list/filter-chips.tsx';
import { ListEmpty, type EmptyTexts } from '@/components/list/list-empty.tsx';
import { ListFooter } from '@/components/list/list-footer.tsx';
import { ListFrame } from '@/components/list/list-frame.tsx';
import { ListRows } from '@/components/list/list-rows.tsx';
import { withFilter } from '@/components/list/list-state.ts';
import { StatusTabs } from '@/components/list/status-tabs.tsx';
import { useListState, type SetListState } from '@/components/list/use-list-state.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { usePermissions } from '@/lib/session-store.ts';
import { creatableAreas, readableAreas } from './desk-areas.ts';
import { DeskAuthorFilter } from './desk-author-filter.tsx';
import { DESK_COLUMNS, DeskCardTitle, waitingForReview } from './desk-columns.tsx';
import { DESK_TABS, deskFilter, deskListDefinition, deskParams } from './desk-list.ts';
import { DeskRowActions } from './desk-row-actions.tsx';
import { useDeskCounts, useDeskQueue } from './editorial-api.ts';
import { formatCount } from '@/lib/numbers.ts';

const WAITING: readonly QueueStatus[] = ['REVIEW', 'PENDING', 'REQUEST'];

/** The desk's own words for an empty view, per tab. */
function emptyTexts(status: QueueStatus | undefined, narrowed: boolean): EmptyTexts {
  const icon = <IconChecklist size={26} />;
  if (narrowed)
    return { icon, title: 'Nothing here for this area or author', description: 'Clear the filters to see the whole desk.' };
  switch (status) {
    case 'REVIEW':
    case 'PENDING':
    case 'REQUEST':
      return {
        icon,
        title: 'Nothing waits for review',
        description: 'New content and changes to published content appear here.',
      };
    case 'REVISION':
      return { icon, title: 'Nothing is back with its authors', description: 'Content a reviewer sends back appears here.' };
    case 'SCHEDULED':
      return { icon, title: 'Nothing is scheduled', description: 'Content approved for a later publication appears here.' };
    case 'PUBLISHED':
      return { icon, title: `Nothing published in the last ${RECENTLY_PUBLISHED_DAYS} days` };
    case 'MINE':
      return {
        icon,
        title: 'Nothing of yours is in progress',
        description: 'Your drafts, what a reviewer sends back to you, and your work waiting or scheduled appear here.',
      };
    default:
      return {
        icon,
        title: 'The desk is clear',
        description: 'Nothing waits for review, is back with its author, is scheduled or went out this week.',
      };
  }
}

/** Within "Waiting for review": new content and changes to published content, together or apart. */
function WaitingChips({
  status,
  counts,
  onChange,
}: {
  status: QueueStatus;
  counts: EditorialCounts | undefined;
  onChange: (status: QueueStatus) => void;
}) {
  const count = (s: QueueStatus) => (counts ? ` (${formatCount(counts.by[s])})` : '');
  return (
    <Chip.Group value={status} onChange={(value) => onChange(value as QueueStatus)}>
      <Group gap={6} role="group" aria-label="What waits for review" data-testid="desk-waiting-chips">
        <Chip value="REVIEW" size="xs" variant="light">
          Everything waiting
        </Chip>
        <Chip value="PENDING" size="xs" variant="light">
          New content{count('PENDING')}
        </Chip>
        <Chip value="REQUEST" size="xs" variant="light">
          Changes to published{count('REQUEST')}
        </Chip>
      </Group>
    </Chip.Group>
  );
}

/**
 * Research: the editorial desk. One queue across the workflow areas the user reads (Exclusive
 * research, Insight, Circle; institution content once it exists): what waits for review, what went
 * back to its author, what is scheduled and what went out this week, newest change first. Status,
 * area, author and page live in the address; each row opens the record in its area's editor.
 */
export function EditorialDeskScreen() {
  const permissions = usePermissions();
  const areas = useMemo(() => readableAreas(permissions), [permissions]);
  const creatable = creatableAreas(permissions);
  const def = useMemo(() => deskListDefinition(areas), [areas]);
  const [state, setState] = useListState(def);
  const params = useMemo(() => deskParams(state), [state]);
  const filter = useMemo(() => deskFilter(state), [state]);
  const queue = useDeskQueue(params);
  const counts = useDeskCounts(filter);

  const status = params.status;
  const rows = queue.data?.data ?? [];
  const total = queue.data?.total ?? 0;
  const setFilter = (name: string, value: string | null) =>
    setState((current) => ({ filters: withFilter(current.filters, name, value) }));
  const narrowed = Boolean(filter.area || filter.author);
  // "Clear the filters" keeps the tab the user is on.
  const clearKeepingStatus: SetListState = (patch, options) =>
    setState((current) => {
      const change = typeof patch === 'function' ? patch(current) : patch;
      return { ...change, filters: { ...change.filters, ...(status ? { status } : {}) } };
    }, options);
  const authorName = rows.find((r) => r.author_key === filter.author)?.author;

  return (
    <>
      <PageHeader
        title="Editorial desk"
        description={`Everything waiting on the newsroom across ${areas.map((a) => a.label).join(', ')}: what to review, what went back, what goes out.`}
        actions={
          creatable.length > 0 ? (
            <Button
              component={Link}
              to={ROUTES.ResearchEditorNew.path}
              leftSection={<IconPlus size={16} />}
              data-testid="desk-new"
            >
              New content
            </Button>
          ) : null
        }
      />
      <ListFrame
        testId="editorial-desk"
        busy={queue.isFetching}
        tabs={
          <StatusTabs
            label="Filter by status"
            tabs={DESK_TABS}
            value={status && WAITING.includes(status) ? 'REVIEW' : (status ?? null)}
            onChange={(value) =>
              // "My work" is the signed-in person's own: no author to choose.
              setState((current) => ({
                filters: withFilter(
                  withFilter(current.filters, 'status', value),
                  'author',
                  value === 'MINE' ? null : (filter.author ?? null),
                ),
              }))
            }
            counts={counts.data}
          />
        }
        start={
          areas.length > 1 ? (
            <FilterChips
              def={def}
              filters={state.filters}
              onChange={(change) => setState((current) => ({ filters: change(current.filters) }))}
              omit={['status', 'author']}
            />
          ) : null
        }
        end={
          status === 'MINE' ? null : (
            <DeskAuthorFilter
              area={filter.area}
              value={filter.author ?? null}
              knownName={authorName}
              onChange={(value) => setFilter('author', value)}
            />
          )
        }
        below={
          status && WAITING.includes(status) ? (
            <WaitingChips status={status} counts={counts.data} onChange={(next) => setFilter('status', next)} />
          ) : null
        }
        error={queue.isError ? { title: 'The desk could not be loaded', error: queue.error } : null}
        empty={
          !queue.isPending && rows.length === 0 ? (
            <ListEmpty
              plural="Items"
              state={{ ...state, filters: filter }}
              setState={clearKeepingStatus}
              texts={emptyTexts(status, narrowed)}
            />
          ) : null
        }
        footer={rows.length > 0 ? <ListFooter state={state} total={Math.min(total, QUEUE_WINDOW)} setState={setState} /> : null}
      >
        <ListRows
          rows={rows}
          rowKey={(row) => row.key}
          loading={queue.isPending}
          fetching={queue.isFetching && !queue.isPending}
          attention={waitingForReview}
          actions={(row) => <DeskRowActions row={row} />}
          columns={DESK_COLUMNS}
          cardTitle={(row) => <DeskCardTitle row={row} />}
          pageSize={state.size}
          minWidth={820}
        />
      </ListFrame>
    </>
  );
}
