import type { ComponentType } from 'react';
import { PickReturnsView } from './pick-returns-view.tsx';

/**
 * The stock selection detail: the generic editor shows the set read-only with the workflow's
 * review actions; the picks show with their returns.
 */
export const placementDetailExtensions = {
  fieldViews: { picks: PickReturnsView } as Record<string, ComponentType<{ record: Record<string, unknown>; value: unknown }>>,
  readOnlyReason: () => 'Institutions send their selections with their API key; review them with the actions in Workflow.',
};
