import type { Page } from 'playwright-core';
import { RESOURCES } from '@rc/contract/resources/resource-registry';
import { resourcePaths } from '@rc/contract/resources/resource';
import { ROUTES, ROUTE_NAMES, type RouteName } from '@rc/contract/routes';
import { ROUTE_TITLES } from '../../src/app/route-titles.ts';
import { accessibilityViolations } from '../support/axe.ts';
import { screenshot, signIn, waitForLayout } from '../support/console.ts';
import { DESKTOP, MOBILE, type JourneyContext, type JourneySuite, type Viewport } from '../support/journey.ts';
import { DEMO_PASSWORD, E2E_BASIC } from '../support/server.ts';

/** Screens of the route table that are not screens to audit signed in, and why. */
const NOT_SIGNED_IN: ReadonlySet<RouteName> = new Set([
  'Login', // audited signed out below
  'ForgotPassword', // audited signed out below
  'ResetPassword', // audited signed out below
  'Logout', // signs out: an action, not a screen
]);

/** The first record id of a resource's list, as the owner reads it. */
async function firstId(page: Page, resource: string, nth = 0): Promise<number> {
  const url = `/api${resourcePaths(resource).list}?limit=${nth + 1}`;
  const answer = await page.evaluate(
    async ({ url, auth }) => {
      const res = await fetch(url, { headers: { authorization: auth } });
      return { status: res.status, body: (await res.json()) as { data?: { data?: Array<{ id: number }> } } };
    },
    { url, auth: E2E_BASIC },
  );
  const id = answer.body.data?.data?.[nth]?.id;
  if (answer.status !== 200 || id === undefined) {
    throw new Error(`No ${resource} record to open (${url} answered ${answer.status}): the demo data should hold one.`);
  }
  return id;
}

/**
 * A real address for every route: `:id` is a record of the resource whose editor the route is (the
 * parent's for a child's "new" screen); the few screens that are no resource's editor say theirs
 * here. A new `:id` route that fits neither fails the journey by name.
 */
async function addressOf(page: Page, name: RouteName): Promise<string> {
  const path = ROUTES[name].path;
  if (!path.includes(':id')) return path;
  const edited = RESOURCES.find((def) => def.screens.edit === name);
  if (edited) return path.replace(':id', String(await firstId(page, edited.name)));
  const child = RESOURCES.find((def) => def.screens.create === name && def.parent);
  if (child) {
    const parent = RESOURCES.find((def) => def.screens.edit === child.parent!.screen)!;
    return path.replace(':id', String(await firstId(page, parent.name)));
  }
  if (name === 'PermissionEditorExisting') return path.replace(':id', String(await firstId(page, 'internal-user', 1)));
  if (name === 'ResearchEditorExisting') return path.replace(':id', `algo-research-${await firstId(page, 'algo-research')}`);
  throw new Error(`The accessibility journey does not know which record ${name} (${path}) opens: add it to addressOf.`);
}

/**
 * Wait until the screen has finished loading: its heading is there (a screen that redirects, like
 * the desk's record links, has none between the two routes), nothing busy, no skeleton, no
 * spinner, images in. A screen that never shows a heading is reported by axe after the wait.
 */
async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const busy = document.querySelectorAll(
          '[aria-busy="true"], .mantine-Loader-root, .mantine-Skeleton-root[data-visible="true"], [data-testid="route-loading"]',
        );
        const images = Array.from(document.images).every((img) => img.complete);
        const heading = document.querySelector('h1') !== null;
        return heading && images && Array.from(busy).every((el) => (el as HTMLElement).offsetParent === null);
      },
      undefined,
      { timeout: 10_000, polling: 100 },
    )
    .catch(() => undefined);
}

/**
 * Wait until the screen itself is on the page: the router keeps the previous screen up while the
 * next one's code loads, so the tab's title (set as the new route renders) says when it has
 * arrived. A screen that redirects (the desk's record links) has arrived when the address moved on.
 */
