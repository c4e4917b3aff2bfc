import { ActionIcon, Tooltip } from '@mantine/core';
import { IconGavel, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { can } from '@rc/contract/permissions';
import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import type { ContentStatus } from '@rc/contract/statuses';
import { WORKFLOW_ACTION_PERMISSION, WORKFLOW_ACTIONS, allowedActions } from '@rc/contract/workflow';
import { WorkflowStepDialog } from '@/components/workflow/workflow-step-dialog.tsx';
import { resourceClient, useAfterWrite, type ResourceRecord } from '@/lib/resource-api.ts';
import { usePermissions } from '@/lib/session-store.ts';
import { recordTitle } from '../resource-paths.ts';

/**
 * A workflow record's next step from its row: submit a draft, or review what waits, with the same
 * dialog as the editor. Only steps the status allows and the person may take are offered; the
 * server still judges maker–checker and a record that moved on meanwhile.
 */
export function WorkflowRowAction({ def, row }: { def: AnyResourceDefinition; row: ResourceRecord }) {
  const permissions = usePermissions();
  const afterWrite = useAfterWrite(def);
  const [open, setOpen] = useState(false);
  const wf = def.workflow;
  if (!wf || row.deleted_at) return null;
  const status = row.status as ContentStatus;
  const steps = allowedActions(status, wf.actions ?? WORKFLOW_ACTIONS).filter((a) =>
    can(permissions, wf.module, WORKFLOW_ACTION_PERMISSION[a]),
  );
  if (steps.length === 0) return null;
  const title = recordTitle(def, row);
  const reviewing = steps.some((a) => a === 'approve' || a === 'reject' || a === 'request_revision');
  const label = reviewing ? 'Review' : steps[0] === 'submit' ? 'Submit for review' : 'Reopen as draft';
  return (
    <>
      <Tooltip label={label}>
        <ActionIcon
          variant="subtle"
          color="primary"
          onClick={() => setOpen(true)}
          aria-label={`${label}: ${title}`}
          data-testid="row-workflow"
        >
          {reviewing ? <IconGavel size={17} /> : <IconSend size={17} />}
        </ActionIcon>
      </Tooltip>
      {open ? (
        <WorkflowStepDialog
          opened
          status={status}
          actions={steps}
          noun={def.labels.singular.toLowerCase()}
          subject={title}
          schedulable
          send={async (choice) => {
            const next = await resourceClient(def).workflow(row.id, { ...choice, version: row.version });
            afterWrite(next);
            return next as ResourceRecord & { status: string };
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
