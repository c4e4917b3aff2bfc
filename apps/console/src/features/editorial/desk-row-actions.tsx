import { Group } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { EditorialRow } from '@rc/contract/editorial';
import { can } from '@rc/contract/permissions';
import { Button } from '@/components/button.tsx';
import { usePermissions } from '@/lib/session-store.ts';
import { deskArea, editorPath } from './desk-areas.ts';

/**
 * What can be done from a desk row. Today: open the record in its area's editor, where the workflow
 * panel takes the next step ("Review" when it waits for someone who may approve it). Further
 * per-row actions (the reader preview, "Preview as") belong in this group, beside Open: they then
 * show in the table and on the phone cards alike.
 */
export function DeskRowActions({ row }: { row: EditorialRow }) {
  const permissions = usePermissions();
  const area = deskArea(row.area);
  const to = editorPath(row.area, row.id);
  const reviews = row.bucket === 'REVIEW' && area !== undefined && can(permissions, area.module, 'approval');
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end" data-testid="desk-row-actions">
      {to ? (
        <Button
          component={Link}
          to={to}
          size="xs"
          variant={reviews ? 'primary' : 'gray'}
          rightSection={<IconArrowRight size={14} />}
          aria-label={`${reviews ? 'Review' : 'Open'} “${row.title}”`}
          data-testid="desk-row-open"
        >
          {reviews ? 'Review' : 'Open'}
        </Button>
      ) : null}
    </Group>
  );
}
