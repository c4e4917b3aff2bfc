import { Alert, Divider, Group, Paper, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/api-error.ts';

/**
 * The panel every list sits in: tabs on top, a toolbar (search and sort at the start, switches
 * and buttons at the end), anything below it (filter chips, hints), then the rows, or why there
 * are none, and the footer. `aria-busy` says when a page is on its way, for people and tests alike.
 */
export function ListFrame({
  testId,
  busy,
  tabs,
  start,
  end,
  below,
  error,
  empty,
  footer,
  children,
}: {
  testId: string;
  busy: boolean;
  tabs?: ReactNode;
  start?: ReactNode;
  end?: ReactNode;
  below?: ReactNode;
  /** The list could not be loaded: said in place of the rows. */
  error?: { title: string; error: unknown } | null;
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder shadow="xs" style={{ overflow: 'hidden' }} data-testid={testId} aria-busy={busy}>
      {tabs}
      <Stack gap="sm" p={{ base: 'sm', sm: 'md' }}>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="sm" wrap="wrap" style={{ flex: '1 1 auto' }}>
            {start}
          </Group>
          {end ? <Group gap="sm">{end}</Group> : null}
        </Group>
        {below}
      </Stack>
      <Divider color="gray.2" />
      {error ? (
        <Alert color="danger" variant="light" m="md" icon={<IconAlertCircle size={18} />} title={error.title}>
          {errorMessage(error.error)}
        </Alert>
      ) : (
        (empty ?? children)
      )}
      {footer ? (
        <>
          <Divider color="gray.2" />
          {footer}
        </>
      ) : null}
    </Paper>
  );
}
