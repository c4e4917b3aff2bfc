import { Group, Progress, Stack, Text } from '@mantine/core';
import { formatCount } from '@/lib/numbers.ts';

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Sent, failed and still to go of a campaign's recipients, as a bar and in words. */
export function DeliveryProgress({ record }: { record: Readonly<Record<string, unknown>> }) {
  const total = num(record.recipient_count);
  const sent = num(record.sent_count);
  const failed = num(record.failed_count);
  if (total === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="delivery-progress">
        {record.status === 'SCHEDULED'
          ? 'Recipients are counted when sending starts.'
          : record.status === 'SENDING'
            ? 'Counting the recipients…'
            : 'Nobody received it.'}
      </Text>
    );
  const remaining = Math.max(0, total - sent - failed);
  const share = (n: number) => (n / total) * 100;
  const done = record.status === 'SENT' || record.status === 'FAILED' || record.status === 'CANCELLED';
  const rest =
    remaining === 0
      ? `of ${formatCount(total)}`
      : `${formatCount(remaining)} ${done ? 'not sent' : 'to go'} of ${formatCount(total)}`;
  const label = `${formatCount(sent)} sent, ${formatCount(failed)} failed, ${rest}`;
  return (
    <Stack gap={6} data-testid="delivery-progress" data-sent={sent} data-failed={failed} data-total={total}>
      <Progress.Root size="lg" radius="sm" aria-label={label} role="group">
        <Progress.Section value={share(sent)} color="teal" aria-label={`${formatCount(sent)} sent`} />
        <Progress.Section value={share(failed)} color="danger" aria-label={`${formatCount(failed)} failed`} />
        <Progress.Section value={share(remaining)} color="gray.3" aria-label={`${formatCount(remaining)} remaining`} />
      </Progress.Root>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="xs" fw={600} c="teal.9">
          {formatCount(sent)} sent
        </Text>
        <Text size="xs" fw={600} c={failed > 0 ? 'danger.7' : 'dimmed'}>
          {formatCount(failed)} failed
        </Text>
        <Text size="xs" c="dimmed">
          {rest}
        </Text>
      </Group>
    </Stack>
  );
}
