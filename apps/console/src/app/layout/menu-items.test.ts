import { describe, expect, it } from 'vitest';
import { RESOURCES } from '@rc/contract/resources/resource-registry';
import { ROUTES } from '@rc/contract/routes';
import { MENU, type MenuLeaf } from './menu-items.ts';

const leaves = MENU.flatMap((entry): (MenuLeaf & { section?: string })[] =>
  entry.kind === 'item' ? [entry] : entry.items.map((leaf) => ({ ...leaf, section: entry.key })),
);

describe('side menu', () => {
  it('has the item every definition declares, in its group, leading to its list', () => {
    for (const def of RESOURCES) {
      const menu = def.outline.menu;
      if (!menu) continue;
      const leaf = leaves.find((l) => l.key === menu.key);
      expect(leaf, def.name).toMatchObject({ label: menu.label, route: def.screens.list });
      expect(leaf!.section, def.name).toBe(menu.section);
      expect(leaf!.modules, def.name).toEqual(ROUTES[def.screens.list].modules);
    }
  });

  it('has each item and group once, and no empty group', () => {
    const groups = MENU.filter((entry) => entry.kind === 'group');
    const keys = [...groups.map((group) => group.key), ...leaves.map((leaf) => leaf.key)];
    expect(new Set(keys).size).toBe(keys.length);
    for (const group of groups) expect(group.items.length, group.key).toBeGreaterThan(0);
  });
});
