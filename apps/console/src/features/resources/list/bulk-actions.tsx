import { ActionBar, Text } from '@mantine/core';
import { IconArrowBackUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import { Button } from '@/components/button.tsx';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { errorMessage, isApiError } from '@/lib/api-error.ts';
import { notify } from '@/lib/notify.ts';
import { resourceClient, useAfterWrite } from '../resource-api.ts';

/**
 * What can be done with the selected rows: move them to the trash (live view) or restore them
 * (trash view), all or nothing, after a confirmation.
 */
export function BulkActions({
  def,
  selected,
  trash,
  onDone,
  onClear,
}: {
  def: AnyResourceDefinition;
  selected: number[];
  trash: boolean;
  onDone: () => void;
  onClear: () => void;
}) {
  const afterWrite = useAfterWrite(def);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const count = selected.length;
  const noun = count === 1 ? def.labels.singular.toLowerCase() : def.labels.plural.toLowerCase();

  async function run() {
    setBusy(true);
    try {
      const client = resourceClient(def);
      const result = trash ? await client.bulkRestore(selected) : await client.bulkDelete(selected);
      afterWrite();
      setAsking(false);
      onDone();
      notify.success(
        trash ? `${result.affected} restored` : `${result.affected} moved to the trash`,
        trash ? `The ${noun} are back in the list.` : `Find them in the trash to restore them.`,
      );
    } catch (error) {
      setAsking(false);
      if (!(isApiError(error) && error.handled)) notify.error('Nothing was changed', errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <ActionBar opened={count > 0} onClose={onClear} closeOnEscape aria-label="Selected rows" data-testid="bulk-bar">
        <Text size="sm" fw={600} px="xs" data-testid="bulk-count">
          {count} selected
        </Text>
        <ActionBar.Divider />
        {trash ? (
          <Button variant="secondary" size="xs" leftSection={<IconArrowBackUp size={14} />} onClick={() => setAsking(true)}>
            Restore
          </Button>
        ) : (
          <Button variant="danger" size="xs" leftSection={<IconTrash size={14} />} onClick={() => setAsking(true)}>
            Move to trash
          </Button>
        )}
        <ActionBar.CloseButton aria-label="Clear the selection" />
      </ActionBar>
      <ConfirmDialog
        opened={asking}
        title={trash ? `Restore ${count} ${noun}?` : `Move ${count} ${noun} to the trash?`}
        confirmLabel={trash ? `Restore ${count}` : `Move ${count} to trash`}
        confirmVariant={trash ? 'secondary' : 'danger'}
        loading={busy}
        onConfirm={() => void run()}
        onClose={() => setAsking(false)}
      >
        {trash
          ? `They return to the list and to the public site. All ${count} are restored together, or none are.`
          : `They leave the list and the public site, and can be restored from the trash. All ${count} move together, or none do.`}
      </ConfirmDialog>
    </>
  );
}
