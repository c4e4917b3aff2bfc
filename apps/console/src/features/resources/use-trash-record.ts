import { useState } from 'react';
import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import { errorMessage, isApiError } from '@/lib/api-error.ts';
import { notify } from '@/lib/notify.ts';
import { resourceClient, useAfterWrite, type ResourceRecord } from '@/lib/resource-api.ts';
import { recordTitle } from './resource-paths.ts';

/** Move one record to the trash or bring it back, and say so; null when it did not happen. */
export function useTrashRecord(def: AnyResourceDefinition) {
  const afterWrite = useAfterWrite(def);
  const [busy, setBusy] = useState(false);

  async function run(record: ResourceRecord, trash: boolean): Promise<ResourceRecord | null> {
    const title = recordTitle(def, record);
    setBusy(true);
    try {
      const client = resourceClient(def);
      const result = trash ? await client.remove(record.id) : await client.restore(record.id);
      afterWrite(result);
      if (trash)
        notify.success(`${def.labels.singular} moved to the trash`, `“${title}” can be restored from the trash.`, {
          label: 'Undo',
          run: () => void run(result, false),
        });
      else notify.success(`${def.labels.singular} restored`, `“${title}” is back.`);
      return result;
    } catch (error) {
      if (!(isApiError(error) && error.handled))
        notify.error(trash ? 'Not moved to the trash' : 'Not restored', errorMessage(error));
      return null;
    } finally {
      setBusy(false);
    }
  }

  return { run, busy };
}
