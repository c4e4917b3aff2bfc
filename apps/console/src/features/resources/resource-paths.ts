import { ROUTES, recordRoutePath, type RouteName } from '@rc/contract/routes';
import type { AnyResourceDefinition } from '@rc/contract/resources/resource';

/** Where a record of a resource opens (contract's recordRoutePath). */
export const recordPath = (route: RouteName, id: number): string => recordRoutePath(route, id);

export function listPath(def: Pick<AnyResourceDefinition, 'screens'>): string {
  return ROUTES[def.screens.list].path;
}

/** The name that identifies a record in titles and confirmations. */
export function recordTitle(
  def: Pick<AnyResourceDefinition, 'titleField' | 'labels' | 'versioned' | 'fields'>,
  record: Record<string, unknown>,
): string {
  const value = record[def.titleField];
  if (def.versioned && def.titleField === def.versioned.numberField) return `Version ${String(value)}`;
  const options = def.fields[def.titleField]?.options;
  const label = options?.find((o) => o.value === value)?.label;
  if (label) return label;
  return typeof value === 'string' && value.trim() ? value : `${def.labels.singular} #${String(record.id)}`;
}

/**
 * Where a new record starts: the create screen, or for a versioned resource whose editor path has
 * no id (legal documents), that editor without one. `from` starts a new version from an old one.
 */
export function newRecordPath(def: Pick<AnyResourceDefinition, 'screens' | 'kind'>, from?: number): string | null {
  const { create, edit } = def.screens;
  const path = create
    ? ROUTES[create].path
    : def.kind === 'versioned' && edit && !ROUTES[edit].path.includes(':id')
      ? ROUTES[edit].path
      : null;
  if (!path) return null;
  return from ? `${path}?from=${from}` : path;
}

/** The parent record's screen of a child resource (a sub-account's contributor), when known. */
export function parentPath(def: Pick<AnyResourceDefinition, 'parent'>, parentId: unknown): string | null {
  if (!def.parent || typeof parentId !== 'number') return null;
  return recordPath(def.parent.screen, parentId);
}
