import { Alert, Stack } from '@mantine/core';
import { IconStack2 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import { PageHeader } from '@/components/page-header.tsx';
import { useResourceAccess } from '../resource-access.ts';
import { resourceClient, resourceKeys } from '@/lib/resource-api.ts';
import { listPath, recordPath, recordTitle } from '../resource-paths.ts';
import { defaultValues, freshVersionValues, valuesOfRecord } from './form-values.ts';
import { BackToList, EditorSkeleton } from './editor-chrome.tsx';
import { ResourceEditor } from './resource-editor.tsx';

/**
 * Publishing a new version of a versioned resource starts from a copy: the version named by
 * `?from=<id>`, else the current one (of the document named by `?<stream field>=`), else empty.
 */
export function NewVersionScreen({ def }: { def: AnyResourceDefinition }) {
  const access = useResourceAccess(def);
  const [search] = useSearchParams();
  const versioned = def.versioned!;
  const from = Number(search.get('from')) || null;
  const streamValue = versioned.streamField ? search.get(versioned.streamField) : null;
  const stream = versioned.streamField && streamValue ? { [versioned.streamField]: streamValue } : {};
  const client = resourceClient(def);
  const starting = useQuery({
    queryKey: [...resourceKeys.all(def.name), 'starting-point', from, streamValue],
    queryFn: async ({ signal }) => {
      if (from) return client.detail(from, signal);
      // Several documents share the resource: without one named, a new document starts empty.
      if (versioned.streamField && !streamValue) return null;
      const current = await client.list({ page: 1, limit: 1, [versioned.currentField]: 'true', ...stream }, signal);
      return current.data[0] ?? null;
    },
    staleTime: 0,
  });

  if (starting.isPending) return <EditorSkeleton />;
  const source = starting.data ?? null;
  const start = source ? freshVersionValues(def, valuesOfRecord(def, source)) : { ...defaultValues(def), ...stream };
  const title = source
    ? `New version of ${recordTitle(def, source).replace(/^Version \d+$/, def.labels.singular.toLowerCase())}`
    : `New ${def.labels.singular.toLowerCase()}`;

  return (
    <>
      <Stack gap={0}>
        <BackToList def={def} />
        <PageHeader title={title} description={def.description} />
      </Stack>
      <ResourceEditor
        def={def}
        record={null}
        start={start}
        access={access}
        readOnlyReason={access.write ? undefined : `You can read ${def.labels.plural.toLowerCase()} but not publish them.`}
        intro={
          source ? (
            <Alert color="secondary" variant="light" icon={<IconStack2 size={18} />} title="Starting from a copy">
              This form starts from version {String(source[versioned.numberField])}
              {def.titleField === versioned.numberField ? '' : ` of “${recordTitle(def, source)}”`}. Publishing adds the next
              version; the one you copied stays readable.
            </Alert>
          ) : null
        }
        onSaved={(saved) => (def.screens.edit ? recordPath(def.screens.edit, saved.id) : listPath(def))}
      />
    </>
  );
}
