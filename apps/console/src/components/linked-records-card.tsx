import { Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { SectionCard } from './section-card.tsx';

/**
 * A card beside an editor listing records linked to the one being edited (a contributor's
 * sub-accounts, an institution's reports): its count in the title, skeleton rows while loading,
 * a line when there are none (or they could not be loaded), the rows and a footer (a link to all,
 * an add button; `emptyFooter` under the empty line).
 */
export function LinkedRecordsCard({
  title,
  description,
  total,
  loading,
  failed,
  emptyText,
  failedText,
  footer,
  emptyFooter,
  children,
  'data-testid': testId,
}: {
  title: string;
  description: string;
  /** Known once loaded. */
  total: number | undefined;
  loading: boolean;
  failed: boolean;
  emptyText: string;
  failedText: string;
  footer?: ReactNode;
  /** Under the empty line (an add button). */
  emptyFooter?: ReactNode;
  /** The rows; none (an empty array or null) shows `emptyText`. */
  children: ReactNode[] | null;
  'data-testid'?: string;
}) {
  const empty = !children || children.length === 0;
  return (
    <SectionCard title={`${title}${total !== undefined ? ` · ${total}` : ''}`} description={description} data-testid={testId}>
      {loading ? (
        <Stack gap="xs">
          <Skeleton height={28} />
          <Skeleton height={28} />
        </Stack>
      ) : empty ? (
        <Stack gap="sm" align="flex-start">
          <Text size="sm" c="dimmed">
            {failed ? failedText : emptyText}
          </Text>
          {failed ? null : emptyFooter}
        </Stack>
      ) : (
        <Stack gap={10}>
          {children}
          {footer}
        </Stack>
      )}
    </SectionCard>
  );
}
