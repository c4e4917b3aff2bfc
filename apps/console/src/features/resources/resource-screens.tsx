import type { ComponentType } from 'react';
import type { RouteName } from '@rc/contract/routes';
import { RESOURCES } from '@rc/contract/resources/resource-registry';
import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import { ResourceEditorScreen } from './editor/resource-editor-screen.tsx';
import { ResourceListScreen } from './list/resource-list-screen.tsx';
import { ResourceTabsScreen } from './resource-tabs-screen.tsx';
import type { ResourceExtensions } from './resource-extensions.ts';
import { SettingsScreen } from './settings-screen.tsx';

type Role = 'list' | 'create' | 'edit';

/** The resource whose definition names `route` among its screens, and which screen it is. */
export function resourceOfRoute(route: RouteName): { def: AnyResourceDefinition; role: Role } | null {
  for (const def of RESOURCES) {
    for (const role of ['list', 'create', 'edit'] as const) if (def.screens[role] === route) return { def, role };
  }
  return null;
}

/**
 * The screen component of a resource route, made from its definition: the generic list (or the
 * settings tabs), or the generic editor, with the area's extensions if it has any.
 */
export function resourceScreen(route: RouteName, extensions?: ResourceExtensions): ComponentType {
  const found = resourceOfRoute(route);
  if (!found) throw new Error(`No resource definition names the screen ${route}`);
  const { def, role } = found;
  const tabs = RESOURCES.filter((d) => d.screens.list === route);
  if (role === 'list' && tabs.length > 1) {
    const Tabbed = () => <ResourceTabsScreen defs={tabs} extensions={extensions} />;
    Tabbed.displayName = `${route}Screen`;
    return Tabbed;
  }
  if (role === 'list') {
    const List = () =>
      def.kind === 'settings' ? <SettingsScreen def={def} /> : <ResourceListScreen def={def} extensions={extensions} />;
    List.displayName = `${route}Screen`;
    return List;
  }
  const Editor = () => <ResourceEditorScreen def={def} role={role} extensions={extensions} />;
  Editor.displayName = `${route}Screen`;
  return Editor;
}
