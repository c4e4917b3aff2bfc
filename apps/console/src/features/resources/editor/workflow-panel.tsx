import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowsDiff, IconClockHour4 } from '@tabler/icons-react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { can } from '@rc/contract/permissions';
import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import type { ContentStatus } from '@rc/contract/statuses';
import { WORKFLOW_ACTION_PERMISSION, type WorkflowAction, type WorkflowState } from '@rc/contract/workflow';
import { Button } from '@/components/button.tsx';
import { SectionCard } from '@/components/section-card.tsx';
import { ContentStatusBadge, statusLook } from '@/components/workflow/content-status-badge.tsx';
import { PendingChangeDialog } from '@/components/workflow/pending-change-view.tsx';
import { WorkflowStepDialog, stepLook } from '@/components/workflow/workflow-step-dialog.tsx';
import { formatDateTime, formatDateTimeZoned } from '@/lib/date-formats.ts';
import { resourceClient, useAfterWrite, type ResourceRecord } from '@/lib/resource-api.ts';
import { usePermissions, useProfile } from '@/lib/session-store.ts';
import { choiceSource } from '@/lib/reference-choices.ts';
import { FieldValue } from '../fields/field-value.tsx';

const AUTHOR: readonly WorkflowAction[] = ['submit', 'reopen'];

/** The job that will publish an approval given a later time, as the reviewer left it. */
function Schedule({ record, schedule }: { record: ResourceRecord; schedule: WorkflowState['schedule'] }) {
  if (!record.scheduled_at || record.published_at) return null;
  const failed = schedule?.state === 'dead';
  return (
    <Alert
      color={failed ? 'danger' : 'secondary'}
      variant="light"
      icon={failed ? <IconAlertTriangle size={18} /> : <IconClockHour4 size={18} />}
      p="sm"
      data-testid="workflow-schedule"
    >
      <Text size="sm">
        {failed ? 'Publishing failed for ' : 'Publishes on '}
        <Text span fw={650} size="sm">
          {formatDateTimeZoned(String(record.scheduled_at))}
        </Text>
        {failed ? '.' : '; until then readers do not see it.'}
      </Text>
      {schedule && schedule.attempts > 0 && schedule.state !== 'done' ? (
        <Text size="xs" c="dark.4" mt={4}>
          {schedule.attempts} attempt{schedule.attempts === 1 ? '' : 's'}
          {schedule.last_error ? ` · last error: ${schedule.last_error}` : ''}
        </Text>
      ) : null}
    </Alert>
  );
}

/**
 * The editorial workflow beside a workflow record's form: where it stands, the steps the person
 * may take now (with a note, and a publication time for a first approval), a change request side
 * by side with the published version, and a scheduled publication's state. Steps wait while the
 * form has unsaved changes, so nobody approves something other than what they see.
 */
export function WorkflowPanel({
  def,
  record,
  dirty,
  onRecordChange,
  barSlot = null,
}: {
  def: AnyResourceDefinition;
  record: ResourceRecord;
  dirty: boolean;
  onRecordChange?: (record: ResourceRecord) => void;
  /** The editor's sticky bar, where the steps show too on a phone (the panel is far below there). */
  barSlot?: HTMLElement | null;
}) {
  const permissions = usePermissions();
  const me = useProfile()?.id ?? null;
  const afterWrite = useAfterWrite(def);
  const [dialog, setDialog] = useState<readonly WorkflowAction[] | null>(null);
  const [comparing, setComparing] = useState(false);
  const wf = def.workflow!;
  const state = record.workflow as WorkflowState | undefined;
  const status = (state?.status ?? record.status) as ContentStatus;
  const maker = me !== null && (me === state?.created_by || me === state?.edited_by);
  const permitted = (state?.allowed ?? []).filter((a) => can(permissions, wf.module, WORKFLOW_ACTION_PERMISSION[a]));
  const authorSteps = permitted.filter((a) => AUTHOR.includes(a));
  const reviewSteps = permitted.filter((a) => !AUTHOR.includes(a) && !(a === 'approve' && maker));
  const makerHeld = maker && permitted.includes('approve');
  const noun = def.labels.singular.toLowerCase();

  const stepButtons = (testId: string) => (
    <>
      {authorSteps.map((action) => (
        <Button
          key={action}
          size="sm"
          variant={action === 'submit' ? 'primary' : 'secondary'}
          disabled={dirty}
          onClick={() => setDialog([action])}
          data-testid={`${testId}-${action}`}
        >
          {stepLook(action, status, noun).label}
        </Button>
      ))}
      {reviewSteps.length > 0 ? (
        <Button size="sm" disabled={dirty} onClick={() => setDialog(reviewSteps)} data-testid={`${testId}-review`}>
          {reviewSteps.includes('approve') ? (status === 'REQUEST' ? 'Review the change…' : 'Review…') : 'Respond…'}
        </Button>
      ) : null}
    </>
  );

  return (
    <SectionCard title="Workflow" data-testid="workflow-panel">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <ContentStatusBadge status={status} />
          {record.published_at ? (
            <Text size="xs" c="dark.4">
              Published {formatDateTime(String(record.published_at))}
            </Text>
          ) : null}
        </Group>
        <Text size="sm" c="dark.4">
          {statusLook(status).hint}.
        </Text>
        <Schedule record={record} schedule={state?.schedule ?? null} />
        {record.response_note ? (
          <Text size="sm">
            <Text span fw={600} size="sm">
              Reviewer’s note:
            </Text>{' '}
            {String(record.response_note)}
          </Text>
        ) : null}
        {status === 'REQUEST' && state?.live ? (
          <Button
            variant="gray"
            size="xs"
            leftSection={<IconArrowsDiff size={14} />}
            onClick={() => setComparing(true)}
            data-testid="workflow-compare"
          >
            Compare with the published version
          </Button>
        ) : null}
        {makerHeld ? (
          <Text size="xs" c="dark.4" data-testid="workflow-maker">
            You {me === state?.created_by ? 'created' : 'last edited'} this {noun}, so another reviewer approves it. You can still
            send it back or reject it.
          </Text>
        ) : null}
        {authorSteps.length > 0 || reviewSteps.length > 0 ? (
          <>
            {dirty ? (
              <Text size="xs" c="dark.4">
                Save or discard your changes first: a step applies to the saved {noun}.
              </Text>
            ) : null}
            <Group gap="xs" grow>
              {stepButtons('workflow')}
            </Group>
          </>
        ) : null}
        {barSlot && !dirty && (authorSteps.length > 0 || reviewSteps.length > 0)
          ? createPortal(
              <Group gap={6} wrap="nowrap">
                {stepButtons('bar-workflow')}
              </Group>,
              barSlot,
            )
          : null}
      </Stack>
      {dialog ? (
        <WorkflowStepDialog
          opened
          status={status}
          actions={dialog}
          noun={noun}
          subject={String(record[def.titleField] ?? '')}
          schedulable
          send={async (choice) => {
            const next = await resourceClient(def).workflow(record.id, { ...choice, version: record.version });
            afterWrite(next);
            onRecordChange?.(next);
            return next as { status: string } & ResourceRecord;
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {state?.live ? (
        <PendingChangeDialog
          opened={comparing}
          onClose={() => setComparing(false)}
          fields={def.fields}
          live={state.live}
          proposed={record}
          renderValue={(meta, value, field) => (
            <FieldValue meta={meta} value={value} lines={8} source={choiceSource(def.name, field, meta?.reference)} />
          )}
        />
      ) : null}
    </SectionCard>
  );
}
