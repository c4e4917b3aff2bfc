import type { Module } from '../modules.ts';
import type { MenuSection } from '../routes.ts';
import {
  OUTLINES,
  type EditorialAreaName,
  type PreviewArea,
  type ResourcePageGroup,
  type ResourceRouteName,
} from './resource-registry.ts';

/**
 * What the console's route table, side menu, editorial desk and reader preview need of every
 * definition, as plain data made from their outlines. The sign-in screen loads the route table,
 * and must not load the definitions (and zod) with it: the console's build evaluates this module
 * ahead and ships only its data (apps/console/vite.config.ts, decision 043). So it exports data
 * only, never a function.
 */

export type ResourceRouteDef = {
  readonly path: string;
  readonly title: string;
  readonly group: ResourcePageGroup;
  /** Read on any of these opens the screen: the modules of every definition showing it. */
  readonly modules: readonly Module[];
};

function routeModules(route: string): Module[] {
  const modules = OUTLINES.filter((o) => Object.values(o.screens).includes(route)).map((o) => o.module);
  return [...new Set(modules)];
}

/** The screens the definitions declare, by route name, in the definitions' order. */
export const RESOURCE_ROUTES = Object.fromEntries(
  OUTLINES.flatMap((o) =>
    o.routes.map((r): [string, ResourceRouteDef] => [
      r.name,
      { path: r.path, title: r.title, group: r.group as ResourcePageGroup, modules: routeModules(r.name) },
    ]),
  ),
) as Readonly<Record<ResourceRouteName, ResourceRouteDef>>;

/**
 * Each shorter form of a declared path that is no screen's (a bare editor path, `/category/editor`)
 * sends the user to the list of the definition declaring it; routes.ts keeps those no other route
 * or redirect claims.
 */
export const RESOURCE_REDIRECTS: readonly { readonly from: string; readonly to: ResourceRouteName }[] = (() => {
  const paths = new Set(OUTLINES.flatMap((o) => o.routes.map((r) => r.path)));
  const redirects = new Map<string, ResourceRouteName>();
  for (const o of OUTLINES)
    for (const route of o.routes) {
      const parts = route.path.split('/').filter(Boolean);
      for (let i = 1; i < parts.length; i++) {
        const prefix = `/${parts.slice(0, i).join('/')}`;
        if (!prefix.includes(':') && !paths.has(prefix) && !redirects.has(prefix))
          redirects.set(prefix, o.screens.list as ResourceRouteName);
      }
    }
  return [...redirects].map(([from, to]) => ({ from, to }));
})();

export type ResourceMenuItem = {
  /** The item's key: the page group of the screens it leads to. */
  readonly key: ResourcePageGroup;
  readonly route: ResourceRouteName;
  readonly label: string;
  readonly section?: MenuSection;
};

/** The side menu's items that lead to a definition's list. */
export const RESOURCE_MENU: readonly ResourceMenuItem[] = OUTLINES.flatMap((o) => (o.menu ? [o.menu as ResourceMenuItem] : []));

export type EditorialAreaDef = NonNullable<(typeof OUTLINES)[number]['desk']> & { readonly name: EditorialAreaName };

/** The areas of the editorial desk: definitions that declare `desk`. */
export const DESK_AREAS: readonly EditorialAreaDef[] = OUTLINES.flatMap((o) => (o.desk ? [o.desk] : []));

export type PreviewAreaDef = NonNullable<(typeof OUTLINES)[number]['preview']> & { readonly name: PreviewArea };

/** The areas with a reader preview: definitions that declare `preview`. */
export const PREVIEW_AREA_DEFS: readonly PreviewAreaDef[] = OUTLINES.flatMap((o) => (o.preview ? [o.preview] : []));

/** The editors (create and edit screens) of the areas with a reader preview: the console shows it beside them. */
export const PREVIEW_EDITOR_ROUTES: readonly ResourceRouteName[] = OUTLINES.flatMap((o) =>
  o.preview ? [o.screens.create, o.screens.edit].filter((route) => route !== undefined) : [],
) as ResourceRouteName[];
