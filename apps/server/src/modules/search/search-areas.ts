/**
 * Which areas the command palette searches and how a found record reads: its title, a line under
 * it, and the console screen that opens it (the editor of the definition's screens, from the route
 * table).
 */
import { algoNewsResource } from '@rc/contract/resources/algo-news.resource';
import { algoResearchResource } from '@rc/contract/resources/algo-research.resource';
import { categoryResource } from '@rc/contract/resources/category.resource';
import { circleResearchResource } from '@rc/contract/resources/circle-research.resource';
import { clientResource } from '@rc/contract/resources/client.resource';
import { contributorResource } from '@rc/contract/resources/contributor.resource';
import { institutionResource } from '@rc/contract/resources/institution.resource';
import { internalUserResource } from '@rc/contract/resources/internal-user.resource';
import { masterStockResource } from '@rc/contract/resources/master-stock.resource';
import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import { ROUTES, routePath } from '@rc/contract/routes';
import type { SearchItem } from '@rc/contract/search';
import { CONTENT_STATUS_OPTIONS } from '@rc/contract/workflow';

type Row = Record<string, unknown>;

/** One searchable area: its resource, and how a found record reads and where it opens. */
export type SearchArea = {
  readonly definition: AnyResourceDefinition;
  /** The group's heading. */
  readonly label: string;
  /** The field shown as the result's title (default: the definition's titleField). */
  readonly titleField?: string;
  readonly subtitle?: (record: Row) => string | undefined;
  /** Where the record opens, when not its editor screen or the list's `?view=` drawer. */
  readonly path?: (record: Row) => string;
};

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);
const field = (name: string) => (record: Row) => text(record[name]);
const statusLabel = (record: Row) => CONTENT_STATUS_OPTIONS.find((o) => o.value === record.status)?.label;

/** The areas the palette searches, in the order their groups are answered. */
export const SEARCH_AREAS: readonly SearchArea[] = [
  { definition: categoryResource, label: 'Categories', subtitle: field('slug') },
  { definition: internalUserResource, label: 'Internal users', subtitle: field('email') },
  { definition: clientResource, label: 'Clients', subtitle: field('email') },
  { definition: contributorResource, label: 'Contributors', subtitle: field('email') },
  { definition: circleResearchResource, label: 'Circle', subtitle: statusLabel },
  { definition: algoResearchResource, label: 'Exclusive research', subtitle: statusLabel },
  { definition: algoNewsResource, label: 'Insight', subtitle: statusLabel },
  { definition: institutionResource, label: 'Institutions', subtitle: field('broker_code') },
  {
    definition: masterStockResource,
    label: 'Master stocks',
    // Stocks are known by their ticker; the Stocks screen has no editor, so it opens filtered to it.
    titleField: 'ticker',
    subtitle: field('company_name'),
    path: (record) =>
      `${ROUTES.Stocks.path}?${new URLSearchParams({ tab: masterStockResource.name, q: String(record.ticker ?? '') })}`,
  },
];

/**
 * Where a found record opens: the area's editor (`…/editor/existing/:id`), or for an area without
 * one its list with the record's drawer open (`?view=<id>`, as the clients list does).
 */
export function searchResultPath(area: SearchArea, record: Row & { id: number }): string {
  if (area.path) return area.path(record);
  const edit = area.definition.screens.edit;
  if (edit && ROUTES[edit].path.includes(':id')) return routePath(edit, { id: record.id });
  return `${ROUTES[area.definition.screens.list].path}?view=${record.id}`;
}

/** A found record as the palette shows it. */
export function searchItem(area: SearchArea, record: Row & { id: number }): SearchItem {
  const title = text(record[area.titleField ?? area.definition.titleField]) ?? `${area.definition.labels.singular} #${record.id}`;
  const subtitle = area.subtitle?.(record);
  return { id: record.id, title, ...(subtitle ? { subtitle } : {}), path: searchResultPath(area, record) };
}
