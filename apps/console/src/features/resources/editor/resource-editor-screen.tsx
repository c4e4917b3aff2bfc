import { Group, Stack } from '@mantine/core';
import { IconFileSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import { Button } from '@/components/button.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { StatusPage } from '@/components/status-page.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { useResourceAccess } from '../resource-access.ts';
import { resourceKeys, useResourceDetail, type ResourceRecord } from '@/lib/resource-api.ts';
import type { ResourceExtensions } from '../resource-extensions.ts';
import { listPath, parentPath, recordPath, recordTitle } from '../resource-paths.ts';
import { BackToList, EditorSkeleton } from './editor-chrome.tsx';
import { defaultValues, freshVersionValues, valuesOfRecord } from './form-values.ts';
import { TrashActions } from '../trash-actions.tsx';
import { NewVersionScreen } from './new-version-screen.tsx';
import { ResourceEditor } from './resource-editor.tsx';

/**
 * The record id of an editor route: `:id` in the path, or `?id=` where the path has none; null when
 * none is given, 'malformed' when what is given cannot be a record's id.
 */
function useRecordId(): number | null | 'malformed' {
  const params = useParams();
  const [search] = useSearchParams();
  const raw = params.id ?? search.get('id');
  if (raw === null || raw === undefined || raw === '') return null;
  return /^[1-9]\d{0,11}$/.test(raw) ? Number(raw) : 'malformed';
}

/** Where a saved record goes next: a new record opens in its editor; a new version re-opens there. */
function nextPath(def: AnyResourceDefinition, saved: ResourceRecord, previous: ResourceRecord | null): string | void {
  if (previous && previous.id === saved.id) return;
  return def.screens.edit ? recordPath(def.screens.edit, saved.id) : listPath(def);
}

/** A create or edit screen of a resource, chosen by its route (definition `screens`). */
export function ResourceEditorScreen({
  def,
  role,
  extensions,
}: {
  def: AnyResourceDefinition;
  role?: 'create' | 'edit';
  extensions?: ResourceExtensions;
}) {
  const id = useRecordId();
  // An address whose id cannot be a record's is a wrong link: never the create form.
  if (id === 'malformed') return <RecordNotFound def={def} />;
  // A child resource's create screen carries its parent's id, not a record's.
  if (def.parent && role === 'create') return <CreateScreen def={def} parentId={id} extensions={extensions} />;
  if (id === null) {
    if (def.kind === 'versioned') return <NewVersionScreen def={def} />;
    return <CreateScreen def={def} extensions={extensions} />;
  }
  return <EditScreen key={id} def={def} id={id} extensions={extensions} />;
}

/** A record that does not exist (or could not be loaded), with the way back to its list. */
function RecordNotFound({ def, failure }: { def: AnyResourceDefinition; failure?: string }) {
  const singular = def.labels.singular.toLowerCase();
  return (
    <StatusPage
      icon={<IconFileSearch size={30} stroke={1.6} />}
      colour="warning"
      eyebrow={failure === undefined ? 'Not found' : 'Not loaded'}
      title={failure === undefined ? `This ${singular} does not exist` : `The ${singular} could not be loaded`}
      text={failure ?? 'It may have been removed, or the link is wrong.'}
      actions={
        <Button component={Link} to={listPath(def)} variant="gray">
          Back to {def.labels.plural.toLowerCase()}
        </Button>
      }
    />
  );
}

function CreateScreen({
  def,
  parentId = null,
  extensions,
}: {
  def: AnyResourceDefinition;
  parentId?: number | null;
  extensions?: ResourceExtensions;
}) {
  const access = useResourceAccess(def);
  const start = def.parent && parentId !== null ? { ...defaultValues(def), [def.parent.field]: parentId } : undefined;
  return (
    <>
      <Stack gap={0}>
        <BackToList def={def} parentId={parentId} />
        <PageHeader title={`New ${def.labels.singular.toLowerCase()}`} description={def.description} />
      </Stack>
      <ResourceEditor
        def={def}
        record={null}
        start={start}
        access={access}
        readOnlyReason={access.write ? undefined : `You can view ${def.labels.plural.toLowerCase()} but not create them.`}
        extensions={extensions}
        onSaved={(saved, previous) => nextPath(def, saved, previous)}
      />
    </>
  );
}

function EditScreen({ def, id, extensions }: { def: AnyResourceDefinition; id: number; extensions?: ResourceExtensions }) {
  const access = useResourceAccess(def);
  const detail = useResourceDetail(def, id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Trashing or restoring from the header re-reads the record, which re-opens the editor with it.
  const [generation, setGeneration] = useState(0);

  if (detail.isPending) return <EditorSkeleton />;
  if (detail.isError || !detail.data) {
    const missing = isApiError(detail.error) && detail.error.status === 404;
    return missing ? <RecordNotFound def={def} /> : <RecordNotFound def={def} failure={String(detail.error?.message ?? '')} />;
  }

  const record = detail.data;
  const versioned = def.versioned;
  const earlier = versioned && record[versioned.currentField] !== true;
  const readOnlyReason = record.deleted_at
    ? `This ${def.labels.singular.toLowerCase()} is in the trash. Restore it to make changes.`
    : earlier
      ? 'This is an earlier version. Published versions never change: open the current version to publish a new one.'
      : (extensions?.readOnlyReason?.(record) ??
        (def.workflow && record.status === 'REJECTED'
          ? `This ${def.labels.singular.toLowerCase()} was rejected. Reopen it as a draft (in Workflow) to rework it.`
          : !access.update
            ? `You can view this ${def.labels.singular.toLowerCase()} but not change it.`
            : undefined));

  // Publishing from the current version starts without what belonged to it alone (its date, its note).
  const start = versioned && !earlier && !record.deleted_at ? freshVersionValues(def, valuesOfRecord(def, record)) : undefined;

  const refresh = (next: ResourceRecord) => {
    queryClient.setQueryData(resourceKeys.detail(def.name, next.id), next);
    setGeneration((g) => g + 1);
  };

  const parentId = def.parent ? record[def.parent.field] : undefined;
  return (
    <>
      <Stack gap={0}>
        <BackToList def={def} parentId={parentId} />
        <PageHeader
          title={<span data-testid="editor-title">{recordTitle(def, record)}</span>}
          description={def.labels.singular}
          actions={
            <Group gap="sm">
              <TrashActions
                def={def}
                record={record}
                canDelete={access.delete}
                onTrashed={() => void navigate(parentPath(def, parentId) ?? listPath(def))}
                onRestored={refresh}
              />
            </Group>
          }
        />
      </Stack>
      <ResourceEditor
        key={`${record.id}-${generation}`}
        def={def}
        record={record}
        start={start}
        access={access}
        readOnlyReason={readOnlyReason}
        extensions={extensions}
        onSaved={(saved, previous) => nextPath(def, saved, previous)}
        onRecordChange={refresh}
      />
    </>
  );
}
