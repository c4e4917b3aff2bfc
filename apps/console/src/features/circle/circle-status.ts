import type { ContentStatus } from '@rc/contract/statuses';
import type { StatusTab } from '@/components/list/status-tabs.tsx';

/** How each status reads and looks in the moderation screens. */
export const STATUS_LOOK: Record<ContentStatus, { label: string; color: string; hint: string }> = {
  PENDING: { label: 'Pending', color: 'warning', hint: 'Waiting for review' },
  REQUEST: { label: 'Change request', color: 'secondary', hint: 'A change to a published article, waiting for review' },
  APPROVED: { label: 'Approved', color: 'primary', hint: 'Published' },
  REVISION: { label: 'Revision', color: 'orange', hint: 'Back with the author' },
  REJECTED: { label: 'Rejected', color: 'danger', hint: 'Not published' },
  DRAFT: { label: 'Draft', color: 'gray', hint: 'Not submitted yet' },
};

/**
 * The status tabs of the list after "All", in the order moderators work them; the pending count
 * stands out while articles wait.
 */
export const STATUS_TABS: ReadonlyArray<StatusTab & { value: ContentStatus }> = [
  { value: 'PENDING', label: 'Pending', emphasis: true },
  { value: 'REQUEST', label: 'Change requests' },
  { value: 'APPROVED', label: 'Approved' },
  { value: 'REVISION', label: 'Revision' },
  { value: 'REJECTED', label: 'Rejected' },
  { value: 'DRAFT', label: 'Draft' },
];
