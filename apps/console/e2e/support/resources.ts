import type { Locator, Page } from 'playwright-core';
import { waitForLayout } from './console.ts';
import { assert, eventually, expectHidden, expectText, expectVisible } from './expect.ts';

/** Helpers for the generic resource screens (lists and editors made from contract definitions). */

export const list = (page: Page) => page.getByTestId('resource-list');
export const rows = (page: Page) => list(page).getByTestId('resource-row');

/** Open a list screen and wait until its rows (or its empty state) are shown. */
export async function openList(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForLayout(page);
  await settleList(page);
}

/**
 * Wait for the list to finish loading: no request of its own under way, and rows or an empty state
 * shown. (Not "network idle": the layout keeps an event stream open.)
 */
export async function settleList(page: Page): Promise<void> {
  await expectVisible(list(page));
  await eventually(async () => {
    assert.equal(await list(page).getAttribute('aria-busy'), 'false', 'the list is not loading');
    const count = await rows(page).count();
    const empty = await list(page).getByTestId('list-empty').count();
    assert.ok(count > 0 || empty > 0, 'rows or an empty state');
  });
}

/** The titles of the rows shown, in order. */
export async function rowTitles(page: Page): Promise<string[]> {
  const titles = await rows(page).locator('[data-testid="row-title"], [data-testid="inline-edit-input"]').allTextContents();
  if (titles.length > 0) return titles.map((t) => t.trim());
  return (await rows(page).locator('td:nth-child(2), td:nth-child(3)').allTextContents()).map((t) => t.trim());
}

export function rowNamed(page: Page, title: string | RegExp): Locator {
  return rows(page).filter({ has: page.getByTestId('row-title').filter({ hasText: title }) });
}

/** Confirm the open confirmation dialog with its confirm button. */
export async function confirm(page: Page, label: string | RegExp): Promise<void> {
  const dialog = page.getByTestId('confirm-dialog').getByRole('dialog');
  await expectVisible(dialog);
  await dialog.getByRole('button', { name: label }).click();
  await expectHidden(dialog);
}

export async function expectToast(page: Page, title: string | RegExp): Promise<void> {
  await expectText(page.getByTestId('toast-title'), title);
}

/**
 * After a create: wait until the page is the record's own editor (the address, then the loaded
 * editor's title), and answer the record's id. The address changes before the route's screen is
 * loaded; a click in between lands on the create screen, which is about to go.
 */
export async function expectExistingEditor(page: Page, path: string): Promise<number> {
  const address = new RegExp(`^/${path}/editor/existing/(\\d+)$`);
  await eventually(async () => assert.match(new URL(page.url()).pathname, address));
  await expectVisible(page.getByTestId('editor-title'));
  return Number(address.exec(new URL(page.url()).pathname)![1]);
}

/** Wait until the editor's save bar says everything is saved. */
export async function expectSaved(page: Page): Promise<void> {
  await expectText(page.getByTestId('save-bar'), /All changes saved/);
}

/** Switch the list between live records and the trash. */
export async function showTrash(page: Page, on: boolean): Promise<void> {
  await page
    .getByTestId('trash-switch')
    .locator('label', { hasText: on ? 'Trash' : 'Live' })
    .click();
}

/**
 * A content choice by its title: a picker's content option reads its title, then its id, status
 * and date (`Title` `#12 · Approved · 2 Dec 2026`), so it is named by what it starts with.
 */
export function contentOption(title: string): RegExp {
  return new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}
