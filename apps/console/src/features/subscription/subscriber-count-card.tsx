import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { formatCount } from '@/lib/numbers.ts';

/**
 * Beside a plan's form: how many clients hold it now. The plan's detail call adds
 * `active_subscribers` (clients on this plan whose subscription has not ended).
 */
export function SubscriberCountCard({ record }: { record: Record<string, unknown> }) {
  const value = record.active_subscribers;
  const known = typeof value === 'number';
  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} data-testid="subscriber-count">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="sm" fw={600} c="dimmed">
            Active subscribers
          </Text>
          <Text fz={32} fw={700} lh={1.15} mt={4} lts={-0.5} data-testid="subscriber-count-value">
            {known ? formatCount(value) : '—'}
          </Text>
          <Text size="xs" c="dimmed" mt={4}>
            {known ? 'Clients on this plan whose subscription has not ended.' : 'Not reported for this plan.'}
          </Text>
        </div>
        <ThemeIcon variant="light" color="secondary" size={38} radius="md" aria-hidden="true">
          <IconUsers size={20} />
        </ThemeIcon>
      </Group>
    </Paper>
  );
}
