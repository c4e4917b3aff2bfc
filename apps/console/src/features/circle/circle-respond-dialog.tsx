import { Group, Modal, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { NOTE_MAX, RESPONSES_BY_STATUS, responseApprovalSchema, type CircleItem, type ResponseStatus } from '@rc/contract/circle';
import { Button, type ButtonVariant } from '@/components/button.tsx';
import { errorMessage, isApiError } from '@/lib/api-error.ts';
import { notify } from '@/lib/notify.ts';
import { ArticleTile, StatusBadge } from './circle-article-tile.tsx';
import { useRespond } from './circle-api.ts';

type Choice = { label: string; confirm: string; variant: ButtonVariant; effect: string; placeholder: string; done: string };

/** What each response does, in the words of the article's status (a change request reads differently). */
function choices(change: boolean): Record<ResponseStatus, Choice> {
  return {
    APPROVED: change
      ? {
          label: 'Approve change',
          confirm: 'Approve change',
          variant: 'primary',
          effect: 'The new version replaces the published one at once.',
          placeholder: 'Optional: a word for the author',
          done: 'Change approved',
        }
      : {
          label: 'Approve',
          confirm: 'Approve and publish',
          variant: 'primary',
          effect: 'Publishes the article now and records you as its reviewer.',
          placeholder: 'Optional: a word for the author',
          done: 'Article approved',
        },
    REVISION: {
      label: 'Request revision',
      confirm: 'Send back for revision',
      variant: 'warning',
      effect: 'Sends the article back to the author with your note; it returns to the queue when they resubmit.',
      placeholder: 'What should the author change? (required)',
      done: 'Revision requested',
    },
    REJECTED: change
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
          confirm: 'Reject article',
          variant: 'danger',
          effect: 'Closes the article without publishing it; the author sees your note.',
          placeholder: 'Why is it rejected? (required)',
          done: 'Article rejected',
        },
  };
}

/** Approve, ask for a revision or reject, with a note to the author (required unless approving). */
export function RespondDialog({
  item,
  initial = 'APPROVED',
  onClose,
  onDone,
}: {
  item: Pick<CircleItem, 'id' | 'article_title' | 'status' | 'thumbnail' | 'writter'> | null;
  initial?: ResponseStatus;
  onClose: () => void;
  onDone?: (item: CircleItem) => void;
}) {
  const respond = useRespond();
  const [status, setStatus] = useState<ResponseStatus>(initial);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const allowed = item ? RESPONSES_BY_STATUS[item.status] : [];
  const change = item?.status === 'REQUEST';
  const look = choices(change);
  const chosen = allowed.includes(status) ? status : (allowed[0] ?? 'APPROVED');

  const submit = async () => {
    if (!item) return;
    const parsed = responseApprovalSchema.safeParse({ status: chosen, note: note.trim() || null });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      const answered = await respond.mutateAsync({ id: item.id, body: parsed.data });
      notify.success(look[chosen].done, `“${item.article_title}” is now ${answered.status.toLowerCase()}.`);
      onDone?.(answered);
      onClose();
    } catch (failure) {
      if (isApiError(failure) && failure.fields.note) setError(failure.fields.note);
      if (!(isApiError(failure) && failure.handled)) notify.error('Response not sent', errorMessage(failure));
    }
  };

  return (
    <Modal
      opened={item !== null}
      onClose={respond.isPending ? () => undefined : onClose}
      title={
        <Text fw={650} size="lg">
          {change ? 'Review the change' : 'Respond to the article'}
        </Text>
      }
      centered
      radius="lg"
      size="lg"
      padding="lg"
      data-testid="respond-dialog"
    >
      {item ? (
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ArticleTile title={item.article_title} thumbnail={item.thumbnail} size={40} />
            <div style={{ minWidth: 0 }}>
              <Text fw={600} size="sm" lineClamp={2}>
                {item.article_title}
              </Text>
              <Group gap={6} mt={4}>
                <StatusBadge status={item.status} size="xs" />
                {item.writter ? (
                  <Text size="xs" c="dimmed">
                    by {item.writter.fullname}
                  </Text>
                ) : null}
              </Group>
            </div>
          </Group>
          <SegmentedControl
            fullWidth
            value={chosen}
            onChange={(value) => {
              setStatus(value as ResponseStatus);
              setError(undefined);
            }}
            data={allowed.map((value) => ({ value, label: look[value].label }))}
            aria-label="Response"
            data-testid="respond-choice"
          />
          <Text size="sm" c="dimmed">
            {look[chosen].effect}
          </Text>
          <Textarea
            label="Note to the author"
            placeholder={look[chosen].placeholder}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={NOTE_MAX}
            required={chosen !== 'APPROVED'}
            value={note}
            onChange={(event) => {
              setNote(event.currentTarget.value);
              setError(undefined);
            }}
            error={error}
            description={`${note.length.toLocaleString('en')} / ${NOTE_MAX.toLocaleString('en')} characters · shown to the author and kept in the history`}
            data-testid="respond-note"
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="gray" onClick={onClose} disabled={respond.isPending}>
              Cancel
            </Button>
            <Button
              variant={look[chosen].variant}
              loading={respond.isPending}
              onClick={() => void submit()}
              data-testid="respond-submit"
            >
              {look[chosen].confirm}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
