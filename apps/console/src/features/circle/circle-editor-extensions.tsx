import { Group, Stack, Text } from '@mantine/core';
import { IconEye, IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { RESPONSES_BY_STATUS, type CircleItem } from '@rc/contract/circle';
import { resourceApi } from '@rc/contract/resources/resource';
import { routePath } from '@rc/contract/routes';
import type { ContentStatus } from '@rc/contract/statuses';
import { Button } from '@/components/button.tsx';
import { SectionCard } from '@/components/section-card.tsx';
import { api } from '@/lib/api-client.ts';
import { formatDateTime } from '@/lib/date-formats.ts';
import { useCircleAbilities } from './circle-abilities.ts';
import { StatusBadge } from './circle-article-tile.tsx';
import { RespondDialog } from './circle-respond-dialog.tsx';
import { STATUS_LOOK } from './circle-status.ts';

const landing = (id: number, panel: 'preview' | 'history') =>
  `${routePath('CommunityResearchContent')}?panel=${panel}&item=${id}`;

/**
 * Beside the staff editor of a Circle article: where it stands in review, and the response itself,
 * so a moderator fixes the text and answers without leaving the page.
 */
function CircleReviewCard({
  record,
  onRecordChange,
}: {
  record: Record<string, unknown>;
  onRecordChange?: (record: Record<string, unknown>) => void;
}) {
  const abilities = useCircleAbilities();
  const [respondWith, setRespondWith] = useState<'APPROVED' | 'REVISION' | null>(null);
  const id = Number(record.id);
  const status = record.status as ContentStatus;
  const answerable = !record.deleted_at && RESPONSES_BY_STATUS[status].length > 0;
  const item = {
    id,
    article_title: String(record.article_title),
    status,
    thumbnail: (record.thumbnail as string | null) ?? null,
    writter: null,
  } satisfies Pick<CircleItem, 'id' | 'article_title' | 'status' | 'thumbnail' | 'writter'>;

  return (
    <SectionCard title="Review" data-testid="circle-review-card">
      <Stack gap="sm">
        <Group justify="space-between">
          <StatusBadge status={status} />
          <Text size="xs" c="dimmed">
            Review request #{String(record.request_count ?? 1)}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {STATUS_LOOK[status].hint}.{' '}
          {answerable
            ? 'Fix what needs fixing, save, then respond. Whoever edits an article cannot also approve it.'
            : 'Only articles waiting for review can be edited here.'}
        </Text>
        {record.response_note ? (
          <Text size="sm">
            <Text span fw={600} size="sm">
              Last note:
            </Text>{' '}
            {String(record.response_note)}
          </Text>
        ) : null}
        {record.published_at ? (
          <Text size="xs" c="dimmed">
            Published {formatDateTime(String(record.published_at))}
          </Text>
        ) : null}
        <Group gap="xs">
          <Button component={Link} to={landing(id, 'preview')} variant="gray" size="xs" leftSection={<IconEye size={14} />}>
            Preview
          </Button>
          <Button component={Link} to={landing(id, 'history')} variant="plain" size="xs" leftSection={<IconHistory size={14} />}>
            Moderation history
          </Button>
        </Group>
        {answerable && abilities.approval ? (
          <Group gap="xs" grow>
            <Button size="sm" variant="gray" onClick={() => setRespondWith('REVISION')}>
              Respond…
            </Button>
            <Button size="sm" onClick={() => setRespondWith('APPROVED')}>
              {status === 'REQUEST' ? 'Approve change' : 'Approve'}
            </Button>
          </Group>
        ) : null}
      </Stack>
      <RespondDialog
        key={respondWith ?? 'closed'}
        item={respondWith ? item : null}
        initial={respondWith ?? undefined}
        onClose={() => setRespondWith(null)}
        onDone={async () => {
          // The engine's editor re-opens with the record as it is now (its status, its version).
          const fresh = await api.get<Record<string, unknown>>(resourceApi('circle-research').detail(id));
          onRecordChange?.(fresh);
        }}
      />
    </SectionCard>
  );
}

/** Staff fix articles only while they wait for a response (DOMAIN.md; the server refuses the rest). */
function readOnlyReason(record: Record<string, unknown>): string | undefined {
  const status = record.status as ContentStatus;
  if (status === 'PENDING' || status === 'REQUEST') return undefined;
  return `This article is ${STATUS_LOOK[status].label.toLowerCase()}: only articles waiting for review can be edited here. The author changes it from their own site.`;
}

export const circleEditorExtensions = { editorAside: CircleReviewCard, readOnlyReason };
