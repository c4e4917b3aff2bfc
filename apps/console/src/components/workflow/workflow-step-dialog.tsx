import '@mantine/dates/styles.css';
import { Modal, Radio, SegmentedControl, Stack, Text, Textarea, Group } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { IconCalendarClock } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import type { ContentStatus } from '@rc/contract/statuses';
import { NOTE_REQUIRED, WORKFLOW_NOTE_MAX, type WorkflowAction } from '@rc/contract/workflow';
import { Button, type ButtonVariant } from '@/components/button.tsx';
import { errorMessage, isApiError } from '@/lib/api-error.ts';
import { formatDateTimeZoned, zoneName } from '@/lib/date-formats.ts';
import { notify } from '@/lib/notify.ts';
import { formatCount } from '@/lib/numbers.ts';

/** What a step sends: the action, the note, and for an approval an optional publication time. */
export type StepChoice = { action: WorkflowAction; note: string | null; scheduled_at: string | null };

type Look = { label: string; confirm: string; variant: ButtonVariant; effect: string; placeholder: string; done: string };

/** What each step does, in the words of the record's status (a change request reads differently). */
export function stepLook(action: WorkflowAction, status: ContentStatus, noun: string): Look {
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  const change = status === 'REQUEST';
  const optional = 'Optional: a word for the author';
  switch (action) {
    case 'approve':
      return change
        ? {
            label: 'Approve change',
            confirm: 'Approve change',
            variant: 'primary',
            effect: 'The new version replaces the published one at once.',
            placeholder: optional,
            done: 'Change approved',
          }
        : {
            label: 'Approve',
            confirm: 'Approve and publish',
            variant: 'primary',
            effect: `Publishes the ${noun} now and records you as its reviewer.`,
            placeholder: optional,
            done: `${Noun} approved`,
          };
    case 'request_revision':
      return {
        label: 'Request revision',
        confirm: 'Send back for revision',
        variant: 'warning',
        effect: `Sends the ${noun} back to the author with your note; it returns to the queue when they resubmit.`,
        placeholder: 'What should the author change? (required)',
        done: 'Revision requested',
      };
    case 'reject':
      return change
        ? {
            label: 'Reject change',
            confirm: 'Reject change',
            variant: 'danger',
            effect: 'The published version stays online; the author sees your note.',
            placeholder: 'Why is the change refused? (required)',
            done: 'Change rejected',
          }
        : {
            label: 'Reject',
            confirm: `Reject ${noun}`,
            variant: 'danger',
            effect: `Closes the ${noun} without publishing it; the author sees your note.`,
            placeholder: 'Why is it rejected? (required)',
            done: `${Noun} rejected`,
          };
    case 'submit':
      return {
        label: 'Submit for review',
        confirm: 'Submit for review',
        variant: 'primary',
        effect: 'Sends it to the reviewers. Someone other than whoever wrote or last edited it approves it.',
        placeholder: 'Optional: a word for the reviewers',
        done: 'Submitted for review',
      };
    case 'reopen':
      return {
        label: 'Reopen as draft',
        confirm: 'Reopen as draft',
        variant: 'secondary',
        effect: `Makes the rejected ${noun} a draft again, to be reworked and submitted anew.`,
        placeholder: 'Optional: why it is taken up again',
        done: 'Reopened as a draft',
      };
  }
}

/** The note rule of the workflow call: revision and rejection tell the author why. */
export function defaultNoteRule(choice: StepChoice): string | undefined {
  return NOTE_REQUIRED.includes(choice.action) && !choice.note
    ? `A note is required to ${choice.action === 'reject' ? 'reject' : 'ask for a revision'}: tell the author what to change or why`
    : undefined;
}

/**
 * One workflow step with a note: the allowed steps as a choice, what the chosen one does, the note
 * (required to send back or reject), and for a first approval an optional time to publish at.
 * The caller makes the call (the engine's workflow call, or Circle's response call).
 */
