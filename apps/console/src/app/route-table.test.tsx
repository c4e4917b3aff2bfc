import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, API_BASE } from '@rc/contract/api-paths';
import { rolePreset, type PermissionSet } from '@rc/contract/permissions';
import { EMPTY_PROFILE, type Profile } from '@rc/contract/profile';
import { REDIRECTS, ROUTE_NAMES, ROUTES } from '@rc/contract/routes';
import { api } from '@/lib/api-client.ts';
import { FORBIDDEN_PAGE_TEXT } from '@/lib/messages.ts';
import { registerNavigate } from '@/lib/navigation.ts';
import { clearToasts } from '@/lib/notify.ts';
import { clearSession } from '@/lib/session-store.ts';
import { OUTLINES, RESOURCES } from '@rc/contract/resources/resource-registry';
import { buildRoutes } from './route-table.tsx';
import { ROUTE_TITLES } from './route-titles.ts';
import { SCREENS } from './screens.ts';
import { theme } from './theme.ts';

const profile: Profile = { ...EMPTY_PROFILE, id: 9, fullname: 'Wendy Writer', email: 'writter@demo.test', role: 'writter' };

let permissions: PermissionSet | null;
let sessionAlive: boolean;
const calls: string[] = [];

function fakeServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = input.replace(API_BASE, '').split('?')[0]!;
      calls.push(path);
      const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
      if (!sessionAlive) return json(401, { error: { code: 'UNAUTHENTICATED', message: 'Sign in first.' } });
      if (path === API.profile.get) return json(200, { data: profile });
      if (path === API.selfPermission) return json(200, permissions === null ? {} : { data: permissions });
      return json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
    }),
  );
}

