import { Group, Stack, Text, Tooltip } from '@mantine/core';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import type { CircleItem } from '@rc/contract/circle';
import type { TableColumn } from '@/components/list/list-table.tsx';
import { RowTitle } from '@/components/list/row-title.tsx';
import { formatDateTime } from '@/lib/date-formats.ts';
import { ContentStatusBadge } from '@/components/workflow/content-status-badge.tsx';
import { ArticleTile } from './circle-article-tile.tsx';
import classes from './circle.module.css';

dayjs.extend(relativeTime);

const typeLabel = (type: string) => type.charAt(0) + type.slice(1).toLowerCase();
const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;

/** An article that waits for a moderator's answer: its row is marked. */
export const waiting = (item: CircleItem) => !item.deleted_at && (item.status === 'PENDING' || item.status === 'REQUEST');

function ArticleCell({ item, onOpen }: { item: CircleItem; onOpen: () => void }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ArticleTile title={item.article_title} thumbnail={item.thumbnail} />
      <Stack gap={3} style={{ minWidth: 0 }}>
        <RowTitle onOpen={onOpen}>{item.article_title}</RowTitle>
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

/** The moderation table's columns: article, contributor, status, when (the row actions follow). */
export function circleColumns(onOpen: (item: CircleItem) => void): TableColumn<CircleItem>[] {
  return [
    { key: 'article', header: 'Article', render: (item) => <ArticleCell item={item} onOpen={() => onOpen(item)} /> },
    {
      key: 'contributor',
      header: 'Contributor',
      width: 220,
      render: (item) => (
        <>
          <Text size="sm" fw={500} lineClamp={1}>
            {item.writter?.fullname ?? '—'}
          </Text>
          <Text className={classes.meta} lineClamp={1}>
            {item.sub_account ? `by ${item.sub_account.fullname}` : (item.writter?.email ?? '')}
          </Text>
        </>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      width: 170,
      render: (item) => (
        <Stack gap={4} align="flex-start">
          <ContentStatusBadge status={item.status} />
          {item.totalRequest > 1 && waiting(item) ? (
            <Text className={classes.meta}>{ordinal(item.totalRequest)} review request</Text>
          ) : item.auditor && !waiting(item) && item.status !== 'DRAFT' ? (
            <Text className={classes.meta} lineClamp={1}>
              by {item.auditor.fullname}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { key: 'updated', header: 'Updated', width: 130, render: (item) => <When item={item} /> },
  ];
}

/** An article as a card (phones): the article, then its status, age and contributor on one line. */
export function CircleCardTitle({ item, onOpen }: { item: CircleItem; onOpen: () => void }) {
  return (
    <>
      <ArticleCell item={item} onOpen={onOpen} />
      <Group gap={8} mt={10} wrap="nowrap">
        <ContentStatusBadge status={item.status} size="xs" />
        <When item={item} />
        <Text className={classes.meta} lineClamp={1} style={{ minWidth: 0 }}>
          · {item.writter?.fullname ?? '—'}
        </Text>
      </Group>
    </>
  );
}
