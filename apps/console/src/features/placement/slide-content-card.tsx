import { Alert, Anchor, Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconAlertTriangle } from '@tabler/icons-react';
import { CONTENT_STATUS_OPTIONS } from '@rc/contract/workflow';
import { SLIDE_CONTENT_OPTIONS } from '@rc/contract/resources/hybrid-slider.resource';
import { api } from '@/lib/api-client.ts';

type SlideContent = {
  title: string;
  status: string;
  published_at: string | null;
  scheduled_at: string | null;
  deleted: boolean;
  link: string;
} | null;

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Beside a slide's form: the content it points at, with its status, and why the slide would not
 * show as planned (the detail call adds `content` and `warnings`).
 */
export function SlideContentCard({ record: given }: { record: Record<string, unknown> }) {
  // A record just saved comes from the save's answer, which has no content summary: read it.
  const fetched = useQuery({
    queryKey: ['resource', 'hybrid-slider', 'slide-content', given.id, given.version],
    queryFn: ({ signal }) => api.get<Record<string, unknown>>(`/hybrid-slider/detail/${String(given.id)}`, { signal }),
    enabled: !('content' in given),
  });
  const record = 'content' in given ? given : fetched.data;
  if (!record)
    return (
      <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} data-testid="slide-content">
        <Skeleton h={60} />
      </Paper>
    );
  const content = record.content as SlideContent | undefined;
  const warnings = (record.warnings as string[] | undefined) ?? [];
  const kind = SLIDE_CONTENT_OPTIONS.find((o) => o.value === record.content_type);
  const status = CONTENT_STATUS_OPTIONS.find((o) => o.value === content?.status);
  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} data-testid="slide-content">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>Shows</Text>
          {kind && (
            <Badge variant="light" color={kind.color}>
              {kind.label}
            </Badge>
          )}
        </Group>
        {record.content_type === 'URL' ? (
          <Text size="sm">
            An outside link:{' '}
            <Anchor href={String(record.url)} target="_blank" rel="noreferrer">
              {String(record.url)}
            </Anchor>
          </Text>
        ) : content ? (
          <>
            <Anchor href={content.link} target="_blank" rel="noreferrer" fw={600} size="sm">
              {content.title}
            </Anchor>
            <Group gap="xs">
              <Badge
                variant="light"
                color={content.deleted ? 'danger' : (status?.color ?? 'gray')}
                data-testid="slide-content-status"
              >
                {content.deleted ? 'In the trash' : (status?.label ?? content.status)}
              </Badge>
              {content.published_at && (
                <Text size="xs" c="dimmed">
                  Published {when.format(new Date(content.published_at))}
                </Text>
              )}
            </Group>
          </>
        ) : (
          <Text size="sm">The content this slide pointed at no longer exists.</Text>
        )}
        {warnings.map((w) => (
          <Alert
            key={w}
            color="warning"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden="true" />}
            p="xs"
            data-testid="slide-warning"
          >
            <Text size="sm">{w}</Text>
          </Alert>
        ))}
      </Stack>
    </Paper>
  );
}
