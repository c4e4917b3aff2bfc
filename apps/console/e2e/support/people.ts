import type { Page } from 'playwright-core';
import { waitForLayout } from './console.ts';
import { assert, eventually } from './expect.ts';
import { latestMailTo } from './database.ts';
import { settleList } from './resources.ts';

/**
 * Helpers of the People journeys. Pages are settled by what they show, never by network quiet:
 * the console keeps a live event stream open, so the network is never idle.
 */

export async function openPeopleList(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForLayout(page);
  await settleList(page);
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
