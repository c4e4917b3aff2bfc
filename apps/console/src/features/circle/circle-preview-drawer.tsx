import { Alert, Avatar, Badge, Divider, Drawer, Group, List, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconGitPullRequest, IconHistory, IconPencil } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { RESPONSES_BY_STATUS } from '@rc/contract/circle';
import { routePath } from '@rc/contract/routes';
import { Button } from '@/components/button.tsx';
import { RichTextView } from '@/components/rich-text-view.tsx';
import { errorMessage } from '@/lib/api-error.ts';
import { formatDate, formatDateTime } from '@/lib/date-formats.ts';
import { ContentStatusBadge } from '@/components/workflow/content-status-badge.tsx';
import { useCirclePreview } from './circle-api.ts';
import { isEmptyPreview, resetCirclePreview, setCirclePreview, useCirclePreviewState } from './circle-preview.store.ts';
import type { CircleAbilities } from './circle-abilities.ts';
import classes from './circle.module.css';
import article from '@/components/article.module.css';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^\p{L}/u.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('')
    .toUpperCase();

/**
 * The article as a reader would see it: title, byline, lead, key takeaways, the free part, the
 * walled part behind its marker, and the current Circle disclosure under it. The moderator's
 * actions stay at the bottom while reading.
 */
export function CirclePreviewDrawer({
  id,
  abilities,
  onClose,
  onRespond,
  onHistory,
}: {
  id: number | null;
  abilities: CircleAbilities;
  onClose: () => void;
  onRespond: (status: 'APPROVED' | 'REVISION') => void;
  onHistory: () => void;
}) {
  const query = useCirclePreview(id);
  const preview = useCirclePreviewState();

  useEffect(() => {
    if (query.data) setCirclePreview(query.data);
  }, [query.data]);
  useEffect(() => (id === null ? resetCirclePreview() : undefined), [id]);

  const close = () => {
    resetCirclePreview();
    onClose();
  };
  const shown = !isEmptyPreview(preview) && preview.id === id ? preview : null;
  const answerable = shown ? RESPONSES_BY_STATUS[shown.status].length > 0 && !shown.deleted_at : false;
  const editable = shown ? (shown.status === 'PENDING' || shown.status === 'REQUEST') && !shown.deleted_at : false;
  const categoryName = shown?.category?.article_category_name;

  return (
    <Drawer
      opened={id !== null}
      onClose={close}
      position="right"
      size="min(760px, 100vw)"
      padding="md"
      title={
        <Group gap="xs">
          <Text fw={650}>Preview</Text>
          {shown ? <ContentStatusBadge status={shown.status} size="xs" /> : null}
        </Group>
      }
      data-testid="circle-preview"
    >
      {query.isError ? (
        <Alert color="danger" variant="light" icon={<IconAlertCircle size={18} />} title="The article could not be loaded">
          {errorMessage(query.error)}
        </Alert>
      ) : !shown ? (
        <Stack gap="md" className={classes.reader} aria-busy="true">
          <Skeleton height={14} width="30%" />
          <Skeleton height={34} />
          <Skeleton height={34} width="70%" />
          <Skeleton height={12} width="50%" mt="md" />
          <Skeleton height={90} mt="md" />
          <Skeleton height={240} />
        </Stack>
      ) : (
        <>
          <article className={classes.reader} data-testid="circle-reader">
            <Stack gap="md" pb="xl">
              {shown.has_live_version && shown.live ? (
                <Alert color="secondary" variant="light" icon={<IconGitPullRequest size={18} />} title="Change request">
                  Readers still see the published version, “{shown.live.article_title}”, until this change is approved.
                </Alert>
              ) : null}
              {shown.deleted_at ? (
                <Alert color="gray" variant="light" title="In the trash">
                  Deleted on {formatDateTime(shown.deleted_at)}. Restore it from the list to answer it again.
                </Alert>
              ) : null}
              <Group gap={8}>
                {categoryName ? (
                  <Text size="xs" fw={700} c="primary.7" tt="uppercase" lts={0.6}>
                    {categoryName}
                  </Text>
                ) : null}
                <Text size="xs" c="dimmed">
                  · {shown.content_type.charAt(0) + shown.content_type.slice(1).toLowerCase()}
                </Text>
              </Group>
              <h1 className={classes.readerTitle} data-testid="reader-title">
                {shown.article_title}
              </h1>
              <Group gap="sm" wrap="nowrap">
                <Avatar radius="xl" color="primary" size={38}>
                  {initials(shown.writter?.fullname ?? '?')}
                </Avatar>
                <div>
                  <Text size="sm" fw={600}>
                    {shown.writter?.fullname ?? 'Unknown contributor'}
                    {shown.sub_account ? (
                      <Text span size="sm" c="dimmed" fw={400}>
                        {' '}
                        · written by {shown.sub_account.fullname}
                      </Text>
                    ) : null}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {shown.published_at
                      ? `Published ${formatDate(shown.published_at)}`
                      : `Submitted ${formatDate(shown.created_at)}`}{' '}
                    · {shown.du} min read
                  </Text>
                </div>
              </Group>
              {shown.short_description ? <p className={article.lead}>{shown.short_description}</p> : null}
              {[shown.first_summary, shown.second_summary, shown.third_summary].some(Boolean) ? (
                <div className={article.takeaways}>
                  <Text size="xs" fw={700} tt="uppercase" lts={0.6} c="primary.8" mb={6}>
                    Key takeaways
                  </Text>
                  <List size="sm" spacing={4}>
                    {[shown.first_summary, shown.second_summary, shown.third_summary]
                      .filter((s): s is string => Boolean(s))
                      .map((summary) => (
                        <List.Item key={summary}>{summary}</List.Item>
                      ))}
                  </List>
                </div>
              ) : null}
              <div className={article.body}>
                <RichTextView html={shown.first_content ?? ''} testId="reader-first-content" />
              </div>
              {shown.second_content ? (
                <>
                  <div className={classes.wall}>Members only · behind the account wall</div>
                  <div className={`${article.body} ${classes.walled}`}>
                    <RichTextView html={shown.second_content} testId="reader-second-content" />
                  </div>
                </>
              ) : null}
              <div className={classes.disclosure} data-testid="reader-disclosure">
                <Text size="xs" fw={700} tt="uppercase" lts={0.5} mb={4}>
                  Disclosure{shown.disclosure ? ` · version ${shown.disclosure.version_number}` : ''}
                </Text>
                {shown.disclosure ? (
                  <RichTextView html={shown.disclosure.content} />
                ) : (
                  <Text size="sm">No Circle disclosure has been published yet (Tools › Legal › Circle disclosure).</Text>
                )}
              </div>
              {shown.response_note ? (
                <div>
                  <Text size="xs" fw={650} c="dimmed" mb={4}>
                    Last note to the author{shown.auditor ? ` · ${shown.auditor.fullname}` : ''}
                  </Text>
                  <div className={classes.note}>{shown.response_note}</div>
                </div>
              ) : null}
              <Divider />
              <Group gap="xs">
                <Badge variant="default" radius="sm">
                  Review request #{shown.totalRequest}
                </Badge>
                <Text size="xs" c="dimmed">
                  Last change {formatDateTime(shown.updated_at)} · slug /{shown.article_slug}
                </Text>
              </Group>
            </Stack>
          </article>
          <Group className={classes.actionBar} justify="space-between" gap="sm">
            <Group gap="xs">
              <Button variant="plain" size="sm" leftSection={<IconHistory size={16} />} onClick={onHistory}>
                History
              </Button>
              {abilities.update && editable ? (
                <Button
                  variant="plain"
                  size="sm"
                  component={Link}
                  to={routePath('CommunityResearchEditorExisting', { id: shown.id })}
                  leftSection={<IconPencil size={16} />}
                >
                  Edit
                </Button>
              ) : null}
            </Group>
            {abilities.approval && answerable ? (
              <Group gap="xs">
                <Button variant="gray" size="sm" onClick={() => onRespond('REVISION')} data-testid="preview-respond">
                  Respond…
                </Button>
                <Button size="sm" onClick={() => onRespond('APPROVED')} data-testid="preview-approve">
                  {shown.status === 'REQUEST' ? 'Approve change' : 'Approve'}
                </Button>
              </Group>
            ) : null}
          </Group>
        </>
      )}
    </Drawer>
  );
}
