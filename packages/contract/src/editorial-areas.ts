import type { Module } from './modules.ts';
import { DESK_AREAS, type EditorialAreaDef } from './resources/resource-catalog.ts';
import type { EditorialAreaName } from './resources/resource-registry.ts';

/**
 * The areas of the editorial desk (the Research screens; DOMAIN.md "Research screens"): every
 * workflow area whose records staff review, in the order of RESOURCES. Adding an area is its
 * definition's `desk` (how the desk names it, and whose id its author column holds); read on its
 * workflow module shows it on the desk. The server finds the table through the resource registry;
 * the console finds the editor routes through the definition's `screens`.
 */

export type { EditorialAreaDef, EditorialAreaName };

/** Whose ids an area's author column holds: staff members, or Circle's outside contributors. */
export type EditorialPeople = EditorialAreaDef['author']['people'];

export const EDITORIAL_AREAS: readonly EditorialAreaDef[] = DESK_AREAS;
export const EDITORIAL_AREA_NAMES: readonly EditorialAreaName[] = EDITORIAL_AREAS.map((a) => a.name);

/** Read on any of these opens the desk (the Research routes' read permission). */
export const EDITORIAL_MODULES: readonly Module[] = EDITORIAL_AREAS.map((a) => a.module);

export function editorialArea(name: string): EditorialAreaDef | undefined {
  return EDITORIAL_AREAS.find((a) => a.name === name);
}
