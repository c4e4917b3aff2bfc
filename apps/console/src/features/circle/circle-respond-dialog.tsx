import { Group, Text } from '@mantine/core';
import {
  RESPONSE_ACTIONS,
  RESPONSES_BY_STATUS,
  responseApprovalSchema,
  type CircleItem,
  type ResponseStatus,
} from '@rc/contract/circle';
import type { WorkflowAction } from '@rc/contract/workflow';
import { ContentStatusBadge } from '@/components/workflow/content-status-badge.tsx';
import { WorkflowStepDialog, type StepChoice } from '@/components/workflow/workflow-step-dialog.tsx';
import { ArticleTile } from './circle-article-tile.tsx';
import { useRespond } from './circle-api.ts';

const RESPONSE_OF = Object.fromEntries(Object.entries(RESPONSE_ACTIONS).map(([r, a]) => [a, r])) as Record<
  WorkflowAction,
  ResponseStatus
>;

/**
 * Approve, ask for a revision or reject an article, with a note to the author (required unless
 * approving): the shared workflow step dialog, sending the specification's response call.
 */
export function RespondDialog({
  item,
  initial = 'APPROVED',
  onClose,
  onDone,
}: {
  item: Pick<CircleItem, 'id' | 'article_title' | 'status' | 'thumbnail' | 'writter'> | null;
  initial?: ResponseStatus;
  onClose: () => void;
  onDone?: (item: CircleItem) => void;
}) {
  const respond = useRespond();
  if (!item) return null;
  const toBody = (choice: StepChoice) => ({ status: RESPONSE_OF[choice.action], note: choice.note });
  return (
    <WorkflowStepDialog
      opened
      status={item.status}
      actions={RESPONSES_BY_STATUS[item.status].map((response) => RESPONSE_ACTIONS[response])}
      initial={RESPONSE_ACTIONS[initial]}
      noun="article"
      subject={item.article_title}
      title={item.status === 'REQUEST' ? 'Review the change' : 'Respond to the article'}
      header={
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ArticleTile title={item.article_title} thumbnail={item.thumbnail} size={40} />
          <div style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" lineClamp={2}>
              {item.article_title}
            </Text>
            <Group gap={6} mt={4}>
              <ContentStatusBadge status={item.status} size="xs" />
              {item.writter ? (
                <Text size="xs" c="dimmed">
                  by {item.writter.fullname}
                </Text>
              ) : null}
            </Group>
          </div>
        </Group>
      }
      validate={(choice) => {
        const parsed = responseApprovalSchema.safeParse(toBody(choice));
        return parsed.success ? undefined : parsed.error.issues[0]?.message;
      }}
      send={async (choice) => {
        const answered = await respond.mutateAsync({ id: item.id, body: toBody(choice) });
        onDone?.(answered);
        return answered;
      }}
      onClose={onClose}
    />
  );
}
