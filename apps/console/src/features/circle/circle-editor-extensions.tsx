import { Group, Stack, Text } from '@mantine/core';
import { IconEye, IconHistory } from '@tabler/icons-react';
import { Link } from 'react-router';
import { routePath } from '@rc/contract/routes';
import type { ContentStatus } from '@rc/contract/statuses';
import { Button } from '@/components/button.tsx';
import { SectionCard } from '@/components/section-card.tsx';
import { statusLook } from '@/components/workflow/content-status-badge.tsx';

const landing = (id: number, panel: 'preview' | 'history') =>
  `${routePath('CommunityResearchContent')}?panel=${panel}&item=${id}`;

/**
 * Beside the staff editor of a Circle article (whose review is the engine's workflow panel): what
 * only Circle has, the author's review requests and the reader preview and moderation timeline of
 * the moderation screen.
 */
function CircleArticleCard({ record }: { record: Record<string, unknown> }) {
  const id = Number(record.id);
  return (
    <SectionCard title="Circle" data-testid="circle-review-card">
      <Stack gap="sm">
        <Text size="sm" c="dark.4">
          Review request #{String(record.request_count ?? 1)} from its contributor. Fix what needs fixing and save, then respond;
          whoever edits an article last cannot also approve it.
        </Text>
        <Group gap="xs">
          <Button component={Link} to={landing(id, 'preview')} variant="gray" size="xs" leftSection={<IconEye size={14} />}>
            Preview as reader
          </Button>
          <Button component={Link} to={landing(id, 'history')} variant="plain" size="xs" leftSection={<IconHistory size={14} />}>
            Moderation history
          </Button>
        </Group>
      </Stack>
    </SectionCard>
  );
}

/** Staff fix articles only while they wait for a response (DOMAIN.md; the server refuses the rest). */
function readOnlyReason(record: Record<string, unknown>): string | undefined {
  const status = record.status as ContentStatus;
  if (status === 'PENDING' || status === 'REQUEST') return undefined;
  return `This article is ${statusLook(status).label.toLowerCase()}: only articles waiting for review can be edited here. The author changes it from their own site.`;
}

export const circleEditorExtensions = { editorAside: CircleArticleCard, readOnlyReason };
