import { Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './button.tsx';

/**
 * Asks before a consequential action. The confirm button takes the focus, so Enter confirms and
 * Esc (or the close button) cancels.
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  confirmVariant = 'danger',
  loading = false,
  confirmDisabled = false,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  loading?: boolean;
  /** Not yet possible (a required choice in the dialog is missing). */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={loading ? () => undefined : onClose}
      title={
        <Text fw={650} size="lg">
          {title}
        </Text>
      }
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      radius="lg"
      padding="lg"
      data-testid="confirm-dialog"
    >
      <Stack gap="lg">
        <div>{typeof children === 'string' ? <Text size="sm">{children}</Text> : children}</div>
        <Group justify="flex-end" gap="sm">
          <Button variant="gray" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button variant={confirmVariant} onClick={onConfirm} loading={loading} disabled={confirmDisabled} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
