import type { PermissionSet } from '@rc/contract/permissions';
import type { PageGroup } from '@rc/contract/routes';
import { canReadAny } from '@/lib/permissions.ts';
import type { MenuEntry, MenuGroup, MenuLeaf } from './menu-items.ts';

/**
 * Section 2.4's rules: a sub-item shows only if its module is readable; a group shows only if at
 * least one of its items does.
 */
export function visibleMenu(entries: readonly MenuEntry[], permissions: Partial<PermissionSet>): MenuEntry[] {
  const visible: MenuEntry[] = [];
  for (const entry of entries) {
    if (entry.kind === 'item') {
      if (canReadAny(permissions, entry.modules)) visible.push(entry);
      continue;
    }
    const items = entry.items.filter((leaf) => canReadAny(permissions, leaf.modules));
    if (items.length > 0) visible.push({ ...entry, items });
  }
  return visible;
}

export function isLeafActive(leaf: MenuLeaf, activeGroup: PageGroup | undefined): boolean {
  return activeGroup !== undefined && leaf.group === activeGroup;
}

export function isGroupActive(group: MenuGroup, activeGroup: PageGroup | undefined): boolean {
  return group.items.some((leaf) => isLeafActive(leaf, activeGroup));
}

/** The group holding the active screen, opened when the user lands on it. */
export function groupOfPage(entries: readonly MenuEntry[], activeGroup: PageGroup | undefined): string | null {
  for (const entry of entries) if (entry.kind === 'group' && isGroupActive(entry, activeGroup)) return entry.key;
  return null;
}

/** Every label a user with `permissions` sees, in order ("Group › Item" for sub-items). */
export function visibleMenuLabels(entries: readonly MenuEntry[], permissions: Partial<PermissionSet>): string[] {
  return visibleMenu(entries, permissions).flatMap((entry) =>
    entry.kind === 'item' ? [entry.label] : [entry.label, ...entry.items.map((leaf) => `${entry.label} › ${leaf.label}`)],
  );
}
