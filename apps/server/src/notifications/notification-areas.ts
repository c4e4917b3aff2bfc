import { ACCOUNT_AREA } from '@rc/contract/notification';
import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import { findResource } from '@rc/contract/resources/resource-registry';
import { recordRoutePath, routePath } from '@rc/contract/routes';

/** Areas of notifications that are no resource: the person's own account and the webhooks tool. */
const OTHER_AREAS: Readonly<Record<string, string>> = { [ACCOUNT_AREA]: 'My account', webhook: 'Webhooks' };

/** How the bell and the filters name an area (`algo-research` → `Exclusive research`). */
export function areaLabel(area: string): string {
  return OTHER_AREAS[area] ?? findResource(area)?.labels.plural ?? area;
}

/** The console path that opens record `id` of a resource, by name or definition (its list when it has no editor). */
export function recordConsolePath(area: string | Pick<AnyResourceDefinition, 'screens'>, id: number): string {
  const def = typeof area === 'string' ? findResource(area) : area;
  if (!def) return '/';
  return def.screens.edit ? recordRoutePath(def.screens.edit, id) : routePath(def.screens.list);
}
