import { Anchor, Group, Text } from '@mantine/core';
import { IconArrowRight, IconFileTypePdf } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { can } from '@rc/contract/permissions';
import type { Module } from '@rc/contract/modules';
import { resourceApi } from '@rc/contract/resources/resource';
import { routePath, type RouteName } from '@rc/contract/routes';
import type { ContentStatus } from '@rc/contract/statuses';
import { LinkedRecordsCard } from '@/components/linked-records-card.tsx';
import { ContentStatusBadge } from '@/components/workflow/content-status-badge.tsx';
import { api } from '@/lib/api-client.ts';
import { formatDate } from '@/lib/date-formats.ts';
import { usePermissions } from '@/lib/session-store.ts';

type Row = { id: number; title: string; status: ContentStatus; pdf?: string | null; period_from?: string; period_to?: string };
type RowList = { data: Row[]; total: number };

type Kind = {
  resource: string;
  module: Module;
  title: string;
  description: string;
  empty: string;
  list: RouteName;
  edit: RouteName;
  testId: string;
  sub: (row: Row) => string | null;
};

const KINDS: Kind[] = [
  {
    resource: 'institution-content',
    module: 'INSTITUTIONCONTENT',
    title: 'Content',
    description: 'Reports filed under this institution, newest change first.',
    empty: 'No reports yet.',
    list: 'InstitutionContent',
    edit: 'InstitutionContentEditorExisting',
    testId: 'institution-content-list',
    sub: () => null,
  },
  {
    resource: 'institution-stock-placement',
    module: 'INSTITUTION_STOCK_PLACEMENT',
    title: 'Selection stocks',
    description: 'Stock picks the institution sent, newest change first.',
    empty: 'No selections yet.',
    list: 'InstitutionStockPlacement',
    edit: 'InstitutionStockPlacementDetail',
    testId: 'institution-placement-list',
    sub: (row) => (row.period_from ? `${formatDate(row.period_from)} – ${formatDate(row.period_to ?? row.period_from)}` : null),
  },
];

function Records({ kind, institutionId }: { kind: Kind; institutionId: number }) {
  const query = { institution_id: institutionId, limit: 5, sortby: 'updated_at', sortdesc: true };
  const list = useQuery({
    queryKey: ['resource', kind.resource, 'list', query],
    queryFn: ({ signal }) => api.get<RowList>(resourceApi(kind.resource).list, { query, signal }),
  });
  return (
    <LinkedRecordsCard
      title={kind.title}
      description={kind.description}
      data-testid={kind.testId}
      total={list.data?.total}
      loading={list.isPending}
      failed={list.isError}
      emptyText={kind.empty}
      failedText="Could not be loaded."
      footer={
        <Anchor component={Link} to={`${routePath(kind.list)}?institution_id=${institutionId}`} size="sm" fw={600}>
          <Group gap={4}>
            See all <IconArrowRight size={14} />
          </Group>
        </Anchor>
      }
    >
      {list.data?.data.map((row) => (
        <Group key={row.id} gap="sm" wrap="nowrap" justify="space-between" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Anchor component={Link} to={routePath(kind.edit, { id: row.id })} size="sm" lineClamp={2}>
              {row.pdf ? (
                <IconFileTypePdf size={14} style={{ verticalAlign: -2, marginRight: 4 }} aria-label="Has a PDF" />
              ) : null}
              {row.title}
            </Anchor>
            {kind.sub(row) ? (
              <Text size="xs" c="dimmed">
                {kind.sub(row)}
              </Text>
            ) : null}
          </div>
          <div style={{ flexShrink: 0 }}>
            <ContentStatusBadge status={row.status} size="xs" />
          </div>
        </Group>
      )) ?? null}
    </LinkedRecordsCard>
  );
}

/** Beside an institution's editor: its reports and its stock selections, for those who may read them. */
function InstitutionAside({ record }: { record: Record<string, unknown> }) {
  const permissions = usePermissions();
  const id = Number(record.id);
  return (
    <>
      {KINDS.filter((kind) => can(permissions, kind.module, 'read')).map((kind) => (
        <Records key={kind.resource} kind={kind} institutionId={id} />
      ))}
    </>
  );
}

export const institutionEditorExtensions = { editorAside: InstitutionAside };
