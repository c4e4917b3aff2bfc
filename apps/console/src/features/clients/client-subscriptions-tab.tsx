import { Alert, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCreditCardOff } from '@tabler/icons-react';
import type { ClientSubscription } from '@rc/contract/client';
import { errorMessage } from '@/lib/api-error.ts';
import { formatDate } from '@/lib/date-formats.ts';
import { formatRupiah } from '@/lib/money.ts';
import { useClientSubscriptions } from './client-api.ts';
import classes from './client-drawer.module.css';

const STATE: Record<ClientSubscription['state'], { label: string; color: string }> = {
  ACTIVE: { label: 'Active', color: 'primary' },
  UPCOMING: { label: 'Upcoming', color: 'secondary' },
  ENDED: { label: 'Ended', color: 'gray' },
  CANCELLED: { label: 'Cancelled', color: 'danger' },
};
const SOURCE: Record<string, string> = { PURCHASE: 'Purchase', RENEWAL: 'Renewal', TRIAL: 'Trial', PROMO: 'Promo price' };

/** Every plan the client held, newest first: period, price paid, how it was bought, and its state now. */
export function ClientSubscriptionsTab({ clientId }: { clientId: number }) {
  const subscriptions = useClientSubscriptions(clientId, true);
  if (subscriptions.isPending) return <Skeleton h={180} />;
  if (subscriptions.isError) {
    return (
      <Alert color="danger" variant="light" icon={<IconAlertCircle size={18} />}>
        {errorMessage(subscriptions.error)}
      </Alert>
    );
  }
  const rows = subscriptions.data;
  if (rows.length === 0) {
    return (
      <Stack align="center" gap={6} py="xl" data-testid="client-subscriptions">
        <IconCreditCardOff size={30} color="var(--mantine-color-gray-5)" />
        <Text size="sm" c="dimmed">
          Never subscribed: this client reads the free content.
        </Text>
      </Stack>
    );
  }
  const paid = rows.filter((r) => r.state !== 'CANCELLED').reduce((sum, r) => sum + r.price_paid, 0);
  return (
    <Stack gap={0} data-testid="client-subscriptions">
      <Text size="sm" c="dimmed" mb="xs">
        {rows.length} {rows.length === 1 ? 'subscription' : 'subscriptions'} · {formatRupiah(paid)} paid in total
      </Text>
      {rows.map((row) => (
        <div key={row.id} className={classes.row}>
          <div style={{ minWidth: 0 }}>
            <Group gap={8}>
              <Text fw={600} size="sm">
                {row.plan_name}
              </Text>
              <Badge size="xs" variant="light" color={STATE[row.state].color}>
                {STATE[row.state].label}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed" mt={2}>
              {formatDate(row.started_at)} → {formatDate(row.ends_at)}
              {row.cancelled_at ? ` · cancelled ${formatDate(row.cancelled_at)}` : ''}
            </Text>
          </div>
          <div style={{ textAlign: 'right', flex: 'none' }}>
            <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {row.price_paid === 0 ? 'Free' : formatRupiah(row.price_paid)}
            </Text>
            <Text size="xs" c="dimmed">
              {SOURCE[row.source] ?? row.source}
            </Text>
          </div>
        </div>
      ))}
    </Stack>
  );
}
