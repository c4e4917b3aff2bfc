import { Alert, Group, Modal, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Button } from '@/components/button.tsx';
import { PermissionChangeList } from './permission-change-list.tsx';
import type { MatrixDiff } from './permission-matrix.ts';

/** Keys that, removed from one's own set, take away the way back to this screen. */
const SELF_LOCKOUT = ['USERPERMISSION:read', 'USERPERMISSION:update', 'INTERNALUSER:read'];

/**
 * The diff before saving: what will be granted and removed, an optional note for the history, and
 * a warning when people are about to take away their own access to this editor.
 */
export function PermissionReviewDialog({
  opened,
  person,
  self,
  diff,
  note,
  saving,
  onNote,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  person: string;
  self: boolean;
  diff: MatrixDiff;
  note: string;
  saving: boolean;
  onNote: (note: string) => void;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const lockout = self && diff.removed.some((k) => SELF_LOCKOUT.includes(k));
  const count = diff.added.length + diff.removed.length;
  return (
    <Modal
      opened={opened}
      onClose={saving ? () => undefined : onClose}
      title={
        <Text fw={650} size="lg">
          Review {count} {count === 1 ? 'change' : 'changes'}
        </Text>
      }
      centered
      radius="lg"
      padding="lg"
      size="lg"
      data-testid="permission-review"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {self ? 'Your' : `${person}’s`} menu and access follow the new permissions on the next page they open.
        </Text>
        <ScrollArea.Autosize mah={320} type="auto" offsetScrollbars>
          <PermissionChangeList added={diff.added} removed={diff.removed} />
        </ScrollArea.Autosize>
        {lockout ? (
          <Alert color="warning" variant="light" icon={<IconAlertTriangle size={18} />} title="You are removing your own access">
            After saving you can no longer open staff or permissions. Only another owner or admin can give it back.
          </Alert>
        ) : null}
        <Textarea
          label="Note for the history"
          description="Optional: why the change, for whoever reads the history later."
          placeholder="e.g. Moves to the Insight desk from December"
          value={note}
          maxLength={300}
          autosize
          minRows={2}
          onChange={(event) => onNote(event.currentTarget.value)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="gray" onClick={onClose} disabled={saving}>
            Keep editing
          </Button>
          <Button onClick={onConfirm} loading={saving} data-autofocus data-testid="confirm-permissions">
            Save {count} {count === 1 ? 'change' : 'changes'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
