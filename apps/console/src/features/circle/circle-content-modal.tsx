import { Alert, Badge, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { RichTextView } from '@/components/rich-text-view.tsx';
import { errorMessage } from '@/lib/api-error.ts';
import { useCircleContent } from './circle-api.ts';
import article from '@/components/article.module.css';

/** One part of an article on its own: the free part (first content) or the walled part (second). */
export function CircleContentModal({ id, part, onClose }: { id: number | null; part: 'first' | 'second'; onClose: () => void }) {
  const content = useCircleContent(id, part);
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      size="xl"
      radius="lg"
      padding="lg"
      title={
        <Group gap="xs">
          <Text fw={650}>{part === 'first' ? 'Free content' : 'Walled content'}</Text>
          <Badge size="xs" radius="sm" variant="light" color={part === 'first' ? 'primary' : 'secondary'}>
            {part === 'first' ? 'Everyone' : 'Behind the account wall'}
          </Badge>
        </Group>
      }
      data-testid="circle-content"
    >
      {content.isError ? (
        <Alert color="danger" variant="light" icon={<IconAlertCircle size={18} />} title="The content could not be loaded">
          {errorMessage(content.error)}
        </Alert>
      ) : content.isPending ? (
        <Stack gap="sm">
          <Skeleton height={18} width="60%" />
          <Skeleton height={160} />
        </Stack>
      ) : (
        <Stack gap="md">
          <Text fw={650}>{content.data.article_title}</Text>
          {content.data.content ? (
            <div className={article.body}>
              <RichTextView html={content.data.content} testId={`content-${part}`} />
            </div>
          ) : (
            <Text c="dimmed" size="sm">
              This article has no walled part: everything is free to read.
            </Text>
          )}
        </Stack>
      )}
    </Modal>
  );
}
