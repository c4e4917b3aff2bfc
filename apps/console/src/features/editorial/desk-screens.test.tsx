import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyPermissionSet, type Action, type PermissionSet } from '@rc/contract/permissions';
import type { Module } from '@rc/contract/modules';
import { clearSession, setPermissions } from '@/lib/session-store.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { DeskRecordRedirect } from './desk-record-redirect.tsx';
import { NewContentScreen } from './new-content-screen.tsx';

function grant(grants: Partial<Record<Module, readonly Action[]>>): PermissionSet {
  const set = emptyPermissionSet();
  for (const [module, actions] of Object.entries(grants) as [Module, readonly Action[]][])
    for (const action of actions) set[`${action}_action`].push(module);
  return set;
}

afterEach(() => clearSession());

describe('New content (/research/new)', () => {
  const kinds = () => screen.queryAllByTestId(/^new-kind-/).map((card) => card.dataset.testid);

  it('offers the kinds the user may write, each opening its area’s new editor', () => {
    setPermissions(grant({ ALGORESEARCH: ['read', 'write'], ALGONEWS: ['read', 'write'], COMMUNITYRESEARCH: ['read', 'write'] }));
    renderWithProviders(<NewContentScreen />);
    // Circle has no new screen: its articles come from contributors.
    expect(kinds()).toEqual(['new-kind-algo-research', 'new-kind-algo-news']);
    expect(screen.getByRole('link', { name: 'New exclusive research' }).getAttribute('href')).toBe('/algo-research/new');
    expect(screen.getByRole('link', { name: 'New insight item' }).getAttribute('href')).toBe('/algo-news/new');
  });

  it('offers only Insight to an Insight writer who reads research', () => {
    setPermissions(grant({ ALGORESEARCH: ['read'], ALGONEWS: ['read', 'write'] }));
    renderWithProviders(<NewContentScreen />);
    expect(kinds()).toEqual(['new-kind-algo-news']);
  });

  it('says why there is nothing to create, for a Circle reviewer', () => {
    setPermissions(grant({ COMMUNITYRESEARCH: ['read', 'approval'] }));
    renderWithProviders(<NewContentScreen />);
    expect(kinds()).toEqual([]);
    expect(screen.getByTestId('new-content-none').textContent).toContain('Circle articles come from their contributors');
  });
});

describe('a desk link (/research/editor/existing/:id)', () => {
  function open(id: string, grants: Partial<Record<Module, readonly Action[]>>) {
    setPermissions(grant(grants));
    renderWithProviders(
      <Routes>
        <Route path="/research/editor/existing/:id" element={<DeskRecordRedirect />} />
        <Route path="/algo-research/editor/existing/:id" element={<p>research editor</p>} />
        <Route path="/algo-news/editor/existing/:id" element={<p>news editor</p>} />
        <Route path="/circle-research-content/editor/existing/:id" element={<p>circle editor</p>} />
      </Routes>,
      { route: `/research/editor/existing/${id}` },
    );
  }

  it('opens the record in its area’s editor', async () => {
    const all = { ALGORESEARCH: ['read'], ALGONEWS: ['read'], COMMUNITYRESEARCH: ['read'] } as const;
    const cases: Array<[string, string]> = [
      ['algo-research-12', 'research editor'],
      ['algo-news-3', 'news editor'],
      ['circle-research-7', 'circle editor'],
    ];
    for (const [id, editor] of cases) {
      open(id, all);
      expect(await screen.findByText(editor)).toBeTruthy();
      clearSession();
      document.body.innerHTML = '';
    }
  });

  it('says so when the link names no record, or an area the user cannot read', () => {
    open('12', { ALGORESEARCH: ['read'] });
    expect(screen.getByTestId('desk-record-unknown')).toBeTruthy();
    document.body.innerHTML = '';
    open('circle-research-7', { ALGORESEARCH: ['read'] });
    expect(screen.getByTestId('desk-record-forbidden').textContent).toContain('You cannot open Circle');
  });
});
