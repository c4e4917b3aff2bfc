import { Group } from '@mantine/core';
import { IconArrowRight, IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { EditorialRow } from '@rc/contract/editorial';
import { can } from '@rc/contract/permissions';
import { isPreviewArea } from '@rc/contract/reader-preview';
import { Button } from '@/components/button.tsx';
import { ReaderPreviewDrawer } from '@/components/reader-preview/reader-preview-drawer.tsx';
import { usePermissions } from '@/lib/session-store.ts';
import { deskArea, editorPath } from './desk-areas.ts';

/**
 * What can be done from a desk row: preview it as a reader would see it ("Preview as", in a
 * drawer), and open the record in its area's editor, where the workflow panel takes the next step
 * ("Review" when it waits for someone who may approve it). Shown in the table and on phone cards.
 */
export function DeskRowActions({ row }: { row: EditorialRow }) {
  const permissions = usePermissions();
  const area = deskArea(row.area);
  const to = editorPath(row.area, row.id);
  const reviews = row.bucket === 'REVIEW' && area !== undefined && can(permissions, area.module, 'approval');
  const [previewing, setPreviewing] = useState(false);
  const previewArea = isPreviewArea(row.area) ? row.area : null;
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end" data-testid="desk-row-actions">
      {previewArea ? (
        <>
          <Button
            size="xs"
            variant="gray"
            leftSection={<IconEye size={14} />}
            aria-label={`Preview “${row.title}” as a reader`}
            onClick={() => setPreviewing(true)}
            data-testid="desk-row-preview"
          >
            Preview
          </Button>
          <ReaderPreviewDrawer area={previewArea} id={previewing ? row.id : null} onClose={() => setPreviewing(false)} />
        </>
      ) : null}
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
