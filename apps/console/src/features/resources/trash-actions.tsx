import { IconArrowBackUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import { Button } from '@/components/button.tsx';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import type { ResourceRecord } from '@/lib/resource-api.ts';
import { recordTitle } from './resource-paths.ts';
import { useTrashRecord } from './use-trash-record.ts';

/** Move one record to the trash (after asking) or bring it back; shown only with the delete permission. */
export function TrashActions({
  def,
  record,
  canDelete,
  onTrashed,
  onRestored,
}: {
  def: AnyResourceDefinition;
  record: ResourceRecord;
  canDelete: boolean;
  onTrashed?: (record: ResourceRecord) => void;
  onRestored?: (record: ResourceRecord) => void;
}) {
  const trash = useTrashRecord(def);
  const [asking, setAsking] = useState(false);
  if (!canDelete || def.kind === 'settings') return null;
  const title = recordTitle(def, record);

  async function run(toTrash: boolean) {
    const result = await trash.run(record, toTrash);
    setAsking(false);
    if (!result) return;
    if (toTrash) onTrashed?.(result);
    else onRestored?.(result);
  }

  if (record.deleted_at) {
    return (
      <Button
        variant="secondary"
        leftSection={<IconArrowBackUp size={16} />}
        loading={trash.busy}
        onClick={() => void run(false)}
      >
        Restore
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="gray"
        c="danger.7"
        leftSection={<IconTrash size={16} />}
        onClick={() => setAsking(true)}
        data-testid="trash-record"
      >
        Move to trash
      </Button>
      <ConfirmDialog
        opened={asking}
        title={`Move “${title}” to the trash?`}
        confirmLabel="Move to trash"
        loading={trash.busy}
        onConfirm={() => void run(true)}
        onClose={() => setAsking(false)}
      >
        {`It disappears from the ${def.labels.plural.toLowerCase()} list and from the public site. Anyone with the delete permission can restore it from the trash.`}
      </ConfirmDialog>
    </>
  );
}
