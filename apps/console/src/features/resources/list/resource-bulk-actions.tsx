import { IconArrowBackUp, IconCircleCheck, IconSend, IconTrash } from '@tabler/icons-react';
import { can } from '@rc/contract/permissions';
import { WORKFLOW_ACTION_PERMISSION } from '@rc/contract/workflow';
import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import type { BulkAction } from '@/components/list/bulk-action-bar.tsx';
import { errorMessage, isApiError } from '@/lib/api-error.ts';
import { notify } from '@/lib/notify.ts';
import { resourceClient, useAfterWrite } from '@/lib/resource-api.ts';
import { usePermissions } from '@/lib/session-store.ts';
import type { ResourceAccess } from '../resource-access.ts';

/**
 * What the engine does with selected records, for whoever may: move them to the trash (live view)
 * or restore them (trash view), all or nothing; and for a workflow resource submit or approve them,
 * decided record by record (maker–checker holds per record). Each after a confirmation.
 */
export function useResourceBulkActions(
  def: AnyResourceDefinition,
  access: ResourceAccess,
  trash: boolean,
  count: number,
): BulkAction[] {
  const afterWrite = useAfterWrite(def);
  const permissions = usePermissions();
  const noun = count === 1 ? def.labels.singular.toLowerCase() : def.labels.plural.toLowerCase();
  const workflow: BulkAction[] = [];
  const wf = def.workflow;
  if (wf && !trash && access.calls.has('workflowBulk')) {
    for (const action of ['submit', 'approve'] as const) {
      if (!(wf.actions ?? ['submit', 'approve']).includes(action)) continue;
      if (!can(permissions, wf.module, WORKFLOW_ACTION_PERMISSION[action])) continue;
      const label = action === 'submit' ? 'Submit for review' : 'Approve';
      workflow.push({
        key: action,
        label,
        icon: action === 'submit' ? <IconSend size={14} /> : <IconCircleCheck size={14} />,
        variant: action === 'submit' ? 'secondary' : 'primary',
        confirm: {
          title: `${label}: ${count} ${noun}?`,
          label: `${label} ${count}`,
          text:
            action === 'submit'
              ? 'Drafts and records sent back for revision go to the reviewers; the others are left as they are and listed.'
              : 'Records waiting for review are approved and published now. Each is decided on its own: one you created or edited last, or one not waiting for review, is left as it is and listed.',
        },
        run: async (ids) => {
          const result = await resourceClient(def).workflowBulk({ action, ids });
          afterWrite();
          const done = `${result.done.length} ${action === 'submit' ? 'submitted' : 'approved'}`;
          if (result.refused.length === 0) notify.success(done, `All ${result.done.length} moved on.`);
          else
            notify.error(
              `${done}, ${result.refused.length} left as they were`,
              result.refused
                .slice(0, 3)
                .map((r) => `#${r.id}: ${r.message}`)
                .join(' ') + (result.refused.length > 3 ? ` …and ${result.refused.length - 3} more.` : ''),
            );
        },
      });
    }
  }
  if (!access.delete || !access.calls.has('bulkDelete')) return workflow;
  if (trash) {
    return [
      {
        key: 'restore',
        label: 'Restore',
        icon: <IconArrowBackUp size={14} />,
        variant: 'secondary',
        confirm: {
          title: `Restore ${count} ${noun}?`,
          label: `Restore ${count}`,
          text: `They return to the list and to the public site. All ${count} are restored together, or none are.`,
        },
        run: async (ids) => {
          const result = await resourceClient(def).bulkRestore(ids);
          afterWrite();
          notify.success(`${result.affected} restored`, `The ${noun} are back in the list.`);
        },
      },
    ];
  }
  return [
    ...workflow,
    {
      key: 'trash',
      label: 'Move to trash',
      icon: <IconTrash size={14} />,
      variant: 'danger',
      confirm: {
        title: `Move ${count} ${noun} to the trash?`,
        label: `Move ${count} to trash`,
        text: `They leave the list and the public site, and can be restored from the trash. All ${count} move together, or none do.`,
      },
      run: async (ids) => {
        const result = await resourceClient(def).bulkDelete(ids);
        afterWrite();
        notify.success(`${result.affected} moved to the trash`, `Find them in the trash to restore them.`, {
          label: 'Undo',
          run: () =>
            void resourceClient(def)
              .bulkRestore(ids)
              .then((restored) => {
                afterWrite();
                notify.success(`${restored.affected} restored`, `The ${noun} are back in the list.`);
              })
              .catch((error: unknown) => {
                if (!(isApiError(error) && error.handled)) notify.error('Not restored', errorMessage(error));
              }),
        });
      },
    },
  ];
}
