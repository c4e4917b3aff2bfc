import { ActionBar, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Button, type ButtonVariant } from '@/components/button.tsx';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { errorMessage, isApiError } from '@/lib/api-error.ts';
import { notify } from '@/lib/notify.ts';

/** Something done to every selected row at once (move to the trash, restore, approve …). */
export type BulkAction = {
  key: string;
  label: string;
  icon?: ReactNode;
  variant?: ButtonVariant;
  /** Asked before running, with its confirm button's label; absent: runs at once. */
  confirm?: { title: string; text: string; label: string };
  /** Do it (and say so): a throw leaves the selection as it was and shows why. */
  run: (ids: number[]) => Promise<void>;
};

/**
 * The bar that rises while rows are selected: the count, the caller's actions, and a button (or
 * Esc) that clears the selection. A failed action shows one "Nothing was changed" toast, unless
 * the API client already said what went wrong.
 */
export function BulkActionBar({
  selected,
  actions,
  onDone,
  onClear,
}: {
  selected: readonly number[];
  actions: readonly BulkAction[];
  /** After an action succeeded: the rows it touched are no longer the ones shown. */
  onDone: () => void;
  onClear: () => void;
}) {
  // The asked action stays after the dialog closes, so its words do not vanish while it fades out.
  const [asking, setAsking] = useState<{ action: BulkAction; open: boolean } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const count = selected.length;
  const close = () => setAsking((current) => current && { ...current, open: false });

  async function run(action: BulkAction) {
    setBusy(action.key);
    try {
      await action.run([...selected]);
      close();
      onDone();
    } catch (error) {
      close();
      if (!(isApiError(error) && error.handled)) notify.error('Nothing was changed', errorMessage(error));
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <ActionBar opened={count > 0} onClose={onClear} closeOnEscape aria-label="Selected rows" data-testid="bulk-bar">
        <Text size="sm" fw={600} px="xs" data-testid="bulk-count">
          {count} selected
        </Text>
        <ActionBar.Divider />
        {actions.map((action) => (
          <Button
            key={action.key}
            variant={action.variant ?? 'secondary'}
            size="xs"
            leftSection={action.icon}
            loading={busy === action.key && !action.confirm}
            disabled={busy !== null && busy !== action.key}
            onClick={() => (action.confirm ? setAsking({ action, open: true }) : void run(action))}
            data-testid={`bulk-${action.key}`}
          >
            {action.label}
          </Button>
        ))}
        <ActionBar.CloseButton aria-label="Clear the selection" />
      </ActionBar>
      <ConfirmDialog
        opened={asking?.open ?? false}
        title={asking?.action.confirm?.title ?? ''}
        confirmLabel={asking?.action.confirm?.label ?? ''}
        confirmVariant={asking?.action.variant ?? 'primary'}
        loading={busy !== null}
        onConfirm={() => asking && void run(asking.action)}
        onClose={close}
      >
        {asking?.action.confirm?.text ?? ''}
      </ConfirmDialog>
    </>
  );
}
