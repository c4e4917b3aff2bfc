import { EmptyState } from '@mantine/core';
import { IconDatabaseOff, IconSearchOff, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/button.tsx';
import { hasNarrowing, type ListState } from './list-state.ts';
import type { SetListState } from './use-list-state.ts';

/** Words of an area's own, in place of the ones made from the plural. */
export type EmptyTexts = { title?: string; description?: string; icon?: ReactNode };

/**
 * Why the list shows nothing, and the one thing that helps: clearing the search and filters, or
 * creating the first record.
 */
export function ListEmpty({
  plural,
  state: { query, trash, filters },
  setState,
  createAction,
  texts = {},
}: {
  plural: string;
  state: Pick<ListState, 'query' | 'trash' | 'filters'>;
  setState: SetListState;
  createAction?: ReactNode;
  texts?: EmptyTexts;
}) {
  const lower = plural.toLowerCase();
  if (hasNarrowing({ query, filters })) {
    return (
      <EmptyState
        py={56}
        withIndicatorBackground
        icon={texts.icon ?? <IconSearchOff size={26} />}
        title={texts.title ?? (query.trim() ? `No ${lower} match “${query.trim()}”` : `No ${lower} match these filters`)}
        description={texts.description ?? 'Check the spelling, or clear the search and filters to see everything.'}
        data-testid="list-empty"
      >
        <EmptyState.Actions>
          <Button variant="gray" onClick={() => setState({ query: '', filters: {} })}>
            Clear search and filters
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  }
  if (trash) {
    return (
      <EmptyState
        py={56}
        withIndicatorBackground
        icon={texts.icon ?? <IconTrash size={26} />}
        title={texts.title ?? 'The trash is empty'}
        description={texts.description ?? `${plural} moved to the trash show here, ready to be restored.`}
        data-testid="list-empty"
      />
    );
  }
  return (
    <EmptyState
      py={56}
      variant="light"
      icon={texts.icon ?? <IconDatabaseOff size={26} />}
      title={texts.title ?? `No ${lower} yet`}
      description={
        texts.description ??
        (createAction ? `Create the first one; it will show here.` : `${plural} will show here once someone creates them.`)
      }
      data-testid="list-empty"
    >
      {createAction ? <EmptyState.Actions>{createAction}</EmptyState.Actions> : null}
    </EmptyState>
  );
}
