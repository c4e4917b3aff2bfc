import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { resourceKeys } from '@/lib/resource-api.ts';
import classes from './circle.module.css';
import { formatCount } from '@/lib/numbers.ts';

/** How many articles wait for review, beside the screen's title. */
export function QueuePill({ total }: { total: number | undefined }) {
  if (total === undefined) return null;
  return (
    <span className={classes.queuePill} data-testid="queue-size">
      <span className={classes.queueDot} />
      {total === 0 ? 'Queue is clear' : `${formatCount(total)} waiting for review`}
    </span>
  );
}

/**
 * Whether the queue moved under the rows shown (a submission, another moderator's response), so
 * the screen can offer a refresh instead of moving rows under the moderator's pointer. The tab
 * counts follow the queue at once: they move nothing under anyone.
 */
export function useQueueMoved(
  list: { isSuccess: boolean; isFetching: boolean; dataUpdatedAt: number },
  pending: number | undefined,
  countsOf: string,
): boolean {
  const queryClient = useQueryClient();
  const [seen, setSeen] = useState<number | null>(null);
  useEffect(() => {
    if (list.isSuccess && !list.isFetching && pending !== undefined) setSeen(pending);
  }, [list.dataUpdatedAt, list.isSuccess, list.isFetching]); // eslint-disable-line react-hooks/exhaustive-deps
  const counted = useRef(pending);
  useEffect(() => {
    // Only a change: the first number arrives with the counts already on their way.
    if (counted.current !== undefined && pending !== counted.current)
      void queryClient.invalidateQueries({ queryKey: resourceKeys.counts(countsOf) });
    counted.current = pending;
  }, [pending, countsOf, queryClient]);
  return seen !== null && pending !== undefined && pending !== seen;
}
