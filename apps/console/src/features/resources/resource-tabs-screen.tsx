import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { can } from '@rc/contract/permissions';
import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import { usePermissions } from '@/lib/session-store.ts';
import { ResourceListScreen } from './list/resource-list-screen.tsx';
import type { ResourceExtensions } from './resource-extensions.ts';

/**
 * One route showing several resources as tabs (Tools → Stocks): each tab is the generic list of
 * one resource, shown only to those who may read its module. The open tab is `?tab=<name>` in the
 * address; changing tabs starts that list afresh (its page, search and filters are its own).
 */
export function ResourceTabsScreen({
  defs,
  extensions,
}: {
  defs: readonly AnyResourceDefinition[];
  extensions?: ResourceExtensions;
}) {
  const permissions = usePermissions();
  const [search, setSearch] = useSearchParams();
  const readable = defs.filter((d) => can(permissions, d.module, 'read'));
  const asked = search.get('tab');
  const current = readable.find((d) => d.name === asked) ?? readable[0];
  if (!current) return null;
  return (
    <Tabs
      value={current.name}
      onChange={(tab) => {
        if (tab && tab !== current.name) setSearch(new URLSearchParams({ tab }));
      }}
      keepMounted={false}
    >
      <Tabs.List mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
        {readable.map((d) => (
          <Tabs.Tab key={d.name} value={d.name} data-testid={`tab-${d.name}`}>
            {d.labels.plural}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value={current.name}>
        <ResourceListScreen key={current.name} def={current} extensions={extensions?.byResource?.[current.name]} />
      </Tabs.Panel>
    </Tabs>
  );
}
