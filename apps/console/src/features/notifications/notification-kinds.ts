import { NOTIFICATION_KINDS, type Notification } from '@rc/contract/notification';
import { DESK_AREAS } from '@rc/contract/resources/resource-catalog';
import type { ReferenceChoice } from '@/lib/reference-choices.ts';

/** How a kind reads; a kind the console does not know yet (a newer server) reads as itself. */
export function kindLabel(kind: string): string {
  return (NOTIFICATION_KINDS as Readonly<Record<string, string>>)[kind] ?? kind;
}

export const KIND_CHOICES: readonly ReferenceChoice[] = Object.entries(NOTIFICATION_KINDS).map(([value, label]) => ({
  value,
  label,
}));

/**
 * The areas to filter by: the editorial areas, then any other area among the notifications shown
 * (a campaign, the account, a tool), each by the name the server gives it.
 */
export function areaChoices(seen: readonly Pick<Notification, 'area' | 'area_label'>[]): ReferenceChoice[] {
  const choices = new Map<string, string>(DESK_AREAS.map((area) => [area.name, area.label]));
  for (const item of seen) if (!choices.has(item.area)) choices.set(item.area, item.area_label);
  return [...choices].map(([value, label]) => ({ value, label }));
}
