import type { ContentStatus } from '@rc/contract/statuses';
import type { StatusTab } from '@/components/list/status-tabs.tsx';

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
