import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { circleResearchResource } from '@rc/contract/resources/circle-research.resource';
import { emptyPermissionSet, type PermissionSet } from '@rc/contract/permissions';
import { EMPTY_PROFILE } from '@rc/contract/profile';
import type { WorkflowState } from '@rc/contract/workflow';
import { clearSession, setPermissions, setProfile } from '@/lib/session-store.ts';
import type { ResourceRecord } from '@/lib/resource-api.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { WorkflowPanel } from './workflow-panel.tsx';

const ME = 41;

function record(status: string, workflow: Partial<WorkflowState> = {}, extra: Record<string, unknown> = {}): ResourceRecord {
  return {
    id: 9,
    version: 4,
    created_at: '2026-11-20T08:00:00.000Z',
    updated_at: '2026-11-21T08:00:00.000Z',
    created_by: null,
    updated_by: null,
    deleted_at: null,
    article_title: 'BBRI: Kredit Mikro Tumbuh',
    short_description: 'Penyaluran kredit mikro naik.',
    status,
    published_at: null,
    scheduled_at: null,
    response_note: null,
    ...extra,
    workflow: { status, allowed: [], created_by: null, edited_by: null, live: null, schedule: null, ...workflow },
  } as ResourceRecord;
}

function grant(actions: Array<keyof PermissionSet>): void {
  const set = emptyPermissionSet();
  for (const list of actions) set[list].push('COMMUNITYRESEARCH');
  setPermissions(set);
}

function renderPanel(rec: ResourceRecord, dirty = false, onRecordChange = vi.fn()) {
  setProfile({ ...EMPTY_PROFILE, id: ME, fullname: 'Me', email: 'me@demo.test' });
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={client}>
      <WorkflowPanel def={circleResearchResource} record={rec} dirty={dirty} onRecordChange={onRecordChange} />
    </QueryClientProvider>,
  );
  return onRecordChange;
}

describe('the workflow panel of the generic editor', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('offers a reviewer the decision and sends the step with the version read', async () => {
    grant(['read_action', 'approval_action']);
    const answer = record('APPROVED', { allowed: [] }, { published_at: '2026-11-22T09:00:00.000Z' });
    const fetch = vi.fn(async () => new Response(JSON.stringify({ data: answer }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const changed = renderPanel(record('PENDING', { allowed: ['approve', 'request_revision', 'reject'] }));
    fireEvent.click(await screen.findByTestId('workflow-review'));
    const dialog = await screen.findByRole('dialog');
    // A first approval: publishing now is an explicit choice, worded as such, and the default.
    expect(within(dialog).getByText('Approve and publish now')).toBeTruthy();
    expect((within(dialog).getByRole('radio', { name: 'Publish now' }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).queryByTestId('respond-schedule')).toBeNull();
    fireEvent.click(within(dialog).getByTestId('respond-submit'));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/circle-research/workflow/9');
    expect(JSON.parse(String(init.body))).toEqual({ action: 'approve', note: null, scheduled_at: null, version: 4 });
    await waitFor(() => expect(changed).toHaveBeenCalledWith(answer));
  });

  it('keeps approval from whoever edited the record last, and says why', async () => {
    grant(['read_action', 'update_action', 'approval_action']);
    renderPanel(record('PENDING', { allowed: ['approve', 'request_revision', 'reject'], edited_by: ME }));
    expect((await screen.findByTestId('workflow-maker')).textContent).toMatch(/last edited this circle article/);
    fireEvent.click(screen.getByTestId('workflow-review'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText('Approve')).toBeNull();
    expect(within(dialog).getAllByText('Request revision').length).toBeGreaterThan(0);
  });

  it('shows nothing to do without the permission, and waits for unsaved changes', async () => {
    grant(['read_action']);
    renderPanel(record('PENDING', { allowed: ['approve', 'request_revision', 'reject'] }));
    expect(await screen.findByTestId('workflow-panel')).toBeTruthy();
    expect(screen.queryByTestId('workflow-review')).toBeNull();
    clearSession();
    grant(['read_action', 'approval_action']);
    renderPanel(record('PENDING', { allowed: ['approve'] }), true);
    const buttons = await screen.findAllByTestId('workflow-review');
    expect(buttons.at(-1)!.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/Save or discard your changes first/)).toBeTruthy();
  });

  it('puts a change request beside the published version, field by field', async () => {
    grant(['read_action', 'approval_action']);
    renderPanel(
      record('REQUEST', {
        allowed: ['approve', 'reject'],
        live: { article_title: 'BBRI: Kredit Mikro Kembali Tumbuh', short_description: 'Penyaluran kredit mikro naik.' },
      }),
    );
    fireEvent.click(await screen.findByTestId('workflow-compare'));
    const changes = await screen.findAllByTestId('change-field');
    expect(changes.map((c) => c.getAttribute('data-field'))).toEqual(['article_title']);
    expect(within(changes[0]!).getByTestId('change-live').textContent).toContain('BBRI: Kredit Mikro Kembali Tumbuh');
    expect(within(changes[0]!).getByTestId('change-proposed').textContent).toContain('BBRI: Kredit Mikro Tumbuh');
    expect(screen.getByText('1 other field is unchanged.')).toBeTruthy();
  });

  it('tells when a scheduled publication will happen, and when it failed', async () => {
    grant(['read_action']);
    renderPanel(
      record(
        'APPROVED',
        { schedule: { run_at: '2026-12-01T01:00:00.000Z', state: 'dead', attempts: 5, last_error: 'database unreachable' } },
        { scheduled_at: '2026-12-01T01:00:00.000Z' },
      ),
    );
    const schedule = await screen.findByTestId('workflow-schedule');
    expect(schedule.textContent).toMatch(/Publishing failed for/);
    expect(schedule.textContent).toMatch(/5 attempts · last error: database unreachable/);
  });
});