function start(path: string) {
  // The API client reads where the user is from the address bar, as in the browser.
  window.history.replaceState(null, '', path);
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  registerNavigate((to, { replace }) => void router.navigate(to, { replace }));
  render(
    <MantineProvider theme={theme} env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

const count = (path: string) => calls.filter((p) => p === path).length;

beforeEach(() => {
  calls.length = 0;
  permissions = rolePreset('writter');
  sessionAlive = true;
  clearSession();
  fakeServer();
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
  act(() => clearToasts());
});

describe('route table', () => {
  it('has a route for every screen path and every redirect of the contract', () => {
    const paths = new Set<string>();
    const walk = (routes: ReturnType<typeof buildRoutes>) => {
      for (const route of routes) {
        if (route.path) paths.add(route.path);
        if (route.children) walk(route.children);
      }
    };
    walk(buildRoutes());
    for (const name of ROUTE_NAMES) expect(paths.has(ROUTES[name].path), name).toBe(true);
    for (const { from } of REDIRECTS) expect(paths.has(from), from).toBe(true);
  });

  // The first screen drawn in this file loads the layout's lazy parts: slow on a busy machine.
  it('shows the forbidden page for a screen whose module the user cannot read', { timeout: 20_000 }, async () => {
    start('/internal-user');
    expect(await screen.findByText(FORBIDDEN_PAGE_TEXT, {}, { timeout: 15_000 })).toBeTruthy();
  });

  it('shows a readable screen inside the layout', async () => {
    permissions = { ...rolePreset('writter'), read_action: [...rolePreset('writter').read_action, 'HYBRIDSLIDER'] };
    start(ROUTES.HybridSlider.path);
    expect(await screen.findByTestId('resource-list')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(screen.queryByText(FORBIDDEN_PAGE_TEXT)).toBeNull();
  });

  it('sends a bare editor path and the permission paths to their list', async () => {
    const router = start('/permission/editor');
    await screen.findByText(FORBIDDEN_PAGE_TEXT);
    expect(router.state.location.pathname).toBe(ROUTES.User.path);
    await act(() => router.navigate('/research-blast/editor/existing'));
    expect(router.state.location.pathname).toBe(ROUTES.ResearchBlast.path);
  });

  it('has a screen for every route that is not a redirect, and none for a redirect', () => {
    const screened = ROUTE_NAMES.filter((name) => !ROUTES[name].redirectTo);
    expect(new Set(Object.keys(SCREENS))).toEqual(new Set(screened));
  });

  it('has the routes of every definition, and the routes of no definition in routes.ts', () => {
    const declared = OUTLINES.flatMap((outline) => outline.routes.map((route) => route.name));
    expect(new Set(declared).size).toBe(declared.length);
    for (const def of OUTLINES)
      for (const route of def.routes) {
        expect(ROUTES[route.name]).toMatchObject({ path: route.path, group: route.group });
        expect(ROUTE_TITLES[route.name]).toBe(route.title);
        expect(ROUTES[route.name].modules).toContain(def.module);
      }
    // Each screen a definition shows (its own, or another's such as the stock tabs) is a route.
    for (const def of RESOURCES) for (const route of Object.values(def.screens)) expect(ROUTE_NAMES).toContain(route);
  });

  it('has a screen or a redirect for every shorter form of every path', () => {
    const known = new Set([...Object.values(ROUTES).map((route) => route.path), ...REDIRECTS.map((r) => r.from)]);
    const missing = Object.values(ROUTES).flatMap((route) => {
      const parts = route.path.split('/').filter(Boolean);
      return parts
        .slice(1)
        .map((_, i) => `/${parts.slice(0, i + 1).join('/')}`)
        .filter((prefix) => !prefix.includes(':') && !known.has(prefix));
    });
    expect(missing).toEqual([]);
  });

  it('sends the bare sub-account editor paths to the contributors', async () => {
    const router = start('/contributor/editor/existing/sub-account/existing');
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(router.state.location.pathname).toBe(ROUTES.Contributor.path);
  });

  it('shows the not-found page inside the layout for an unknown path', async () => {
    start('/no/such/page');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
  });
});

describe('navigation guard', () => {
  it('loads the profile once and the permissions before every navigation', async () => {
    const router = start('/');
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(count(API.profile.get)).toBe(1);
    expect(count(API.selfPermission)).toBe(1);
    await act(() => router.navigate('/newsletter'));
    await act(() => router.navigate('/user'));
    expect(count(API.profile.get)).toBe(1);
    expect(count(API.selfPermission)).toBe(3);
  });

  it('takes away a screen as soon as the permission is withdrawn', async () => {
    permissions = { ...rolePreset('writter'), read_action: [...rolePreset('writter').read_action, 'HYBRIDSLIDER'] };
    const router = start(ROUTES.HybridSlider.path);
    await screen.findByTestId('resource-list');
    permissions = rolePreset('writter');
    await act(() => router.navigate(ROUTES.HybridSliderCreate.path));
    expect(await screen.findByText(FORBIDDEN_PAGE_TEXT)).toBeTruthy();
  });

  it('treats permissions absent from the answer as none', async () => {
    permissions = null;
    start('/newsletter');
    expect(await screen.findByText(FORBIDDEN_PAGE_TEXT)).toBeTruthy();
  });

  it.each(['/signin', '/forgot-password', '/reset-password?token=x'])(
    'loads neither profile nor permissions on %s',
    async (path) => {
      start(path);
      await screen.findByRole('form');
      // The sign-in screen only asks whether a session is alive (someone signed in moves on).
      expect(calls).toEqual(path === '/signin' ? [API.auth.session] : []);
    },
  );

  it('sends someone already signed in from the sign-in screen to where they were going', async () => {
    const router = start('/signin?redirect=%2Fcategory');
    await screen.findByRole('form', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/signin');
    vi.unstubAllGlobals();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const path = input.replace(API_BASE, '').split('?')[0]!;
        if (path === API.auth.session) return new Response(JSON.stringify({ data: { signed_in: true } }), { status: 200 });
        if (path === API.profile.get) return new Response(JSON.stringify({ data: profile }), { status: 200 });
        if (path === API.selfPermission) return new Response(JSON.stringify({ data: permissions }), { status: 200 });
        return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Not found' } }), { status: 404 });
      }),
    );
    start('/signin?redirect=%2Fcategory');
    // The list screen loads lazily: on a busy machine that takes more than waitFor's default second.
    await vi.waitFor(
      () => expect(window.location.pathname === '/category' || screen.queryByTestId('resource-list')).toBeTruthy(),
      { timeout: 15_000 },
    );
  });

  it('a session that ends on a screen lands on sign in, never on the forbidden page', async () => {
    permissions = { ...rolePreset('writter'), read_action: [...rolePreset('writter').read_action, 'HYBRIDSLIDER'] };
    const router = start(ROUTES.HybridSlider.path);
    registerNavigate((to, { replace, state }) => void router.navigate(to, { replace, state }));
    await screen.findByTestId('resource-list');
    let forbiddenShown = false;
    const watch = new MutationObserver(() => {
      if (document.body.textContent?.includes(FORBIDDEN_PAGE_TEXT)) forbiddenShown = true;
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    sessionAlive = false;
    await act(() => api.get(API.circleTotalRequest).catch(() => undefined));
    await screen.findByRole('form', { name: 'Sign in' });
    watch.disconnect();
    expect(forbiddenShown).toBe(false);
    expect(router.state.location.pathname).toBe('/signin');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(ROUTES.HybridSlider.path);
  });

  it('an ended session lands on sign in, with the way back', async () => {
    sessionAlive = false;
    const router = start('/newsletter?page=3');
    await screen.findByRole('form', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/signin');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/newsletter?page=3');
  });
});
