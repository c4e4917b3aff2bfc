import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyPermissionSet, rolePreset } from '@rc/contract/permissions';
import { EMPTY_PROFILE } from '@rc/contract/profile';
import { clearSession, setPermissions, setProfile } from '@/lib/session-store.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { campaignExtensions } from './campaign-extensions.tsx';

const calls: Array<{ method: string; path: string; body?: unknown; query?: unknown }> = [];
let detail: Record<string, unknown> = {};
let siteUrlSet = true;

vi.mock('@/lib/api-client.ts', () => ({
  api: {
    get: (path: string, options?: { query?: unknown }) => {
      calls.push({ method: 'GET', path, query: options?.query });
      if (path.endsWith('/audience-count'))
        return Promise.resolve({ total: 1234, links: { site_url: 'https://www.example.com', configured: siteUrlSet } });
      return Promise.resolve(detail);
    },
    post: (path: string, body?: unknown) => {
      calls.push({ method: 'POST', path, body });
      if (path.includes('/test/')) return Promise.resolve({ to: 'me@demo.test' });
      return Promise.resolve({ status: 'SENDING', audience: 1234 });
    },
    getEnvelope: () => Promise.resolve({ data: [], meta: { total: 0, page: 1, limit: 20, counts: {} } }),
  },
}));

const BLAST = {
  id: 5,
  version: 2,
  title: 'BBCA: laba kuartal III melampaui konsensus',
  status: 'DRAFT',
  audience: 'PLANS',
  plans: ['PRO_30'],
  verified_only: true,
  scheduled_at: null,
  recipient_count: 0,
  sent_count: 0,
  failed_count: 0,
  sent_at: null,
  created_by: 3,
  deleted_at: null,
};

const blast = campaignExtensions('research-blast');
const newsletter = campaignExtensions('newsletter');

function signInAs(id: number, permissions = rolePreset('owner')) {
  setProfile({ ...EMPTY_PROFILE, id, role: 'owner', fullname: 'Me', email: 'me@demo.test' });
  setPermissions(permissions);
}

function render(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

afterEach(() => {
  clearSession();
  calls.length = 0;
});

describe('the delivery card beside a campaign', () => {
  it('lets an approver who did not write it send it, after a confirmation that states the audience', async () => {
    signInAs(1);
    detail = { ...BLAST, status: 'SENDING', version: 3, recipient_count: 1234 };
    const changed = vi.fn();
    render(<blast.editorAside record={BLAST} onRecordChange={changed} />);
    expect(screen.getByTestId('campaign-status').textContent).toBe('Draft');
    fireEvent.click(screen.getByTestId('send-now'));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByTestId('send-audience').textContent).toMatch(/It goes to 1,234 clients/));
    expect(calls).toContainEqual({
      method: 'GET',
      path: '/research-blast/audience-count',
      query: { plans: 'PRO_30', verified_only: true },
    });
    expect(within(dialog).queryByTestId('send-links')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(changed).toHaveBeenCalledWith(expect.objectContaining({ status: 'SENDING' })));
    expect(calls).toContainEqual({ method: 'POST', path: '/research-blast/send/5', body: {} });
  });

  it('says where links in the mail point when SITE_URL is not set', async () => {
    siteUrlSet = false;
    try {
      signInAs(1);
      render(<blast.editorAside record={BLAST} />);
      fireEvent.click(screen.getByTestId('send-now'));
      const dialog = await screen.findByRole('dialog');
      const warning = await within(dialog).findByTestId('send-links');
      expect(warning.textContent).toMatch(/point to https:\/\/www\.example\.com.*SITE_URL is not set/);
    } finally {
      siteUrlSet = true;
    }
  });

  it('tells the author that someone else sends it, and offers them only a test', async () => {
    signInAs(3);
    render(<blast.editorAside record={BLAST} />);
    expect(screen.getByTestId('send-note').textContent).toMatch(/another staff member with approval on it sends it/);
    expect(screen.queryByTestId('send-now')).toBeNull();
    fireEvent.click(screen.getByTestId('send-test'));
    await waitFor(() => expect(calls).toContainEqual({ method: 'POST', path: '/research-blast/test/5', body: undefined }));
  });

  it('shows nothing to send or test to someone who may only read', () => {
    signInAs(1, { ...emptyPermissionSet(), read_action: ['ALGORESEARCHBLAST'] });
    render(<blast.editorAside record={BLAST} />);
    expect(screen.queryByTestId('send-now')).toBeNull();
    expect(screen.queryByTestId('send-test')).toBeNull();
    expect(screen.getByTestId('send-note').textContent).toMatch(/A staff member with approval on it sends it/);
  });

  it('follows a sending campaign and hands the record over when it is sent', async () => {
    signInAs(1);
    const sending = { ...BLAST, status: 'SENDING', version: 3, recipient_count: 4, sent_count: 1 };
    detail = { ...sending, status: 'SENT', version: 4, sent_count: 3, failed_count: 1 };
    const changed = vi.fn();
    render(<newsletter.editorAside record={sending} onRecordChange={changed} />);
    expect(screen.getByTestId('send-cancel')).toBeTruthy();
    await waitFor(() => expect(changed).toHaveBeenCalledWith(expect.objectContaining({ status: 'SENT', version: 4 })));
    expect(calls.some((c) => c.path === '/newsletter/detail/5')).toBe(true);
    expect(screen.getByTestId('delivery-progress').dataset.sent).toBe('3');
  });
});

describe('the audience beside a campaign’s form', () => {
  it('counts the audience of what the form holds, and asks for plans when they are missing', async () => {
    signInAs(1);
    const def = { name: 'research-blast' };
    const { rerender } = render(<blast.livePreview def={def} record={null} values={{ ...BLAST, research_id: null }} dirty />);
    await waitFor(() => expect(screen.getByTestId('audience-size').textContent).toBe('1,234 clients will receive this'));
    expect(screen.getByTestId('blast-follow-up').textContent).toMatch(/research’s title, summary and link follow the message/);
    rerender(
      <QueryClientProvider client={new QueryClient()}>
        <blast.livePreview def={def} record={null} values={{ ...BLAST, plans: [] }} dirty />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('audience-size').textContent).toMatch(/Choose at least one plan/);
  });

  it('says which blocks follow a newsletter’s body', () => {
    signInAs(1);
    render(
      <newsletter.livePreview
        def={{ name: 'newsletter' }}
        record={null}
        values={{ audience: 'ALL', plans: [], research_ids: [1, 2], news_ids: [4] }}
        dirty={false}
      />,
    );
    expect(screen.getByTestId('edition-blocks').textContent).toMatch(/2 Exclusive research blocks and 1 Insight block/);
  });
});

describe('a campaign’s read-only reason', () => {
  it('leaves drafts editable and explains why a sent one is not', () => {
    expect(blast.readOnlyReason(BLAST)).toBeUndefined();
    expect(newsletter.readOnlyReason({ ...BLAST, status: 'SCHEDULED' })).toMatch(
      /This edition is scheduled, so it can no longer be changed/,
    );
  });
});
