import { Alert, Grid, Stack, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import { SectionCard } from '@/components/section-card.tsx';
import { useUnsavedChangesGuard } from '@/components/unsaved-changes-guard.tsx';
import type { ResourceAccess } from '../resource-access.ts';
import type { ResourceRecord } from '@/lib/resource-api.ts';
import type { ResourceExtensions } from '../resource-extensions.ts';
import { ConflictDialog } from './conflict-dialog.tsx';
import { EditorForm } from './editor-form.tsx';
import type { FormValues } from './form-values.ts';
import { HistoryPanel } from './history-panel.tsx';
import { KeptWorkNotice } from './kept-work-notice.tsx';
import { RecordSummary } from './record-summary.tsx';
import { SaveBar, StepsBar } from './save-bar.tsx';
import { useKeptWork } from './use-kept-work.ts';
import { useResourceEditor } from './use-resource-editor.ts';
import { VersionsPanel } from './versions-panel.tsx';
import { WorkflowPanel } from './workflow-panel.tsx';

export type EditorProps = {
  def: AnyResourceDefinition;
  /** The record being edited; null creates a new one. */
  record: ResourceRecord | null;
  /** A new record's starting values (a new version starts from the current one). */
  start?: FormValues;
  access: ResourceAccess;
  /** Why the form cannot be changed, when it cannot. */
  readOnlyReason?: ReactNode;
  extensions?: ResourceExtensions;
  /** After a save: where to go next, if anywhere (a new record opens in its editor). */
  onSaved?: (saved: ResourceRecord, previous: ResourceRecord | null) => string | void;
  /** Shown above the side panels (a starting-point note, for instance). */
  intro?: ReactNode;
  /** An extension changed the record through a call of its own (see ResourceExtensions). */
  onRecordChange?: (record: ResourceRecord) => void;
};

/** Shown but not editable: a version's document stream once it exists, a child record's parent always. */
function lockedFields(def: AnyResourceDefinition, exists: boolean): ReadonlySet<string> | undefined {
  const locked = [
    ...(exists && def.versioned?.streamField ? [def.versioned.streamField] : []),
    ...(def.parent ? [def.parent.field] : []),
  ];
  return locked.length > 0 ? new Set(locked) : undefined;
}

/**
 * The generic editor: the definition's form checked with its schema, a save bar that follows the
 * page, Ctrl/Cmd+S, a guard against leaving with unsaved changes, the 409 merge, and beside the
 * form the record's summary, versions and history.
 */
export function ResourceEditor({
  def,
  record,
  start,
  access,
  readOnlyReason,
  extensions,
  onSaved,
  intro,
  onRecordChange,
}: EditorProps) {
  const navigate = useNavigate();
  // Where the workflow's steps show in the sticky save bar on a phone.
  const [stepsSlot, setStepsSlot] = useState<HTMLDivElement | null>(null);
  const editor = useResourceEditor({
    def,
    record,
    start,
    onSaved: (saved, previous) => {
      kept.saved(previous);
      const next = onSaved?.(saved, previous);
      if (next) {
        guard.allowNavigation();
        void navigate(next, { replace: true });
      }
    },
  });
  const readOnly = readOnlyReason !== undefined;
  const kept = useKeptWork({ def, editor, editable: !readOnly });
  const guard = useUnsavedChangesGuard(editor.dirty, { onLeave: kept.left });
  const creating = editor.base === null;
  const versioned = def.kind === 'versioned';

  useHotkeys([['mod+S', () => !readOnly && !editor.saving && !editor.conflict && void editor.save()]], [], true);

  const Aside = extensions?.editorAside;
  const LivePreview = extensions?.livePreview;
  const livePreview = LivePreview ? (
    <LivePreview def={def} record={editor.base} values={editor.values} dirty={editor.dirty} />
  ) : null;
  return (
    <form
      noValidate
      aria-label={`${def.labels.singular} form`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!readOnly) void editor.save();
      }}
    >
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            {readOnly ? (
              <Alert color="gray" variant="light" icon={<IconLock size={18} />} data-testid="read-only-notice">
                {readOnlyReason}
              </Alert>
            ) : null}
            <KeptWorkNotice def={def} kept={kept} disabled={editor.saving} />
            <EditorForm
              def={def}
              values={editor.values}
              errors={editor.errors}
              onChange={editor.setField}
              record={editor.base}
              disabled={readOnly || editor.saving}
              locked={lockedFields(def, editor.base !== null)}
              fieldViews={extensions?.fieldViews}
            />
            {readOnly ? (
              def.workflow && editor.base ? (
                <StepsBar stepsSlot={setStepsSlot} />
              ) : null
            ) : (
              <SaveBar
                dirty={editor.dirty}
                saving={editor.saving}
                creating={creating}
                versioned={versioned}
                onDiscard={kept.discard}
                autosave={kept.autosave}
                stepsSlot={def.workflow && editor.base ? setStepsSlot : undefined}
              />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="lg">
            {intro}
            {editor.base ? (
              <>
                <RecordSummary def={def} record={editor.base} />
                {def.workflow ? (
                  <WorkflowPanel
                    def={def}
                    record={editor.base}
                    dirty={editor.dirty}
                    onRecordChange={onRecordChange}
                    barSlot={stepsSlot}
                  />
                ) : null}
                {Aside ? (
                  <Aside
                    record={editor.base}
                    onRecordChange={onRecordChange ? (next) => onRecordChange(next as ResourceRecord) : undefined}
                  />
                ) : null}
                {livePreview}
                {versioned ? (
                  <VersionsPanel
                    def={def}
                    record={editor.base}
                    canPublish={access.update && !readOnly}
                    onRepublish={(values) => editor.save(values)}
                  />
                ) : null}
                <HistoryPanel
                  def={def}
                  recordId={editor.base.id}
                  current={editor.saved}
                  canRestore={access.update && !readOnly}
                  onRestore={(values) => editor.save(values)}
                />
              </>
            ) : intro ? null : (
              <>
                <SectionCard title={`New ${def.labels.singular.toLowerCase()}`}>
                  <Stack gap="xs">
                    {def.description ? <Text size="sm">{def.description}</Text> : null}
                    <Text size="sm" c="dimmed">
                      <IconInfoCircle size={14} style={{ verticalAlign: -2, marginRight: 4 }} />
                      Fields marked with * are required. Everything is checked before it is sent, and the history records who
                      created it.
                    </Text>
                  </Stack>
                </SectionCard>
                {livePreview}
              </>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      {editor.conflict ? (
        <ConflictDialog
          key={editor.conflict.theirs.version}
          def={def}
          conflict={editor.conflict}
          saving={editor.saving}
          onResolve={(merged) => void editor.resolveConflict(merged)}
          onClose={editor.dismissConflict}
        />
      ) : null}
      {guard.dialog}
    </form>
  );
}
