import type { Module } from './modules.ts';

/**
 * The areas of the editorial desk (the Research screens; DOMAIN.md "Research screens"): every
 * workflow area whose records staff review. Plain constants without zod, because the route table
 * (which the sign-in screen loads) gates the desk by their modules.
 *
 * Adding an area (institution content, once it exists) is one entry here: the name of its resource
 * definition (which must declare `workflow` on the same module and name its editor screen), and
 * whose id its author column holds. The server finds the table through the resource registry; the
 * console finds the editor routes through the definition's `screens`.
 */

/** Whose ids an area's author column holds: staff members, or Circle's outside contributors. */
export type EditorialPeople = 'staff' | 'contributor';

export type EditorialAreaDef = {
  /** The resource definition's name: the area's key on the wire (`area=algo-news`). */
  readonly name: string;
  /** Read on this module shows the area on the desk (the definition's workflow module). */
  readonly module: Module;
  /** How the desk names the area (filter chips, the kind column). */
  readonly label: string;
  /** The read-only field holding the author's id, and whose id it is. */
  readonly author: { readonly field: string; readonly people: EditorialPeople };
};

export const EDITORIAL_AREAS = [
  {
    name: 'algo-research',
    module: 'ALGORESEARCH',
    label: 'Exclusive research',
    author: { field: 'writter_id', people: 'staff' },
  },
  { name: 'algo-news', module: 'ALGONEWS', label: 'Insight', author: { field: 'writter_id', people: 'staff' } },
  {
    name: 'institution-content',
    module: 'INSTITUTIONCONTENT',
    label: 'Institution',
    author: { field: 'writter_id', people: 'staff' },
  },
  {
    name: 'circle-research',
    module: 'COMMUNITYRESEARCH',
    label: 'Circle',
    author: { field: 'writter_id', people: 'contributor' },
  },
] as const satisfies readonly EditorialAreaDef[];

export type EditorialAreaName = (typeof EDITORIAL_AREAS)[number]['name'];
export const EDITORIAL_AREA_NAMES = EDITORIAL_AREAS.map((a) => a.name) as readonly EditorialAreaName[];

/** Read on any of these opens the desk (the Research routes' read permission). */
export const EDITORIAL_MODULES: readonly Module[] = EDITORIAL_AREAS.map((a) => a.module);

export function editorialArea(name: string): (typeof EDITORIAL_AREAS)[number] | undefined {
  return EDITORIAL_AREAS.find((a) => a.name === name);
}
