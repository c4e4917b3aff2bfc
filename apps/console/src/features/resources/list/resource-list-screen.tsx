import { Alert, Divider, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import { Button } from '@/components/button.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { errorMessage } from '@/lib/api-error.ts';
import { useResourceAccess } from '../resource-access.ts';
import { useResourceList, type ResourceRecord } from '../resource-api.ts';
import type { ResourceExtensions } from '../resource-extensions.ts';
import { newRecordPath } from '../resource-paths.ts';
import { BulkActions } from './bulk-actions.tsx';
import { ExportButton } from './export-button.tsx';
import { FilterChips } from './filter-chips.tsx';
import { ListEmpty } from './list-empty.tsx';
import { ListFooter } from './list-footer.tsx';
import { exportParams, hasNarrowing, listParams, toggleSort } from './list-state.ts';
import { ResourceCards } from './resource-cards.tsx';
import { ResourceTable } from './resource-table.tsx';
import { ReorderHandle } from './reorder-handle.tsx';
import { RowActions } from './row-actions.tsx';
import { RowTitle } from './row-title.tsx';
import { SearchBox } from './search-box.tsx';
import { useListState } from './use-list-state.ts';
import { useReorder } from './use-reorder.ts';
import { VersionViewerRoute } from './version-viewer-route.tsx';

const MOBILE = '(max-width: 47.99em)';

/**
 * The generic list of a resource: search, filter chips, sort, pages, trash, selection with bulk
 * actions and CSV export, all kept in the address; buttons only for what the person may do.
 */
export function ResourceListScreen({ def, extensions }: { def: AnyResourceDefinition; extensions?: ResourceExtensions }) {
  const access = useResourceAccess(def);
  const ListActions = extensions?.listActions;
  const [state, setState] = useListState(def);
  const params = useMemo(() => listParams(state), [state]);
  const list = useResourceList(def, params);
  const mobile = useMediaQuery(MOBILE, window.matchMedia(MOBILE).matches) ?? false;
  const [search, setSearch] = useSearchParams();
  // The selection belongs to the rows shown: a new page, filter or view starts a new one.
  const view = JSON.stringify(params);
  const [selection, setSelection] = useState<{ view: string; ids: Set<number> }>({ view, ids: new Set() });
  const selected = selection.view === view ? selection.ids : new Set<number>();

  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const canReorder =
    def.ordering !== undefined &&
    access.update &&
    !state.trash &&
    state.sort === def.ordering.field &&
    !state.desc &&
    !hasNarrowing(state);
  const reorder = useReorder(def, rows);
  const shown = canReorder ? reorder.rows : rows;
  const RecordDrawer = extensions?.recordDrawer;
  const viewing = def.kind === 'versioned' || RecordDrawer !== undefined;
  const viewRaw = search.get('view');
  const viewId = viewRaw && /^\d{1,12}$/.test(viewRaw) ? Number(viewRaw) : null;
  const createPath = access.write ? newRecordPath(def) : null;
  const selectable = access.delete && access.calls.has('bulkDelete');
  const hasTrash = access.calls.has('restore');

  const select = (ids: number[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    setSelection({ view, ids: next });
  };
  const openViewer = (row: ResourceRecord) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.set('view', String(row.id));
      return next;
    });

  const createButton = createPath ? (
    <Button component={Link} to={createPath} leftSection={<IconPlus size={16} />} data-testid="create-record">
      {def.kind === 'versioned'
        ? def.screens.create
          ? 'Publish new version'
          : `New ${def.labels.singular.toLowerCase()}`
        : `New ${def.labels.singular.toLowerCase()}`}
    </Button>
  ) : null;

  const common = {
    def,
    rows: shown,
    loading: list.isPending,
    fetching: list.isFetching && !list.isPending,
    selection: selectable ? selected : null,
    onSelect: select,
    title: (row: ResourceRecord) => (
      <RowTitle def={def} row={row} canUpdate={access.update} onView={viewing ? openViewer : undefined} />
    ),
    actions: (row: ResourceRecord) => (
      <RowActions def={def} row={row} access={access} onView={viewing ? openViewer : undefined} />
    ),
    reorder: canReorder
      ? {
          move: (from: number, to: number) => void reorder.move(from, to),
          handle: (row: ResourceRecord, index: number) => (
            <ReorderHandle
              index={index}
              count={shown.length}
              position={Number(row[def.ordering!.field] ?? index + 1)}
              busy={reorder.saving}
              onMove={(to) => void reorder.move(index, to)}
            />
          ),
        }
      : undefined,
  };

  return (
    <>
      <PageHeader
        title={def.labels.plural}
        description={def.description}
        actions={
          <>
            {access.calls.has('export') ? <ExportButton def={def} params={exportParams(state)} /> : null}
            {ListActions ? <ListActions /> : null}
            {createButton}
          </>
        }
      />
      <Paper withBorder shadow="xs" style={{ overflow: 'hidden' }} data-testid="resource-list" aria-busy={list.isFetching}>
        <Stack gap="sm" p={{ base: 'sm', sm: 'md' }}>
          <Group justify="space-between" gap="sm" wrap="wrap">
            {def.list.search.length > 0 ? (
              <SearchBox
                value={state.query}
                onSearch={(query) => setState({ query }, { replace: true })}
                placeholder={def.list.searchPlaceholder ?? 'Search'}
              />
            ) : (
              <span />
            )}
            {hasTrash ? (
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
                aria-label="Show live records or the trash"
                data-testid="trash-switch"
              />
            ) : null}
          </Group>
          <FilterChips def={def} filters={state.filters} onChange={(filters) => setState({ filters })} />
          {def.ordering && access.update && !canReorder && !state.trash ? (
            <Text size="xs" c="dimmed">
              Sort by order and clear the search and filters to drag rows into a new order.
            </Text>
          ) : null}
        </Stack>
        <Divider color="gray.2" />
        {list.isError ? (
          <Alert
            color="danger"
            variant="light"
            m="md"
            icon={<IconAlertCircle size={18} />}
            title={`${def.labels.plural} could not be loaded`}
          >
            {errorMessage(list.error)}
          </Alert>
        ) : !list.isPending && rows.length === 0 ? (
          <ListEmpty
            plural={def.labels.plural}
            trash={state.trash}
            narrowed={hasNarrowing(state)}
            query={state.query}
            onClear={() => setState({ query: '', filters: {} })}
            createAction={createButton}
          />
        ) : mobile ? (
          <ResourceCards {...common} />
        ) : (
          <ResourceTable {...common} state={state} onSort={(field) => setState(toggleSort(state, field))} />
        )}
        {rows.length > 0 ? (
          <>
            <Divider color="gray.2" />
            <ListFooter
              page={state.page}
              size={state.size}
              total={total}
              onPage={(page) => setState({ page })}
              onSize={(size) => setState({ size })}
            />
          </>
        ) : null}
      </Paper>
      {selectable ? (
        <BulkActions
          def={def}
          selected={[...selected]}
          trash={state.trash}
          onDone={() => setSelection({ view, ids: new Set() })}
          onClear={() => setSelection({ view, ids: new Set() })}
        />
      ) : null}
      {RecordDrawer ? (
        <RecordDrawer
          id={viewId}
          onClose={() =>
            setSearch((current) => {
              const next = new URLSearchParams(current);
              next.delete('view');
              return next;
            })
          }
        />
      ) : viewing ? (
        <VersionViewerRoute def={def} search={search} setSearch={setSearch} />
      ) : null}
    </>
  );
}
