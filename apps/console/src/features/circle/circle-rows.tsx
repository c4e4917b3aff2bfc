import { Group, Skeleton, Stack, Table, Text, Tooltip, UnstyledButton } from '@mantine/core';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import type { CircleItem } from '@rc/contract/circle';
import { formatDateTime } from '@/lib/date-formats.ts';
import { ArticleTile, StatusBadge } from './circle-article-tile.tsx';
import type { CircleAbilities } from './circle-abilities.ts';
import { CircleRowActions, type RowHandlers } from './circle-row-actions.tsx';
import classes from './circle.module.css';

dayjs.extend(relativeTime);

const typeLabel = (type: string) => type.charAt(0) + type.slice(1).toLowerCase();
const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;
const waiting = (item: CircleItem) => !item.deleted_at && (item.status === 'PENDING' || item.status === 'REQUEST');

type RowsProps = {
  items: readonly CircleItem[];
  loading: boolean;
  fetching: boolean;
  limit: number;
  abilities: CircleAbilities;
  handlers: RowHandlers;
  busyId: number | null;
};

function ArticleCell({ item, onOpen }: { item: CircleItem; onOpen: () => void }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ArticleTile title={item.article_title} thumbnail={item.thumbnail} />
      <Stack gap={3} style={{ minWidth: 0 }}>
        <UnstyledButton className={classes.titleLink} onClick={onOpen} data-testid="row-title">
          {item.article_title}
        </UnstyledButton>
        <Text className={classes.meta} lineClamp={1}>
          {[item.category?.article_category_name, typeLabel(item.content_type), `${item.du} min read`]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
    </Group>
  );
}

function When({ item }: { item: CircleItem }) {
  const at = item.deleted_at ?? item.updated_at;
  return (
    <Tooltip
      label={`${item.deleted_at ? 'Deleted' : 'Last change'} ${formatDateTime(at)} · submitted ${formatDateTime(item.created_at)}`}
    >
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {dayjs(at).fromNow()}
      </Text>
    </Tooltip>
  );
}

/** The moderation list as a table (desktop): article, contributor, status, when, actions. */
export function CircleTable({ items, loading, fetching, limit, abilities, handlers, busyId }: RowsProps) {
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table
        className={`${classes.table} ${fetching ? classes.fetching : ''}`}
        verticalSpacing="sm"
        horizontalSpacing="md"
        data-testid="circle-table"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Article</Table.Th>
            <Table.Th w={220}>Contributor</Table.Th>
            <Table.Th w={170}>Status</Table.Th>
            <Table.Th w={130}>Updated</Table.Th>
            <Table.Th w={1} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading
            ? Array.from({ length: Math.min(limit, 8) }, (_, i) => (
                <Table.Tr key={i} aria-hidden="true">
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Skeleton height={44} width={44} radius="md" />
                      <Stack gap={6} style={{ flex: 1 }}>
                        <Skeleton height={12} width={`${55 + ((i * 13) % 35)}%`} />
                        <Skeleton height={10} width="35%" />
                      </Stack>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Skeleton height={12} width="70%" />
                  </Table.Td>
                  <Table.Td>
                    <Skeleton height={18} width={80} radius="sm" />
                  </Table.Td>
                  <Table.Td>
                    <Skeleton height={12} width={60} />
                  </Table.Td>
                  <Table.Td>
                    <Skeleton height={26} width={150} radius="md" />
                  </Table.Td>
                </Table.Tr>
              ))
            : items.map((item) => (
                <Table.Tr key={item.id} data-testid="circle-row" data-id={item.id} data-attention={waiting(item) || undefined}>
                  <Table.Td>
                    <ArticleCell item={item} onOpen={() => handlers.open(item, 'preview')} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500} lineClamp={1}>
                      {item.writter?.fullname ?? '—'}
                    </Text>
                    <Text className={classes.meta} lineClamp={1}>
                      {item.sub_account ? `by ${item.sub_account.fullname}` : (item.writter?.email ?? '')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={4} align="flex-start">
                      <StatusBadge status={item.status} />
                      {item.totalRequest > 1 && waiting(item) ? (
                        <Text className={classes.meta}>{ordinal(item.totalRequest)} review request</Text>
                      ) : item.auditor && !waiting(item) && item.status !== 'DRAFT' ? (
                        <Text className={classes.meta} lineClamp={1}>
                          by {item.auditor.fullname}
                        </Text>
                      ) : null}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <When item={item} />
                  </Table.Td>
                  <Table.Td>
                    <CircleRowActions item={item} abilities={abilities} handlers={handlers} busy={busyId === item.id} />
                  </Table.Td>
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/** The same list as cards (phones). */
export function CircleCards({ items, loading, abilities, handlers, busyId }: RowsProps) {
  if (loading) {
    return (
      <Stack gap={0}>
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={classes.card}>
            <Group gap="sm" wrap="nowrap">
              <Skeleton height={44} width={44} radius="md" />
              <Stack gap={6} style={{ flex: 1 }}>
                <Skeleton height={12} />
                <Skeleton height={10} width="50%" />
              </Stack>
            </Group>
          </div>
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap={0} data-testid="circle-cards">
      {items.map((item) => (
        <div
          key={item.id}
          className={classes.card}
          data-testid="circle-row"
          data-id={item.id}
          data-attention={waiting(item) || undefined}
        >
          <ArticleCell item={item} onOpen={() => handlers.open(item, 'preview')} />
          <Group gap={8} mt={10} wrap="nowrap">
            <StatusBadge status={item.status} size="xs" />
            <When item={item} />
            <Text className={classes.meta} lineClamp={1} style={{ minWidth: 0 }}>
              · {item.writter?.fullname ?? '—'}
            </Text>
          </Group>
          <Group mt={10} justify="flex-end">
            <CircleRowActions item={item} abilities={abilities} handlers={handlers} busy={busyId === item.id} />
          </Group>
        </div>
      ))}
    </Stack>
  );
}
