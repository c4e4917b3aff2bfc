import { Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A full-width message in place of a screen: forbidden, not found, failure. */
export function StatusPage({
  icon,
  colour = 'gray',
  eyebrow,
  title,
  text,
  actions,
  testId,
}: {
  icon: ReactNode;
  colour?: 'primary' | 'secondary' | 'danger' | 'warning' | 'gray';
  eyebrow?: string;
  title: string;
  text?: ReactNode;
  actions?: ReactNode;
  testId?: string;
}) {
  return (
    <Center py={{ base: 40, sm: 72 }} data-testid={testId}>
      <Paper withBorder shadow="xs" p={{ base: 'lg', sm: 40 }} maw={560} w="100%">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" color={colour} aria-hidden="true">
            {icon}
          </ThemeIcon>
          {eyebrow ? (
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" lts={0.8} mt="xs">
              {eyebrow}
            </Text>
          ) : null}
          <Title order={2}>{title}</Title>
          {text ? (
            <Text c="dimmed" size="sm" maw={420}>
              {text}
            </Text>
          ) : null}
          {actions ? <div style={{ marginTop: 12 }}>{actions}</div> : null}
        </Stack>
      </Paper>
    </Center>
  );
}
