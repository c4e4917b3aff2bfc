import { Alert, Badge, Group, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import { PageHeader } from '@/components/page-header.tsx';
import { errorMessage } from '@/lib/api-error.ts';
import { ResourceEditor } from './editor/resource-editor.tsx';
import { useResourceAccess } from './resource-access.ts';
import { useResourceList } from '@/lib/resource-api.ts';

/**
 * A settings resource (one record per key, made by the server): one tab per key, each the generic
 * editor with its history. The open tab is in the address, so leaving a tab with unsaved changes
 * asks first like any other move.
 */
export function SettingsScreen({ def }: { def: AnyResourceDefinition }) {
  const settings = def.settings!;
  const access = useResourceAccess(def);
  const [search, setSearch] = useSearchParams();
  const list = useResourceList(def, { page: 1, limit: 100, sortby: def.list.defaultSort.field, sortdesc: false });
  const keys = settings.keys;
  const asked = search.get(settings.keyField);
  const key = keys.some((k) => k.value === asked) ? asked! : keys[0]!.value;
  const records = new Map((list.data?.data ?? []).map((r) => [String(r[settings.keyField]), r]));
  // The switch that says whether a key's setting is in force (the first yes/no field of the form).
  const flag = def.form.sections.flatMap((s) => s.fields).find((f) => def.fields[f]?.widget === 'boolean');

  return (
    <>
      <PageHeader title={def.labels.singular} description={def.description} />
      {list.isError ? (
        <Alert color="danger" variant="light" icon={<IconAlertCircle size={18} />} title="Settings could not be loaded">
          {errorMessage(list.error)}
        </Alert>
      ) : (
        <Tabs
          value={key}
          onChange={(value) => value && setSearch({ [settings.keyField]: value }, { preventScrollReset: true })}
          keepMounted={false}
          variant="pills"
          radius="md"
        >
          <Tabs.List mb="lg" data-testid="settings-tabs">
            {keys.map((k) => {
              const record = records.get(k.value);
              const on = flag && record ? record[flag] === true : undefined;
              return (
                <Tabs.Tab
                  key={k.value}
                  value={k.value}
                  rightSection={
                    on === undefined ? null : (
                      <Badge size="xs" variant={key === k.value ? 'white' : 'light'} color={on ? 'primary' : 'gray'}>
                        {on ? 'On' : 'Off'}
                      </Badge>
                    )
                  }
                >
                  {k.label}
                </Tabs.Tab>
              );
            })}
          </Tabs.List>
          {list.isPending ? (
            <Stack gap="lg">
              <Skeleton height={180} radius="lg" />
              <Skeleton height={260} radius="lg" />
            </Stack>
          ) : (
            keys.map((k) => {
              const record = records.get(k.value);
              return (
                <Tabs.Panel key={k.value} value={k.value}>
                  {record ? (
                    <ResourceEditor
                      key={record.id}
                      def={def}
                      record={record}
                      access={access}
                      readOnlyReason={
                        access.update ? undefined : `You can view the ${def.labels.singular.toLowerCase()} but not change it.`
                      }
                    />
                  ) : (
                    <Group>
                      <Alert color="warning" variant="light">
                        This setting has not been created yet. It appears once the server has started with it.
                      </Alert>
                    </Group>
                  )}
                </Tabs.Panel>
              );
            })
          )}
        </Tabs>
      )}
    </>
  );
}
