import { Box, Group, Text } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { Button } from '@/components/button.tsx';
import classes from '@/components/sticky-action-bar.module.css';

/** Kept in view at the bottom: how many boxes changed, discard, and review before saving. */
export function PermissionPendingBar({
  added,
  removed,
  onDiscard,
  onReview,
}: {
  added: number;
  removed: number;
  onDiscard: () => void;
  onReview: () => void;
}) {
  const changes = added + removed;
  return (
    <div className={classes.bar} data-dirty={changes > 0 || undefined} data-sticky-bar data-testid="permission-pending">
      <div className={classes.status}>
        <span className={classes.dot} aria-hidden="true" />
        <Text size="sm" fw={500} truncate>
          {changes === 0 ? 'Nothing to save' : `${changes} ${changes === 1 ? 'change' : 'changes'} to save`}
        </Text>
        {changes > 0 ? (
          <Text size="xs" c="dimmed" visibleFrom="sm">
            <Text span c="primary.7" fw={600}>
              +{added}
            </Text>{' '}
            granted ·{' '}
            <Text span c="danger.7" fw={600}>
              −{removed}
            </Text>{' '}
            removed
          </Text>
        ) : null}
      </div>
      <Group gap="xs" wrap="nowrap">
        {changes > 0 ? (
          <Button variant="plain" onClick={onDiscard}>
            Discard
          </Button>
        ) : null}
        <Button
          leftSection={<IconListCheck size={16} />}
          disabled={changes === 0}
          onClick={onReview}
          data-testid="review-permissions"
        >
          <Box component="span" visibleFrom="xs">
            Review and save
          </Box>
          <Box component="span" hiddenFrom="xs">
            Review
          </Box>
        </Button>
      </Group>
    </div>
  );
}
