import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The title row of a screen. */
export function PageHeader({ title, description, actions }: { title: ReactNode; description?: ReactNode; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" gap="md" mb="lg" wrap="wrap">
      <div>
        <Title order={1}>{title}</Title>
        {description ? (
          <Text c="dimmed" size="sm" mt={6}>
            {description}
          </Text>
        ) : null}
      </div>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Group>
  );
}
