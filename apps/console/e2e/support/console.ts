import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { API } from '@rc/contract/api-paths';
import { ROUTES } from '@rc/contract/routes';
import { endAllSessions } from './database.ts';
import { E2E_BASIC, REPO_ROOT, type TestServer } from './server.ts';
import { DEFAULT_TIMEOUT, eventually, expectAttribute, expectPath, expectVisible } from './expect.ts';

export const SCREENSHOT_DIR = path.join(REPO_ROOT, 'test-output', 'screenshots');

/**
 * Wait until menus, drawers and collapses have finished moving: two frames for a transition that
 * was just asked for to start, then until no finite animation runs (spinners run for ever and are
 * not waited for). A screen still moving after a second is taken as it is.
 */
async function stillOnScreen(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page
    .waitForFunction(
      () =>
        document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
      undefined,
      { timeout: 1_000, polling: 'raf' },
    )
    .catch(() => undefined);
}

export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await stillOnScreen(page);
  await page.screenshot({ path: file, fullPage: false, animations: 'disabled' });
  return file;
}

export const menu = (page: Page) => page.locator('nav[aria-label="Main menu"]');

/**
 * Open a group of the side menu and wait until its panel has finished opening: a link low in a
 * panel that is still growing can move between the press and the release of a click, and then no
 * click happens (seen on a busy machine with the last link of Tools).
 */
export async function openMenuGroup(page: Page, name: RegExp): Promise<void> {
  const button = menu(page).getByRole('button', { name });
  await button.click();
  await expectAttribute(button, 'aria-expanded', 'true');
  const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  await eventually(async () => {
    const { shown, full } = await panel.evaluate((el) => ({ shown: el.clientHeight, full: el.scrollHeight }));
    assert.ok(shown > 0 && shown >= full, `the panel is ${shown} of ${full} px tall`);
  });
}

/**
 * End every session on the server's side, as an idle timeout or a revocation would, and make sure
 * the server refuses this page's session from now on. A node keeps a session it read for up to a
 * second (decision 045) and forgets what it kept as any write request ends: a sign-out without a
 * session is such a request, so the page's next call is refused at once.
 */
export async function endSessionsOnServer(page: Page, server: Pick<TestServer, 'url' | 'databaseFile'>): Promise<void> {
  assert.ok(endAllSessions(server.databaseFile) > 0, 'a session existed');
  const write = await fetch(`${server.url}/api${API.auth.logout}`, { method: 'POST', headers: { Authorization: E2E_BASIC } });
  assert.ok(write.status < 500, `sign-out without a session answers ${write.status}`);
  await eventually(async () => {
    const answer = await page.request.get(`${server.url}/api${API.profile.get}`, { headers: { Authorization: E2E_BASIC } });
    assert.equal(answer.status(), 401, 'the session is refused');
  });
}

/** Wait until the signed-in layout shows its real menu (the skeleton is gone). */
export async function waitForLayout(page: Page): Promise<void> {
  await expectVisible(page.getByTestId('app-shell'));
  await menu(page).locator('ul').first().waitFor({ state: 'attached', timeout: DEFAULT_TIMEOUT });
}

/** Fill the sign-in form and submit it (the page must be on /signin). */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in' });
  await expectVisible(form);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** Sign in from the sign-in page and wait for the console to appear at `landing`. */
export async function signIn(page: Page, baseUrl: string, email: string, password: string, landing = ROUTES.Home.path) {
  await page.goto(`${baseUrl}${ROUTES.Login.path}`);
  await submitSignIn(page, email, password);
  await expectPath(page, landing);
  await waitForLayout(page);
}

/**
 * What the expanded side menu shows, in order: top-level labels, and "Group › Item" for the items
 * of each group (groups are opened one at a time, as the menu allows).
 */
export async function readMenuLabels(page: Page): Promise<string[]> {
  const labels: string[] = [];
  const entries = menu(page).locator(':scope > ul > li');
  const count = await entries.count();
  for (let i = 0; i < count; i++) {
    const entry = entries.nth(i);
    const groupButton = entry.locator(':scope > button');
    if ((await groupButton.count()) === 0) {
      labels.push(((await entry.textContent()) ?? '').trim());
      continue;
    }
    const groupLabel = ((await groupButton.locator('span').first().textContent()) ?? '').trim();
    labels.push(groupLabel);
    if ((await groupButton.getAttribute('aria-expanded')) !== 'true') await groupButton.click();
    const panel = page.locator(`[id="${await groupButton.getAttribute('aria-controls')}"]`);
    const items = panel.locator('a');
    await expectVisible(items);
    for (const text of await items.allTextContents()) labels.push(`${groupLabel} › ${text.replace(/\d+$/, '').trim()}`);
  }
  return labels;
}

/** A small real PNG (the server checks the file's first bytes, not its name). */
export async function pngOf(page: Page, width = 240, height = 160): Promise<Buffer> {
  return page.screenshot({ clip: { x: 0, y: 0, width, height }, type: 'png' });
}

/**
 * Pick a date and time in an open Mantine date-and-time picker: the time is typed first (picking a
 * day fills the time fields in), then the day is picked, then the choice is submitted. `at` is a
 * dayjs moment in the browser's zone.
 */
export async function pickDateTime(
  page: Page,
  at: { format(f: string): string; month(): number; date(): number },
): Promise<void> {
  // The picker that is open now: another one may stay mounted, hidden, on the same page.
  const picker = page
    .locator('.mantine-Popover-dropdown:visible', { has: page.locator('.mantine-DateTimePicker-calendarHeader') })
    .last();
  await expectVisible(picker);
  await picker.locator('input.mantine-TimePicker-field').first().click();
  await page.keyboard.type(at.format('HHmm'), { delay: 30 });
  if (at.month() !== new Date().getMonth()) {
    await picker.locator('.mantine-DateTimePicker-calendarHeaderControl[data-direction="next"]').click();
  }
  await picker
    .locator('button.mantine-DateTimePicker-day:not([data-outside]):not([data-disabled])', {
      hasText: new RegExp(`^${at.date()}$`),
    })
    .click();
  await picker.locator('.mantine-DateTimePicker-submitButton').click();
}
