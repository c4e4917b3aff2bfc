import { MY_WORK, QUEUE_BUCKET_OPTIONS, QUEUE_STATUSES, type QueueStatus } from '@rc/contract/editorial';
import type { StatusTab } from '@/components/list/status-tabs.tsx';
import type { ListDefinition, ListState } from '@/components/list/list-state.ts';
import type { DeskArea } from './desk-areas.ts';
import type { DeskFilter, DeskParams } from './editorial-api.ts';

/**
 * The desk's tabs after "All": the person's own work, then the buckets in the order the newsroom
 * works them; what waits stands out.
 */
export const DESK_TABS: readonly StatusTab[] = [
  { value: MY_WORK.value, label: MY_WORK.label },
  ...QUEUE_BUCKET_OPTIONS.map((b) => ({ value: b.value, label: b.label, emphasis: b.value === 'REVIEW' })),
];

const STATUS_LABELS: Record<QueueStatus, string> = {
  REVIEW: 'Waiting for review',
  PENDING: 'New, waiting for review',
  REQUEST: 'Changes waiting for review',
  REVISION: 'Sent back',
  SCHEDULED: 'Scheduled',
  PUBLISHED: 'Recently published',
  MINE: MY_WORK.label,
};

/**
 * The desk described as the shared list layer reads a list (address state, filter chips): the
 * status (the tabs; PENDING and REQUEST alone also come through a link), the area (one chip per
 * area the user reads) and the author (`staff-12`, `contributor-7`). One order: newest change first.
 */
export function deskListDefinition(areas: readonly DeskArea[]): ListDefinition {
  return {
    fields: {
      status: {
        label: 'Status',
        widget: 'select',
        options: QUEUE_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
      },
      area: { label: 'Area', widget: 'select', options: areas.map((a) => ({ value: a.name, label: a.label })) },
      author: { label: 'Author', widget: 'text' },
    },
    list: {
      columns: [],
      search: [],
      filters: [
        { field: 'status', type: 'select' },
        { field: 'area', type: 'select' },
        { field: 'author', type: 'reference' },
      ],
      sort: ['updated_at'],
      defaultSort: { field: 'updated_at', desc: true },
    },
  };
}

/** The narrowing the counts share with the queue. */
export function deskFilter(state: Pick<ListState, 'filters'>): DeskFilter {
  const { area, author } = state.filters;
  return { ...(area ? { area } : {}), ...(author ? { author } : {}) };
}

export function deskParams(state: Pick<ListState, 'filters' | 'page' | 'size'>): DeskParams {
  const status = state.filters.status as QueueStatus | undefined;
  return { page: state.page, limit: state.size, ...(status ? { status } : {}), ...deskFilter(state) };
}
