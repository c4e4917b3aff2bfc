import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { circleResearchResource } from '@rc/contract/resources/circle-research.resource';
import { emptyPermissionSet, type PermissionSet } from '@rc/contract/permissions';
import { clearSession, setPermissions } from '@/lib/session-store.ts';
import type { ResourceRecord } from '@/lib/resource-api.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { WorkflowRowAction } from './workflow-row-action.tsx';

const row = (status: string, deleted_at: string | null = null) =>
  ({
    id: 3,
    version: 2,
    status,
    deleted_at,
    article_title: 'TLKM: Data Center',
    created_at: '',
    updated_at: '',
    created_by: null,
    updated_by: null,
  }) as ResourceRecord;

function show(status: string, lists: Array<keyof PermissionSet>, deleted: string | null = null) {
  const set = emptyPermissionSet();
  for (const list of lists) set[list].push('COMMUNITYRESEARCH');
  setPermissions(set);
  renderWithProviders(
    <QueryClientProvider client={new QueryClient()}>
      <WorkflowRowAction def={circleResearchResource} row={row(status, deleted)} />
    </QueryClientProvider>,
  );
}

describe('the workflow step of a list row', () => {
  afterEach(() => clearSession());

  it('offers a reviewer the decisions the status allows', async () => {
    show('REQUEST', ['read_action', 'approval_action']);
    fireEvent.click(screen.getByRole('button', { name: 'Review: TLKM: Data Center' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Approve change').length).toBeGreaterThan(0);
    expect(within(dialog).getAllByText('Reject change').length).toBeGreaterThan(0);
    expect(within(dialog).queryByText('Request revision')).toBeNull();
  });

  it('offers nothing without the permission, for a status with no step here, or in the trash', () => {
    const cases: Array<[string, Array<keyof PermissionSet>, string | null]> = [
      ['PENDING', ['read_action', 'update_action'], null],
      ['APPROVED', ['read_action', 'approval_action'], null],
      // Circle drafts are submitted by their contributors, not from the console.
      ['DRAFT', ['read_action', 'update_action', 'approval_action'], null],
      ['PENDING', ['read_action', 'approval_action'], '2026-11-20T00:00:00.000Z'],
    ];
    for (const [status, lists, deleted] of cases) {
      show(status, lists, deleted);
      expect(screen.queryByTestId('row-workflow'), status).toBeNull();
      cleanup();
    }
    // The same row with the permission does show it.
    show('PENDING', ['read_action', 'approval_action']);
    expect(screen.getByTestId('row-workflow')).toBeTruthy();
  });
});
