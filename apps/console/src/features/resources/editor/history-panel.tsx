import { Alert, Skeleton, Stack, Text, Timeline, Tooltip, UnstyledButton } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowsSort,
  IconCircleCheck,
  IconCircleX,
  IconClockHour4,
  IconEdit,
  IconHistory,
  IconMessageReply,
  IconPlus,
  IconSend,
  IconStack2,
  IconTrash,
} from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import type { AnyResourceDefinition, FieldMeta } from '@rc/contract/resources/resource';
import type { HistoryEntry } from '@rc/contract/resources/resource-wire';
import { Button } from '@/components/button.tsx';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { SectionCard } from '@/components/section-card.tsx';
import { errorMessage } from '@/lib/api-error.ts';
import { formatDateTime } from '@/lib/date-formats.ts';
import { choiceSource, type ChoiceSource } from '@/lib/reference-choices.ts';
import { formatFieldValue, useFieldLabel } from '../fields/field-value.tsx';
import { useResourceHistory } from '@/lib/resource-api.ts';
import type { FormValues } from './form-values.ts';
import { canRestoreEntry, valuesAfterEntry } from './history-restore.ts';
import classes from './history-panel.module.css';

const ACTIONS: Record<string, { verb: string; icon: ReactNode; color: string }> = {
  create: { verb: 'created it', icon: <IconPlus size={13} />, color: 'primary' },
  update: { verb: 'changed', icon: <IconEdit size={13} />, color: 'secondary' },
  publish: { verb: 'published this version', icon: <IconStack2 size={13} />, color: 'primary' },
  delete: { verb: 'moved it to the trash', icon: <IconTrash size={13} />, color: 'danger' },
  restore: { verb: 'restored it from the trash', icon: <IconArrowBackUp size={13} />, color: 'warning' },
  reorder: { verb: 'moved it in the order', icon: <IconArrowsSort size={13} />, color: 'gray' },
  // A campaign's sending (newsletters, blasts): who sent it, and how it ended.
  send: { verb: 'sent it', icon: <IconSend size={13} />, color: 'primary' },
  schedule_send: { verb: 'scheduled it to go out', icon: <IconClockHour4 size={13} />, color: 'primary' },
  sent: { verb: 'finished sending it', icon: <IconCircleCheck size={13} />, color: 'teal' },
  send_failed: { verb: 'could not send it to anyone', icon: <IconCircleX size={13} />, color: 'danger' },
  cancel_send: { verb: 'cancelled the sending', icon: <IconCircleX size={13} />, color: 'orange' },
};
/** The steps of the editorial workflow, for resources that have one. */
const WORKFLOW_ACTIONS: Record<string, { verb: string; icon: ReactNode; color: string }> = {
  submit: { verb: 'submitted it for review', icon: <IconSend size={13} />, color: 'warning' },
  'request-change': { verb: 'proposed a change to the published version', icon: <IconEdit size={13} />, color: 'secondary' },
  approve: { verb: 'approved and published it', icon: <IconCircleCheck size={13} />, color: 'primary' },
  'approve-scheduled': { verb: 'approved it for a later publication', icon: <IconClockHour4 size={13} />, color: 'primary' },
  publish: { verb: 'published it as scheduled', icon: <IconCircleCheck size={13} />, color: 'primary' },
  'request-revision': { verb: 'sent it back for revision', icon: <IconMessageReply size={13} />, color: 'orange' },
  reject: { verb: 'rejected it', icon: <IconCircleX size={13} />, color: 'danger' },
  'approve-change': { verb: 'approved the change', icon: <IconCircleCheck size={13} />, color: 'primary' },
  'reject-change': { verb: 'rejected the change; the published version stays', icon: <IconCircleX size={13} />, color: 'danger' },
  reopen: { verb: 'reopened it as a draft', icon: <IconArrowBackUp size={13} />, color: 'gray' },
};
const CHANGES_SHOWN = 4;

function lookOf(def: AnyResourceDefinition, entry: HistoryEntry) {
  return (def.workflow ? WORKFLOW_ACTIONS[entry.action] : undefined) ?? ACTIONS[entry.action];
}

function verbOf(def: AnyResourceDefinition, entry: HistoryEntry): string {
  if (entry.action === 'update')
    return `changed ${entry.changes.length === 1 ? entry.changes[0]!.label : `${entry.changes.length} fields`}`;
  return lookOf(def, entry)?.verb ?? entry.action;
}

/**
 * Who changed the record, when, and what: each field's value before and after. "Restore this
 * version" saves the values as they were right after an entry, as a new edit; nothing is erased.
 */
