import { Group, Loader, Paper, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTotal } from './dashboard-api.ts';
import { formatCount } from '@/lib/numbers.ts';

/** One count of section 2.3: label, large value, note; its own loading indicator; 0 when no total comes back. */
export function CountCard({
  title,
  note,
  path,
  icon,
  colour,
}: {
  title: string;
  note: string;
  path: string;
  icon: ReactNode;
  colour: string;
}) {
  const total = useTotal(path);
  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} data-testid="count-card" aria-busy={total.isPending}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text size="sm" fw={600} c="dimmed">
          {title}
        </Text>
        <ThemeIcon variant="light" color={colour} size={38} radius="md" aria-hidden="true">
          {icon}
        </ThemeIcon>
      </Group>
      <Group h={44} mt={4} align="center">
        {total.isPending ? (
          <Loader size="sm" color={colour} aria-label={`Loading ${title}`} />
        ) : (
          <Text fz={32} fw={700} lh={1.1} lts={-0.5} data-testid="count-value">
            {formatCount(total.data ?? 0)}
          </Text>
        )}
      </Group>
      {total.isError ? (
        <UnstyledButton onClick={() => void total.refetch()} fz="xs" c="danger.7" mt={6}>
          Could not load the latest figure. Try again
        </UnstyledButton>
      ) : (
        <Text size="xs" c="dimmed" mt={6}>
          {note}
        </Text>
      )}
    </Paper>
  );
}
