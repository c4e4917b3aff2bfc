import { Alert, Chip, Drawer, Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { DELIVERY_STATUSES, type Delivery, type DeliveryStatus } from '@rc/contract/deliveries';
import { ListTable, type TableColumn } from '@/components/list/list-table.tsx';
import { errorMessage } from '@/lib/api-error.ts';
import { formatDateTime } from '@/lib/date-formats.ts';
import { useDeliveries } from './campaign-api.ts';
import type { CampaignKind } from './campaign-kinds.ts';
import { formatCount } from '@/lib/numbers.ts';
import { DeliveryStatusBadge, deliveryStatusLabel } from './campaign-status-badge.tsx';

const PAGE_SIZE = 20;
const ALL = 'ALL';

/** Who a campaign went to, on the shared list table. */
const DELIVERY_COLUMNS: readonly TableColumn<Delivery>[] = [
  {
    key: 'recipient',
    header: 'Recipient',
    render: (d) => (
      <div style={{ maxWidth: 260 }}>
        <Text size="sm" fw={500} truncate>
          {d.fullname ?? '—'}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {d.email}
          {d.channel === 'IN_APP' ? ' · in the app' : ''}
        </Text>
      </div>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    render: (d) => (
      <>
        <DeliveryStatusBadge status={d.status} />
        {d.attempts > 1 ? (
          <Text size="xs" c="dimmed" mt={2}>
            {d.attempts} attempts
          </Text>
        ) : null}
      </>
    ),
  },
  {
    key: 'error',
    header: 'Error',
    minWidth: 160,
    render: (d) => (
      <Text size="xs" c={d.error ? 'danger.7' : 'dimmed'} lineClamp={3} style={{ wordBreak: 'break-word' }}>
        {d.error ?? '—'}
      </Text>
    ),
  },
  { key: 'sent_at', header: 'Sent at', render: (d) => <Text size="sm">{formatDateTime(d.sent_at)}</Text> },
];

/**
 * Who a campaign went to: each recipient's delivery (status, the mail server's error, when it was
 * sent), filtered by status with the count of each, a page at a time. Refreshes itself while the
 * campaign is sending.
 */
export function DeliveriesDrawer({
  kind,
  id,
  title,
  opened,
  live,
  onClose,
}: {
  kind: CampaignKind;
  id: number;
  title: string;
  opened: boolean;
  live: boolean;
  onClose: () => void;
}) {
  const [status, setStatus] = useState<DeliveryStatus | null>(null);
  const [page, setPage] = useState(1);
  const deliveries = useDeliveries(kind.name, id, { status, page, limit: PAGE_SIZE }, { live: live && opened, enabled: opened });
  const answer = deliveries.data;
  const counts = answer?.meta.counts;
  const all = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : 0;
  const pages = answer ? Math.max(1, Math.ceil(answer.meta.total / PAGE_SIZE)) : 1;
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(760px, 100vw)"
      padding="lg"
      title={
        <div>
          <Text fw={650}>Deliveries</Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {title}
          </Text>
        </div>
      }
      closeButtonProps={{ 'aria-label': 'Close deliveries' }}
      data-testid="deliveries-drawer"
    >
      <Stack gap="md">
        <Chip.Group
          multiple={false}
          value={status ?? ALL}
          onChange={(value) => {
            setStatus(value === ALL ? null : (value as DeliveryStatus));
            setPage(1);
          }}
        >
          <Group gap={6} wrap="wrap" role="group" aria-label="Show deliveries by status" data-testid="delivery-filter">
            <Chip value={ALL} size="sm" variant="outline">
              All {counts ? formatCount(all) : ''}
            </Chip>
            {DELIVERY_STATUSES.map((s) => (
              <Chip key={s} value={s} size="sm" variant="outline" data-status={s}>
                {deliveryStatusLabel(s)} {counts ? formatCount(counts[s]) : ''}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        {deliveries.isError ? (
          <Alert color="danger" variant="light" icon={<IconAlertCircle size={18} />} title="The deliveries could not be loaded">
            {errorMessage(deliveries.error)}
          </Alert>
        ) : !answer ? (
          <Stack gap="xs">
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} height={28} />
            ))}
          </Stack>
        ) : answer.data.length === 0 ? (
          <Text size="sm" c="dimmed" py="md" data-testid="deliveries-empty">
            {status ? `No ${deliveryStatusLabel(status).toLowerCase()} deliveries.` : 'No deliveries yet.'}
          </Text>
        ) : (
          <div data-testid="deliveries-table">
            <ListTable
              rows={answer.data}
              columns={DELIVERY_COLUMNS}
              loading={false}
              fetching={deliveries.isPlaceholderData}
              skeletonRows={5}
              minWidth={560}
            />
          </div>
        )}
        {answer ? (
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm" c="dimmed" data-testid="deliveries-count">
              {answer.meta.total === 0
                ? 'None'
                : `${formatCount((page - 1) * PAGE_SIZE + 1)}–${formatCount(Math.min(answer.meta.total, page * PAGE_SIZE))} of ${formatCount(answer.meta.total)}`}
            </Text>
            {pages > 1 ? (
              <Pagination
                total={pages}
                value={Math.min(page, pages)}
                onChange={setPage}
                size="sm"
                siblings={0}
                boundaries={1}
                getControlProps={(control) => ({ 'aria-label': `${control[0]!.toUpperCase()}${control.slice(1)} page` })}
                getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
                data-testid="deliveries-pagination"
              />
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Drawer>
  );
}
