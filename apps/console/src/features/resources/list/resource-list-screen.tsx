import { Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import { Button } from '@/components/button.tsx';
import { BulkActionBar } from '@/components/list/bulk-action-bar.tsx';
import { ExportButton } from '@/components/list/export-button.tsx';
import { ImportButton } from '@/components/list/import-dialog.tsx';
import { FilterChips } from '@/components/list/filter-chips.tsx';
import { ListEmpty } from '@/components/list/list-empty.tsx';
import { ListFooter } from '@/components/list/list-footer.tsx';
import { ListFrame } from '@/components/list/list-frame.tsx';
import { exportParams, hasNarrowing, listParams, toggleSort } from '@/components/list/list-state.ts';
import { ListRows } from '@/components/list/list-rows.tsx';
import { ReorderHandle } from '@/components/list/reorder-handle.tsx';
import { SearchBox } from '@/components/list/search-box.tsx';
import { TrashSwitch } from '@/components/list/trash-switch.tsx';
import { useListState } from '@/components/list/use-list-state.ts';
import { useRowSelection } from '@/components/list/use-row-selection.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { resourceClient, useAfterWrite, useResourceList, type ResourceRecord } from '@/lib/resource-api.ts';
import { useResourceAccess } from '../resource-access.ts';
import { CreateRecordDrawer } from './create-record-drawer.tsx';
import type { ResourceExtensions } from '../resource-extensions.ts';
import { newRecordPath } from '../resource-paths.ts';
import { RecordTitle } from './record-title.tsx';
import { useResourceBulkActions } from './resource-bulk-actions.tsx';
import { resourceColumns } from './resource-columns.tsx';
import { hasStatusTabs, ResourceStatusTabs } from './resource-status-tabs.tsx';
import { RowActions } from './row-actions.tsx';
import { useReorder } from './use-reorder.ts';
import { VersionViewerRoute } from './version-viewer-route.tsx';

/** The columns an import reads: the editable fields but images and rich text (the server's importableFields). */
function importColumns(def: AnyResourceDefinition): string[] {
  return Object.keys(def.schema.shape).filter((k) => !['image', 'richtext'].includes(def.fields[k]?.widget ?? ''));
}

/**
 * The generic list of a resource, composed from the shared list parts: search, status tabs, filter
 * chips, sort, pages, trash, selection with bulk actions and CSV export, all kept in the address;
 * buttons only for what the person may do.
 */
export function ResourceListScreen({ def, extensions }: { def: AnyResourceDefinition; extensions?: ResourceExtensions }) {
  const access = useResourceAccess(def);
  const ListActions = extensions?.listActions;
  const ListIntro = extensions?.listIntro;
  const afterWrite = useAfterWrite(def);
  const [state, setState] = useListState(def);
  const params = useMemo(() => listParams(state), [state]);
  const list = useResourceList(def, params);
  const [search, setSearch] = useSearchParams();
  const selection = useRowSelection(JSON.stringify(params));
  const bulkActions = useResourceBulkActions(def, access, state.trash, selection.selected.size);

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
  const selectable = bulkActions.length > 0;
  const statusTabs = hasStatusTabs(def, access);

  const setView = (id: number | null) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete('view');
      else next.set('view', String(id));
      return next;
    });
  const openViewer = viewing ? (row: ResourceRecord) => setView(row.id) : undefined;

  // Records without an editor screen (rows mostly imported) are made one at a time in a drawer.
  const createInDrawer = !createPath && access.write && def.kind === 'collection';
  const [creating, setCreating] = useState(false);
  const createButton = createPath ? (
    <Button component={Link} to={createPath} leftSection={<IconPlus size={16} />} data-testid="create-record">
      {def.kind === 'versioned' && def.screens.create ? 'Publish new version' : `New ${def.labels.singular.toLowerCase()}`}
    </Button>
  ) : createInDrawer ? (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)} data-testid="create-record">
      New {def.labels.singular.toLowerCase()}
    </Button>
  ) : null;

  const title = (row: ResourceRecord) => <RecordTitle def={def} row={row} canUpdate={access.update} onView={openViewer} />;
  const rowsProps = {
    rows: shown,
    loading: list.isPending,
    fetching: list.isFetching && !list.isPending,
    selection: selectable ? selection.selected : null,
    onSelect: selection.select,
    actions: (row: ResourceRecord) => <RowActions def={def} row={row} access={access} onView={openViewer} />,
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
  const columns = resourceColumns(def, { title, reordering: canReorder, trash: state.trash });

  return (
    <>
      <PageHeader
        title={def.labels.plural}
        description={def.description}
        actions={
          <>
            {access.calls.has('export') ? (
              <ExportButton download={() => resourceClient(def).exportCsv(exportParams(state))} />
            ) : null}
            {access.calls.has('import') && access.write && access.update ? (
              <ImportButton
                plural={def.labels.plural}
                keyLabel={(def.import?.key ?? []).map((k) => (def.fields[k]?.label ?? k).toLowerCase()).join(' and ')}
                columns={importColumns(def)}
                send={(file, dryRun, onProgress, encoding) => resourceClient(def).importCsv(file, dryRun, onProgress, encoding)}
                onImported={() => afterWrite()}
              />
            ) : null}
            {ListActions ? <ListActions /> : null}
            {createButton}
          </>
        }
      />
      {ListIntro ? <ListIntro /> : null}
      {createInDrawer ? <CreateRecordDrawer def={def} opened={creating} onClose={() => setCreating(false)} /> : null}
      <ListFrame
        testId="resource-list"
        busy={list.isFetching}
        tabs={statusTabs ? <ResourceStatusTabs def={def} state={state} setState={setState} /> : null}
        start={
          def.list.search.length > 0 ? (
            <SearchBox
              value={state.query}
              onSearch={(query) => setState({ query }, { replace: true })}
              placeholder={def.list.searchPlaceholder ?? 'Search'}
            />
          ) : null
        }
        end={
          access.calls.has('restore') ? (
            <TrashSwitch trash={state.trash} onChange={(trash) => setState({ trash })} label="Show live records or the trash" />
          ) : null
        }
        below={
          <>
            <FilterChips
              def={def}
              filters={state.filters}
              onChange={(change) => setState((current) => ({ filters: change(current.filters) }))}
              omit={statusTabs ? ['status'] : []}
            />
            {def.ordering && access.update && !canReorder && !state.trash ? (
              <Text size="xs" c="dimmed">
                Sort by order and clear the search and filters to drag rows into a new order.
              </Text>
            ) : null}
          </>
        }
        error={list.isError ? { title: `${def.labels.plural} could not be loaded`, error: list.error } : null}
        empty={
          !list.isPending && rows.length === 0 ? (
            <ListEmpty plural={def.labels.plural} state={state} setState={setState} createAction={createButton} />
          ) : null
        }
        footer={rows.length > 0 ? <ListFooter state={state} total={total} setState={setState} /> : null}
      >
        <ListRows
          {...rowsProps}
          columns={columns}
          cardTitle={title}
          cardDetails={columns.filter((c) => c.key !== def.titleField && c.key !== def.ordering?.field).slice(0, 5)}
          pageSize={state.size}
          sort={{ field: state.sort, desc: state.desc }}
          onSort={(field) => setState(toggleSort(state, field))}
        />
      </ListFrame>
      {selectable ? (
        <BulkActionBar
          selected={[...selection.selected]}
          actions={bulkActions}
          onDone={selection.clear}
          onClear={selection.clear}
        />
      ) : null}
      {RecordDrawer ? (
        <RecordDrawer id={viewId} onClose={() => setView(null)} />
      ) : viewing ? (
        <VersionViewerRoute def={def} search={search} setSearch={setSearch} />
      ) : null}
    </>
  );
}
