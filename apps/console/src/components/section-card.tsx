import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled surface for one part of a screen (a form, a summary). */
export function SectionCard({
  title,
  description,
  actions,
  children,
  ...rest
}: {
  title?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
  /** An anchor for links to this part (`/user#notification-email`). */
  id?: string;
}) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} shadow="xs" {...rest}>
      <Stack gap="lg">
        {title || actions ? (
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
            <div>
              {title ? (
                <Title order={3} fz="md">
                  {title}
                </Title>
              ) : null}
              {description ? (
                <Text size="sm" c="dimmed" mt={4}>
                  {description}
                </Text>
              ) : null}
            </div>
            {actions}
          </Group>
        ) : null}
        {children}
      </Stack>
    </Paper>
  );
}
