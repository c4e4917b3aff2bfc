import type { Icon } from '@tabler/icons-react';
import { IconBuildingBank, IconBulb, IconCrown, IconFileText, IconUsersGroup } from '@tabler/icons-react';
import { editorialAreas } from '@rc/contract/editorial';
import type { EditorialAreaName } from '@rc/contract/editorial-areas';
import { can, type PermissionSet } from '@rc/contract/permissions';
import { resourceCalls } from '@rc/contract/resources/resource';
import { ROUTES, routePath } from '@rc/contract/routes';

/** Every area of the desk with its resource definition, in the desk's order (editorial-areas.ts). */
export const DESK_AREAS = editorialAreas();
export type DeskArea = (typeof DESK_AREAS)[number];

/** How an area looks on the desk; an area added to the contract without a look here gets the default. */
const LOOKS: Partial<Record<EditorialAreaName, { color: string; icon: Icon }>> = {
  'algo-research': { color: 'secondary', icon: IconCrown },
  'algo-news': { color: 'primary', icon: IconBulb },
  'institution-content': { color: 'teal', icon: IconBuildingBank },
  'circle-research': { color: 'navy', icon: IconUsersGroup },
};
const DEFAULT_LOOK = { color: 'gray', icon: IconFileText };

export function areaLook(name: string): { color: string; icon: Icon } {
  return LOOKS[name as EditorialAreaName] ?? DEFAULT_LOOK;
}

export function deskArea(name: string): DeskArea | undefined {
  return DESK_AREAS.find((a) => a.name === name);
}

/** The areas whose module the user reads: the ones the desk shows (the server shows no others). */
export function readableAreas(permissions: Partial<PermissionSet> | undefined): DeskArea[] {
  return DESK_AREAS.filter((a) => can(permissions, a.module, 'read'));
}

/**
 * The kinds the user may start: areas with a create screen and call (Circle has none: its articles
 * come from contributors) whose module the user may write.
 */
export function creatableAreas(permissions: Partial<PermissionSet> | undefined): DeskArea[] {
  return DESK_AREAS.filter(
    (a) =>
      a.resource.screens.create !== undefined &&
      resourceCalls(a.resource).includes('create') &&
      can(permissions, a.module, 'write'),
  );
}

/** Where a record opens: its area's editor route (the definition's `screens.edit`) with its id. */
export function editorPath(name: string, id: number): string | null {
  const edit = deskArea(name)?.resource.screens.edit;
  return edit ? routePath(edit, { id }) : null;
}

/** Where a new record of the area starts (the definition's `screens.create`). */
export function newRecordPath(area: DeskArea): string | null {
  const create = area.resource.screens.create;
  return create ? ROUTES[create].path : null;
}
