import type { Module } from '@rc/contract/modules';
import type { PermissionSet } from '@rc/contract/permissions';
import { ROUTE_NAMES, ROUTES, type RouteDef, type RouteName } from '@rc/contract/routes';
import { canReadAny } from '@/lib/permissions.ts';

/** The side menu as the palette reads it (the app passes its own menu in). */
export type PaletteMenuEntry =
  | { kind: 'item'; label: string; route: RouteName }
  | { kind: 'group'; label: string; items: ReadonlyArray<{ label: string; route: RouteName }> };

/** What each screen is called (the app's page titles); a screen with no name is not offered. */
export type PaletteTitles = Readonly<Partial<Record<RouteName, string>>>;

export type PaletteScreen = {
  route: RouteName;
  /** The menu's words where the menu has the screen ("Tools › Stocks"), else its page title. */
  label: string;
  /** The page title, shown under the label when it says more than the label. */
  description?: string;
  /** The page title, always searched ("clients" finds the menu's "Client"). */
  title: string;
  path: string;
  modules: readonly Module[];
  /** In the side menu: shown before anything is typed. */
  inMenu: boolean;
  /** Where the menu has it (menu screens come in the menu's order). */
  menuPlace?: number;
};

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The page title says something the menu label does not ("Client" / "Clients" says nothing new). */
function addsToLabel(title: string, label: string): boolean {
  const own = words(label).map((w) => w.replace(/s$/, ''));
  return !words(title).every((w) => own.includes(w.replace(/s$/, '')));
}

/**
 * Every screen one can go to without a record: the route table's screens without a parameter,
 * named as the menu names them. Session screens and paths that only redirect are left out.
 */
export function paletteScreens(menu: readonly PaletteMenuEntry[], titles: PaletteTitles): PaletteScreen[] {
  const menuLabels = new Map<RouteName, string>();
  for (const entry of menu) {
    if (entry.kind === 'item') menuLabels.set(entry.route, entry.label);
    else for (const leaf of entry.items) menuLabels.set(leaf.route, `${entry.label} › ${leaf.label}`);
  }
  const menuPlaces = [...menuLabels.keys()];
  return ROUTE_NAMES.flatMap((route) => {
    const def: RouteDef = ROUTES[route];
    if (def.session || def.redirectTo || def.path.includes(':')) return [];
    const menuLabel = menuLabels.get(route);
    const title = titles[route];
    const label = menuLabel ?? title;
    if (!label) return [];
    return [
      {
        route,
        label,
        title: title ?? label,
        ...(menuLabel && title && addsToLabel(title, menuLabel) ? { description: title } : {}),
        path: def.path,
        modules: def.modules,
        inMenu: menuLabel !== undefined,
        ...(menuLabel !== undefined ? { menuPlace: menuPlaces.indexOf(route) } : {}),
      },
    ];
  });
}

export function readableScreens(screens: readonly PaletteScreen[], permissions: Partial<PermissionSet>): PaletteScreen[] {
  return screens.filter((screen) => canReadAny(permissions, screen.modules));
}

const inMenuOrder = (screens: readonly PaletteScreen[]) =>
  screens.filter((s) => s.inMenu).sort((a, b) => (a.menuPlace ?? 0) - (b.menuPlace ?? 0));

/**
 * Screens whose name holds every typed word as the start of one of its words ("new cat" finds
 * "New category"), menu screens first in the menu's order, then in route-table order.
 */
export function matchScreens(screens: readonly PaletteScreen[], query: string): PaletteScreen[] {
  const typed = words(query);
  if (typed.length === 0) return inMenuOrder(screens);
  const matches = screens.filter((screen) => {
    const own = words(`${screen.label} ${screen.title} ${screen.path}`);
    return typed.every((word) => own.some((w) => w.startsWith(word)));
  });
  return [...inMenuOrder(matches), ...matches.filter((s) => !s.inMenu)];
}
