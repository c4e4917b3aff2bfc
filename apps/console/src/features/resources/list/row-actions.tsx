import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import type { ResourceAccess } from '../resource-access.ts';
import type { ResourceRecord } from '@/lib/resource-api.ts';
import { recordPath, recordTitle } from '../resource-paths.ts';
import { useTrashRecord } from '../use-trash-record.ts';
import classes from './row-actions.module.css';
import { WorkflowRowAction } from './workflow-row-action.tsx';

/** The icon buttons at the end of a row: open, view, move to the trash or restore. */
export function RowActions({
  def,
  row,
  access,
  onView,
}: {
  def: AnyResourceDefinition;
  row: ResourceRecord;
  access: ResourceAccess;
  onView?: (row: ResourceRecord) => void;
}) {
  const trash = useTrashRecord(def);
  const [asking, setAsking] = useState(false);
  const title = recordTitle(def, row);
  const canTrash = access.delete && def.kind !== 'settings';

  async function run(toTrash: boolean) {
    // Done or refused (the toast says which), the question is answered.
    await trash.run(row, toTrash);
    setAsking(false);
  }

  return (
    <Group gap={2} wrap="nowrap" justify="flex-end">
      <WorkflowRowAction def={def} row={row} />
      {onView ? (
        <Tooltip label="View">
          <ActionIcon variant="subtle" color="gray" onClick={() => onView(row)} aria-label={`View ${title}`}>
            <IconEye size={17} />
          </ActionIcon>
        </Tooltip>
      ) : null}
      {def.screens.edit && !row.deleted_at && (!def.versioned || row[def.versioned.currentField] === true) ? (
        <Tooltip label={access.update ? 'Edit' : 'Open'}>
          <ActionIcon
            component={Link}
            to={recordPath(def.screens.edit, row.id)}
            variant="subtle"
            color="gray"
            aria-label={`Edit ${title}`}
          >
            <IconPencil size={17} />
          </ActionIcon>
        </Tooltip>
      ) : null}
      {canTrash && row.deleted_at ? (
        <Tooltip label="Restore">
          <ActionIcon
            variant="subtle"
            color="secondary"
            onClick={() => void run(false)}
            loading={trash.busy}
            aria-label={`Restore ${title}`}
          >
            <IconArrowBackUp size={17} />
          </ActionIcon>
        </Tooltip>
      ) : null}
      {canTrash && !row.deleted_at ? (
        <Tooltip label="Move to trash">
          <ActionIcon
            variant="subtle"
            color="gray"
            className={classes.danger}
            onClick={() => setAsking(true)}
            aria-label={`Move ${title} to trash`}
          >
            <IconTrash size={17} />
          </ActionIcon>
        </Tooltip>
      ) : null}
      <ConfirmDialog
        opened={asking}
        title={`Move “${title}” to the trash?`}
        confirmLabel="Move to trash"
        loading={trash.busy}
        onConfirm={() => void run(true)}
        onClose={() => setAsking(false)}
      >
        {`It leaves the ${def.labels.plural.toLowerCase()} list and the public site. It can be restored from the trash.`}
      </ConfirmDialog>
    </Group>
  );
}
