import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The title row of a screen. A long title (a record's, in its editor) stops after three lines. */
export function PageHeader({ title, description, actions }: { title: ReactNode; description?: ReactNode; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" gap="md" mb="lg" wrap="wrap">
      <div style={{ minWidth: 0 }}>
        <Title order={1} lineClamp={3} title={typeof title === 'string' ? title : undefined} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
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