export function HistoryPanel({
  def,
  recordId,
  current,
  canRestore,
  onRestore,
}: {
  def: AnyResourceDefinition;
  recordId: number;
  current: FormValues;
  canRestore: boolean;
  onRestore: (values: FormValues) => Promise<boolean>;
}) {
  const history = useResourceHistory(def, recordId);
  const [restoring, setRestoring] = useState<HistoryEntry | null>(null);
  const [busy, setBusy] = useState(false);
  const entries = history.data?.data ?? [];

  async function restore() {
    if (!restoring) return;
    const values = valuesAfterEntry(def, current, entries, restoring.id);
    if (!values) return;
    setBusy(true);
    const done = await onRestore(values);
    setBusy(false);
    if (done) setRestoring(null);
  }

  return (
    <SectionCard title="History" description="Every change, newest first." data-testid="history-panel">
      {history.isPending ? (
        <Stack gap="sm">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={44} radius="md" />
          ))}
        </Stack>
      ) : history.isError ? (
        <Alert color="danger" variant="light" title="History not loaded">
          {errorMessage(history.error)}
        </Alert>
      ) : (
        <Timeline bulletSize={24} lineWidth={2} active={entries.length - 1} color="gray.3">
          {entries.map((entry, index) => {
            const action = lookOf(def, entry) ?? ACTIONS.update!;
            return (
              <Timeline.Item
                key={entry.id}
                bullet={action.icon}
                color={action.color}
                data-testid="history-entry"
                title={
                  <Text size="sm" fw={500} lh={1.35}>
                    {/* No staff actor: in a workflow area its outside author (a contributor), elsewhere the system. */}
                    <b>{entry.actor?.fullname ?? (def.workflow ? 'The author' : 'The system')}</b> {verbOf(def, entry)}
                  </Text>
                }
              >
                <Tooltip label={formatDateTime(entry.at)}>
                  <Text size="xs" c="dimmed" mt={2} w="fit-content">
                    {dayjs(entry.at).format('D MMM YYYY, HH:mm')}
                  </Text>
                </Tooltip>
                {entry.note ? (
                  <Text size="xs" mt={4} c="dark.4" fs="italic">
                    {entry.note}
                  </Text>
                ) : null}
                {entry.action === 'update' || entry.action === 'reorder' ? <Changes def={def} entry={entry} /> : null}
                {canRestore && index > 0 && canRestoreEntry(def, current, entries, entry.id) ? (
                  <Button
                    variant="plain"
                    size="compact-xs"
                    mt={6}
                    leftSection={<IconHistory size={13} />}
                    onClick={() => setRestoring(entry)}
                  >
                    Restore this version
                  </Button>
                ) : null}
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
      <ConfirmDialog
        opened={restoring !== null}
        title="Restore this version?"
        confirmLabel="Restore as a new edit"
        confirmVariant="primary"
        loading={busy}
        onConfirm={() => void restore()}
        onClose={() => setRestoring(null)}
      >
        {`The fields go back to how they were after ${restoring?.actor?.fullname ?? 'this change'} saved on ${formatDateTime(restoring?.at)}. This is saved as a new edit, so the history keeps everything.`}
      </ConfirmDialog>
    </SectionCard>
  );
}

function Changes({ def, entry }: { def: AnyResourceDefinition; entry: HistoryEntry }) {
  const [all, setAll] = useState(false);
  const shown = all ? entry.changes : entry.changes.slice(0, CHANGES_SHOWN);
  return (
    <div style={{ marginTop: 6 }}>
      {shown.map((change) => (
        <ChangeRow
          key={change.field}
          meta={def.fields[change.field]}
          change={change}
          source={choiceSource(def.name, change.field, def.fields[change.field]?.reference)}
        />
      ))}
      {entry.changes.length > CHANGES_SHOWN ? (
        <UnstyledButton onClick={() => setAll((v) => !v)} fz="xs" c="secondary.7" fw={500}>
          {all ? 'Show fewer' : `Show ${entry.changes.length - CHANGES_SHOWN} more`}
        </UnstyledButton>
      ) : null}
    </div>
  );
}

/** One changed field, before and after (the records a reference points at by name). */
function ChangeRow({
  meta,
  change,
  source,
}: {
  meta: FieldMeta | undefined;
  change: HistoryEntry['changes'][number];
  source: ChoiceSource | undefined;
}) {
  const labelOf = useFieldLabel(source, [change.before, change.after]);
  return (
    <div className={classes.change} data-testid="history-change">
      <Text size="xs" fw={600} c="dark.5">
        {change.label}
      </Text>
      <div className={classes.values}>
        <span className={classes.before}>{clip(formatFieldValue(meta, change.before, labelOf))}</span>
        <span aria-hidden="true">→</span>
        <span className={classes.after}>{clip(formatFieldValue(meta, change.after, labelOf))}</span>
      </div>
    </div>
  );
}

function clip(text: string, max = 140): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
