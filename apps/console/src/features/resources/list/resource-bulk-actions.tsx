import { IconArrowBackUp, IconTrash } from '@tabler/icons-react';
import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import type { BulkAction } from '@/components/list/bulk-action-bar.tsx';
import { notify } from '@/lib/notify.ts';
import { resourceClient, useAfterWrite } from '@/lib/resource-api.ts';

/**
 * What the engine does with selected records: move them to the trash (live view) or restore them
 * (trash view), all or nothing, after a confirmation.
 */
export function useResourceBulkActions(def: AnyResourceDefinition, trash: boolean, count: number): BulkAction[] {
  const afterWrite = useAfterWrite(def);
  const noun = count === 1 ? def.labels.singular.toLowerCase() : def.labels.plural.toLowerCase();
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
        notify.success(`${result.affected} moved to the trash`, `Find them in the trash to restore them.`);
      },
    },
  ];
}