export function WorkflowStepDialog({
  opened,
  status,
  actions,
  initial,
  noun,
  subject,
  header,
  title,
  schedulable = false,
  validate = defaultNoteRule,
  send,
  onClose,
  onDone,
}: {
  opened: boolean;
  status: ContentStatus;
  /** The steps to offer, in order (allowed by the status and the person's permissions). */
  actions: readonly WorkflowAction[];
  initial?: WorkflowAction;
  /** The record's kind in the messages ("article", "memo"). */
  noun: string;
  /** The record's title, for the confirmation. */
  subject?: string;
  header?: ReactNode;
  title?: string;
  /** A first approval may be given a later publication time. */
  schedulable?: boolean;
  /** A message for the note field when the choice cannot be sent as it is. */
  validate?: (choice: StepChoice) => string | undefined;
  /** Makes the call; answers the record's new status. */
  send: (choice: StepChoice) => Promise<{ status: string }>;
  onClose: () => void;
  onDone?: () => void;
}) {
  const [action, setAction] = useState<WorkflowAction | undefined>(initial);
  const [note, setNote] = useState('');
  const [timing, setTiming] = useState<'now' | 'later'>('now');
  const [when, setWhen] = useState<string | null>(nextFullHour);
  const [error, setError] = useState<string | undefined>();
  const [whenError, setWhenError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const chosen = action && actions.includes(action) ? action : actions[0];
  if (!chosen) return null;
  const look = stepLook(chosen, status, noun);
  const canSchedule = schedulable && chosen === 'approve' && status === 'PENDING';
  const later = canSchedule && timing === 'later';
  const zone = zoneName();

  const submit = async () => {
    // A time that has passed is never read as "now": publishing now is its own choice.
    if (later && (when === null || !dayjs(when).isAfter(dayjs()))) {
      setWhenError(when === null ? 'Choose when to publish' : 'That time has passed: choose a later one, or publish now');
      return;
    }
    const choice: StepChoice = {
      action: chosen,
      note: note.trim() || null,
      scheduled_at: later && when ? dayjs(when).toISOString() : null,
    };
    const invalid = validate(choice);
    if (invalid) {
      setError(invalid);
      return;
    }
    setBusy(true);
    try {
      const answered = await send(choice);
      notify.success(
        later ? 'Approved; publication scheduled' : look.done,
        outcomeSentence(
          subject ? `“${subject}”` : 'It',
          answered.status,
          later ? formatDateTimeZoned(choice.scheduled_at) : null,
        ),
      );
      onDone?.();
      onClose();
    } catch (failure) {
      if (isApiError(failure) && failure.fields.note) setError(failure.fields.note);
      if (isApiError(failure) && failure.fields.scheduled_at) setWhenError(failure.fields.scheduled_at);
      if (!(isApiError(failure) && failure.handled)) notify.error('Nothing was changed', errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={busy ? () => undefined : onClose}
      title={
        <Text fw={650} size="lg">
          {title ?? (status === 'REQUEST' ? 'Review the change' : look.label)}
        </Text>
      }
      centered
      radius="lg"
      size="lg"
      padding="lg"
      data-testid="respond-dialog"
    >
      <Stack gap="md">
        {header}
        {actions.length > 1 ? (
          <SegmentedControl
            fullWidth
            value={chosen}
            onChange={(value) => {
              setAction(value as WorkflowAction);
              setError(undefined);
            }}
            data={actions.map((value) => ({ value, label: stepLook(value, status, noun).label }))}
            aria-label="Decision"
            data-testid="respond-choice"
          />
        ) : null}
        {canSchedule ? (
          <Radio.Group
            label="When readers see it"
            value={timing}
            onChange={(value) => {
              setTiming(value as 'now' | 'later');
              setWhenError(undefined);
            }}
            data-testid="respond-timing"
          >
            <Group gap="lg" mt={6}>
              <Radio value="now" label="Publish now" data-testid="respond-now" />
              <Radio value="later" label="Schedule for later" data-testid="respond-later" />
            </Group>
          </Radio.Group>
        ) : null}
        <Text size="sm" c="dimmed">
          {later
            ? `Approves it now; it stays Scheduled, not live, until the time below (${zone}).`
            : canSchedule
              ? `Publishes the ${noun} as soon as you approve, and records you as its reviewer.`
              : look.effect}
        </Text>
        {later ? (
          <DateTimePicker
            label={`Publish at (${zone})`}
            description={`Your time zone, ${zone}. It goes live at this time.`}
            value={when}
            onChange={(value) => {
              setWhen(value);
              setWhenError(undefined);
            }}
            valueFormat="D MMM YYYY, HH:mm"
            minDate={dayjs().format('YYYY-MM-DD')}
            error={whenError}
            leftSection={<IconCalendarClock size={16} />}
            popoverProps={{ withinPortal: true }}
            data-testid="respond-schedule"
          />
        ) : null}
        <Textarea
          label={chosen === 'submit' || chosen === 'reopen' ? 'Note' : 'Note to the author'}
          placeholder={look.placeholder}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={WORKFLOW_NOTE_MAX}
          required={NOTE_REQUIRED.includes(chosen)}
          value={note}
          onChange={(event) => {
            setNote(event.currentTarget.value);
            setError(undefined);
          }}
          error={error}
          description={`${formatCount(note.length)} / ${formatCount(WORKFLOW_NOTE_MAX)} characters · kept in the history`}
          data-testid="respond-note"
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="gray" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant={look.variant} loading={busy} onClick={() => void submit()} data-testid="respond-submit">
            {later ? 'Approve and schedule' : canSchedule ? 'Approve and publish now' : look.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The next full hour from now, as the date picker holds it: a publish time is never proposed at 00:00 of today. */
export function nextFullHour(now = dayjs()): string {
  return now.add(1, 'hour').startOf('hour').format('YYYY-MM-DD HH:mm:ss');
}

/**
 * What a step did, as a person would say it ("… was sent back for revision"), never the bare
 * status ("… is now revision"). `publishAt`: an approval that publishes later.
 */
export function outcomeSentence(subject: string, status: string, publishAt: string | null): string {
  switch (status) {
    case 'SCHEDULED':
      return `${subject} was approved and will be published ${publishAt ?? 'at its scheduled time'}.`;
    case 'APPROVED':
      return `${subject} was approved and published.`;
    case 'REVISION':
      return `${subject} was sent back for revision.`;
    case 'REJECTED':
      return `${subject} was rejected.`;
    case 'PENDING':
      return `${subject} is waiting for review.`;
    case 'REQUEST':
      return `${subject} is waiting for review as a change to the published version.`;
    case 'DRAFT':
      return `${subject} is a draft again.`;
    default:
      return `${subject} was updated.`;
  }
}