async function shown(page: Page, name: RouteName, pathname: string): Promise<void> {
  await page
    .waitForFunction(
      ([title, path]) => document.title.startsWith(`${title} ·`) || window.location.pathname !== path,
      [ROUTE_TITLES[name], pathname] as const,
      { timeout: 10_000, polling: 50 },
    )
    .catch(() => undefined);
}

/**
 * Open a screen the way the console's own links do (the router follows a history change), which
 * is much quicker than loading the page again; a fresh load when the router did not follow.
 */
async function openInApp(page: Page, baseUrl: string, address: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, address);
  const [pathname] = address.split('?');
  const followed = await page
    .waitForFunction(
      (want) => window.location.pathname === want && !!document.querySelector('[data-testid="app-shell"]'),
      pathname,
      {
        timeout: 2_000,
      },
    )
    .then(() => true)
    .catch(() => false);
  if (!followed) {
    await page.goto(`${baseUrl}${address}`);
    await waitForLayout(page);
  }
}

async function auditEveryScreen(page: Page, baseUrl: string, width: string, log: JourneyContext['log']): Promise<string[]> {
  const problems: string[] = [];
  const started = Date.now();
  let audited = 0;
  for (const name of ROUTE_NAMES) {
    const route = ROUTES[name];
    if (NOT_SIGNED_IN.has(name) || route.redirectTo) continue;
    const address = await addressOf(page, name);
    const opened = Date.now();
    await openInApp(page, baseUrl, address);
    await shown(page, name, address.split('?')[0]!);
    await settle(page);
    const took = Date.now() - opened;
    if (took > 4000) log(`${width}: ${name} took ${took} ms to settle`);
    problems.push(...(await accessibilityViolations(page, `${name} (${address}) at ${width}`)));
    // Every screen at both widths, for review (test-output/screenshots/screen-<route>-<width>.png).
    await screenshot(page, `screen-${name}-${width}`);
    audited += 1;
  }
  log(`audited ${audited} screens at ${width} in ${Math.round((Date.now() - started) / 1000)} s`);
  if (audited < 55) problems.push(`only ${audited} screens were audited: the route table should give more`);
  return problems;
}

async function auditSignedOut(page: Page, baseUrl: string, width: string): Promise<string[]> {
  const problems: string[] = [];
  for (const name of ['Login', 'ForgotPassword', 'ResetPassword'] as const) {
    const address = name === 'ResetPassword' ? `${ROUTES[name].path}?token=not-a-real-token` : ROUTES[name].path;
    await page.goto(`${baseUrl}${address}`);
    await page.locator('main, form').first().waitFor();
    await settle(page);
    problems.push(...(await accessibilityViolations(page, `${name} (${address}) at ${width}`)));
  }
  return problems;
}

/** One width's audit: the signed-out screens, then every screen signed in as the owner. */
async function auditWidth(ctx: JourneyContext, label: string, viewport: Viewport, isMobile: boolean): Promise<string[]> {
  const signedOut = await ctx.newPage({ viewport, isMobile });
  const problems = await auditSignedOut(signedOut, ctx.server.url, label);
  await signedOut.close();
  const page = await ctx.newPage({ viewport, isMobile });
  await signIn(page, ctx.server.url, 'owner@demo.test', DEMO_PASSWORD);
  problems.push(...(await auditEveryScreen(page, ctx.server.url, label, ctx.log)));
  return problems;
}

/** Issue 17's gate: the whole route table, as the owner, at desktop and phone width. */
export const accessibilitySuite: JourneySuite = {
  title: 'Accessibility gate',
  journeys: [
    {
      // Both widths at once, each in its own browser profile: the gate costs the time of one.
      name: 'every screen of the route table, at desktop and at phone width, has no serious or critical axe violation',
      timeoutMs: 900_000,
      run: async (ctx) => {
        const [desktop, phone] = await Promise.all([
          auditWidth(ctx, 'desktop', DESKTOP, false),
          auditWidth(ctx, 'phone', MOBILE, true),
        ]);
        const problems = [...desktop, ...phone];
        if (problems.length > 0) throw new Error(`Accessibility violations:\n  ${problems.join('\n  ')}`);
      },
    },
  ],
};
