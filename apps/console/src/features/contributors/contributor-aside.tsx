import { Anchor, Avatar, Badge, Group, Text } from '@mantine/core';
import { IconArrowRight, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CIRCLE_API, type CircleList } from '@rc/contract/circle';
import { can } from '@rc/contract/permissions';
import { resourceApi } from '@rc/contract/resources/resource';
import { routePath } from '@rc/contract/routes';
import { Button } from '@/components/button.tsx';
import { LinkedRecordsCard } from '@/components/linked-records-card.tsx';
import { api } from '@/lib/api-client.ts';
import { usePermissions } from '@/lib/session-store.ts';

type SubAccountRow = { id: number; fullname: string; email: string; status: string };
type SubAccountList = { data: SubAccountRow[]; total: number };

const STATUS_COLOURS: Record<string, string> = {
  PENDING: 'warning',
  REQUEST: 'secondary',
  APPROVED: 'primary',
  REVISION: 'orange',
  REJECTED: 'danger',
  DRAFT: 'gray',
};

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0] ?? '')
    .join('')
    .toUpperCase();

function SubAccounts({ contributorId }: { contributorId: number }) {
  const permissions = usePermissions();
  const canAdd = can(permissions, 'CONTENTCONTRIBUTOR', 'write');
  const list = useQuery({
    queryKey: ['resource', 'sub-account-contributor', 'list', { contributor_id: contributorId, limit: 100 }],
    queryFn: ({ signal }) =>
      api.get<SubAccountList>(resourceApi('sub-account-contributor').list, {
        query: { contributor_id: contributorId, limit: 100, sortby: 'fullname' },
        signal,
      }),
  });
  const addButton = canAdd ? (
    <Button
      component={Link}
      to={routePath('SubAccountContributorEditorNew', { id: contributorId })}
      size="xs"
      variant="gray"
      leftSection={<IconPlus size={14} />}
      data-testid="add-sub-account"
    >
      Add sub-account
    </Button>
  ) : null;
  return (
    <LinkedRecordsCard
      title="Sub-accounts"
      description="Writers who publish under this contributor."
      data-testid="contributor-sub-accounts"
      total={list.data?.total}
      loading={list.isPending}
      failed={list.isError}
      emptyText="No sub-accounts yet."
      failedText="Sub-accounts could not be loaded."
      footer={addButton}
      emptyFooter={addButton}
    >
      {list.data?.data.map((sub) => (
        <Group key={sub.id} gap="sm" wrap="nowrap" justify="space-between">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Avatar size={30} radius="xl" color="navy">
              {initials(sub.fullname)}
            </Avatar>
            <div style={{ minWidth: 0 }}>
              <Anchor
                component={Link}
                to={routePath('SubAccountContributorEditorExisting', { id: sub.id })}
                size="sm"
                fw={600}
                lineClamp={1}
              >
                {sub.fullname}
              </Anchor>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {sub.email}
              </Text>
            </div>
          </Group>
          {sub.status !== 'ACTIVE' ? (
            <Badge size="xs" color="danger" variant="light" style={{ flexShrink: 0 }}>
              Suspended
            </Badge>
          ) : null}
        </Group>
      )) ?? null}
    </LinkedRecordsCard>
  );
}

function CircleArticles({ contributorId }: { contributorId: number }) {
  const list = useQuery({
    queryKey: ['circle', 'list', { writter_id: contributorId, limit: 5 }],
    queryFn: ({ signal }) =>
      api.get<CircleList>(CIRCLE_API.list, {
        query: { writter_id: contributorId, limit: 5, sortby: 'created_at', sortdesc: true },
        signal,
      }),
  });
  const landing = routePath('CommunityResearchContent');
  return (
    <LinkedRecordsCard
      title="Circle articles"
      description="The newest first; every article is in the moderation queue."
      data-testid="contributor-circle-articles"
      total={list.data?.total}
      loading={list.isPending}
      failed={list.isError}
      emptyText="No articles yet."
      failedText="Articles could not be loaded."
      footer={
        <Anchor component={Link} to={`${landing}?writter_id=${contributorId}`} size="sm" fw={600}>
          <Group gap={4}>
            All of this contributor’s articles <IconArrowRight size={14} />
          </Group>
        </Anchor>
      }
    >
      {list.data?.data.map((item) => (
        <Group key={item.id} gap="sm" wrap="nowrap" justify="space-between" align="flex-start">
          <Anchor
            component={Link}
            to={`${landing}?panel=preview&item=${item.id}`}
            size="sm"
            lineClamp={2}
            style={{ minWidth: 0 }}
          >
            {item.article_title}
          </Anchor>
          <Badge size="xs" variant="light" color={STATUS_COLOURS[item.status] ?? 'gray'} style={{ flexShrink: 0 }}>
            {item.status}
          </Badge>
        </Group>
      )) ?? null}
    </LinkedRecordsCard>
  );
}

/** Beside a contributor's editor: their sub-accounts and their Circle articles. */
function ContributorAside({ record }: { record: Record<string, unknown> }) {
  const permissions = usePermissions();
  const id = Number(record.id);
  return (
    <>
      <SubAccounts contributorId={id} />
      {can(permissions, 'COMMUNITYRESEARCH', 'read') ? <CircleArticles contributorId={id} /> : null}
    </>
  );
}

export const contributorEditorExtensions = { editorAside: ContributorAside };
