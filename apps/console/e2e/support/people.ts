import type { Page } from 'playwright-core';
import { waitForLayout } from './console.ts';
import { assert, eventually, expectVisible } from './expect.ts';
import { latestMailTo } from './database.ts';

/**
 * Helpers of the People journeys. Pages are settled by what they show, never by network quiet:
 * the console keeps a live event stream open, so the network is never idle.
 */

export const listRows = (page: Page) => page.getByTestId('resource-list').getByTestId('resource-row');

/** Wait until the list shows rows (or its empty state) and no refetch is dimming it. */
export async function settleRows(page: Page): Promise<void> {
  await expectVisible(page.getByTestId('resource-list'));
  await eventually(async () => {
    const rows = await listRows(page).count();
    const empty = await page.getByTestId('list-empty').count();
    assert.ok(rows > 0 || empty > 0, 'rows or an empty state');
    const skeletons = await page.getByTestId('resource-list').locator('.mantine-Skeleton-root').count();
    assert.equal(skeletons, 0, 'no skeleton rows');
  });
  // Let a last refetch (after a filter change) finish dimming.
  await page.waitForTimeout(250);
}

export async function openPeopleList(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForLayout(page);
  await settleRows(page);
}

/** The set-password link of the newest invite mailed to `email` (from the outbox table). */
export async function inviteLinkFor(databaseFile: string, email: string): Promise<string> {
  const mail = await eventually(async () => {
    const found = latestMailTo(databaseFile, email);
    assert.ok(found, `a mail to ${email}`);
    return found;
  });
  const link = /(https?:\/\/\S+\/reset-password\?token=[\w-]+&invite=1)/.exec(mail.text_body)?.[1];
  assert.ok(link, `an invite link in: ${mail.text_body}`);
  return link;
}
