import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, API_BASE } from '@rc/contract/api-paths';
import { clearSession } from './session-store.ts';
import { findKeptWork, forgetAllWorkOf, forgetWork, keepWork, loadWorkKey, type KeptWork } from './unsaved-work.ts';

/** Each person's key, as the server derives it: 32 bytes, base64url. */
const KEYS: Record<number, string> = {
  3: 'q0ZKQPQ6cL5oVqk3qW0mS3mY4VfYv2XW3FZ1h6mCk5E',
  4: 'M4kX9eH2b7Rf0cJ1nL8pQ5sT3uV6wY9zA2bD4eF7gH0',
};
let signedIn: number | null = null;

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      if (input !== `${API_BASE}${API.drafts.browserKey}` || signedIn === null)
        return new Response(JSON.stringify({ error: { code: 'UNAUTHENTICATED', message: 'Sign in' } }), { status: 401 });
      return new Response(JSON.stringify({ data: { key: KEYS[signedIn] } }), { status: 200 });
    }),
  );
  window.history.replaceState(null, '', '/signin');
});

afterEach(() => {
  forgetAllWorkOf(3);
  forgetAllWorkOf(4);
  vi.unstubAllGlobals();
});

const work: KeptWork = {
  values: { title: 'Outlook 2027', body: '<p>Bab satu</p>' },
  baseVersion: null,
  keptAt: '2026-11-22T03:42:00.000Z',
};
const place = { personId: 3, area: 'algo-research', record: 'new' as const };

/** A fresh page: what was kept in memory is gone, storage stays (the module is loaded again). */
async function reloaded() {
  vi.resetModules();
  return import('./unsaved-work.ts');
}

describe('unsaved work kept in the browser', () => {
  it('is stored encrypted, and its person reads it back after signing in again, even after a reload', async () => {
    signedIn = 3;
    await loadWorkKey(3);
    await keepWork(place, work);
    const stored = localStorage.getItem('rc-unsaved:3:algo-research:new');
    expect(stored).not.toBeNull();
    expect(stored).not.toContain('Outlook');
    expect(stored).not.toContain('Bab satu');

    signedIn = 3;
    const fresh = await reloaded();
    expect(await fresh.findKeptWork(place)).toEqual(work);
  });

  it('cannot be read by another person who signs in on this browser, even copied under their name', async () => {
    signedIn = 3;
    await loadWorkKey(3);
    await keepWork(place, work);
    signedIn = 4;
    const fresh = await reloaded();
    expect(await fresh.findKeptWork({ ...place, personId: 4 })).toBeNull();
    localStorage.setItem('rc-unsaved:4:algo-research:new', localStorage.getItem('rc-unsaved:3:algo-research:new')!);
    expect(await fresh.findKeptWork({ ...place, personId: 4 })).toBeNull();
    // Not their key either: reading person 3's entry with person 4's session fails.
    expect(await fresh.findKeptWork(place)).toBeNull();
  });

  it('is forgotten on save or discard, and all of a person’s on sign-out', async () => {
    signedIn = 3;
    await loadWorkKey(3);
    await keepWork(place, work);
    await keepWork({ ...place, record: 12 }, { ...work, baseVersion: 4 });
    forgetWork(place);
    expect(await findKeptWork(place)).toBeNull();
    expect(await findKeptWork({ ...place, record: 12 })).toMatchObject({ baseVersion: 4 });
    forgetAllWorkOf(3);
    expect(await findKeptWork({ ...place, record: 12 })).toBeNull();
    expect(Object.keys(localStorage).filter((name) => name.startsWith('rc-unsaved:'))).toEqual([]);
  });

  it('keeps no readable copy in the page once sealed, and holds the key only for its session', async () => {
    signedIn = 3;
    await loadWorkKey(3);
    await keepWork(place, work);
    localStorage.removeItem('rc-unsaved:3:algo-research:new');
    expect(await findKeptWork(place)).toBeNull();

    const asked = () => vi.mocked(fetch).mock.calls.length;
    const before = asked();
    await loadWorkKey(3);
    expect(asked()).toBe(before);
    clearSession();
    await loadWorkKey(3);
    expect(asked()).toBe(before + 1);
  });

  it('without the key (the session ended before it came) is kept in this tab only', async () => {
    signedIn = null;
    await keepWork({ ...place, personId: 4 }, work);
    expect(localStorage.getItem('rc-unsaved:4:algo-research:new')).toBeNull();
    expect(await findKeptWork({ ...place, personId: 4 })).toEqual(work);
  });
});
