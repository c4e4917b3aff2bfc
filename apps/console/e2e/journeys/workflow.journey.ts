import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { ROUTES } from '@rc/contract/routes';
import { screenshot, signIn, waitForLayout } from '../support/console.ts';
import { assert, expectHidden, expectText, expectVisible } from '../support/expect.ts';
import { DESKTOP, MOBILE, type JourneySuite } from '../support/journey.ts';
import { expectToast } from '../support/resources.ts';
import { DEMO_PASSWORD } from '../support/server.ts';

/** Circle articles of the demo data in `status`, newest first (read straight from the server's database). */
function articlesIn(databaseFile: string, status: string): number[] {
  const db = new Database(databaseFile, { readonly: true });
  db.pragma('busy_timeout = 5000');
  try {
    const rows = db
      .prepare('select id from circle_research where status = ? and deleted_at is null order by id desc limit 20')
      .all(status) as Array<{ id: number }>;
    return rows.map((r) => r.id);
  } finally {
    db.close();
  }
}

const editorPath = (id: number) => ROUTES.CommunityResearchEditorExisting.path.replace(':id', String(id));

async function openEditor(page: Page, base: string, id: number): Promise<void> {
  await page.goto(`${base}${editorPath(id)}`);
  await waitForLayout(page);
  await expectVisible(page.getByTestId('workflow-panel'));
}

const panel = (page: Page) => page.getByTestId('workflow-panel');
const dialog = (page: Page) => page.getByTestId('respond-dialog').getByRole('dialog');

/**
 * The engine's workflow in the generic editor (Circle articles are the workflow area that exists
 * today): the status, the steps the person may take, a change request beside the published
 * version, a scheduled approval, and maker–checker.
 */
export const workflowSuite: JourneySuite = {
  title: 'Engine workflow in the editor',
  journeys: [
    {
      name: 'a reviewer compares a change request with the published version, then approves it (screenshots)',
      run: async ({ server, newPage }) => {
        const id = articlesIn(server.databaseFile, 'REQUEST')[0]!;
        for (const [viewport, name] of [
          [MOBILE, 'mobile'],
          [DESKTOP, 'desktop'],
        ] as const) {
          const page = await newPage({ viewport, isMobile: viewport === MOBILE });
          await signIn(page, server.url, 'auditor@demo.test', DEMO_PASSWORD);
          await openEditor(page, server.url, id);
          await expectText(panel(page).getByTestId('status-badge'), 'Change request');
          await page.getByTestId('workflow-compare').click();
          const compare = page.getByTestId('pending-change');
          await expectVisible(compare);
          assert.ok((await compare.getByTestId('change-field').count()) > 0, 'at least one field changed');
          await expectVisible(compare.getByTestId('change-live').first());
          await expectVisible(compare.getByTestId('change-proposed').first());
          await screenshot(page, `workflow-compare-${name}`);
          await page.keyboard.press('Escape');
          await expectHidden(compare);
          await screenshot(page, `workflow-editor-${name}`);
          if (name === 'mobile') continue;
          await panel(page).getByTestId('workflow-review').click();
          await expectText(dialog(page).getByTestId('respond-submit'), 'Approve change');
          await dialog(page).getByTestId('respond-submit').click();
          await expectToast(page, 'Change approved');
          await expectText(panel(page).getByTestId('status-badge'), 'Approved');
          await expectHidden(page.getByTestId('workflow-compare'));
          await expectText(page.getByTestId('history-panel'), /approved the change/);
        }
      },
    },
    {
      name: 'a reviewer approves an article for a later time: it stays unpublished and the editor says when',
      run: async ({ server, newPage }) => {
        const id = articlesIn(server.databaseFile, 'PENDING')[0]!;
        const page = await newPage({ viewport: DESKTOP });
        await signIn(page, server.url, 'auditor@demo.test', DEMO_PASSWORD);
        await openEditor(page, server.url, id);
        await panel(page).getByTestId('workflow-review').click();
        await expectVisible(dialog(page));
        // Publishing now is the default; a later time is its own choice, proposed at the next full hour.
        await expectText(dialog(page).getByTestId('respond-submit'), 'Approve and publish now');
        await dialog(page).getByTestId('respond-later').click();
        await expectText(dialog(page).getByTestId('respond-schedule'), /, \d{2}:00$/);
        await dialog(page).getByTestId('respond-schedule').click();
        const picker = page.locator('.mantine-Popover-dropdown', { has: page.locator('.mantine-DateTimePicker-calendarHeader') });
        await expectVisible(picker);
        // 09:30 on the 15th of next month: always in the future. The time is typed before the day is
        // picked (picking a day fills the time fields in).
        await picker.locator('input.mantine-TimePicker-field').first().click();
        await page.keyboard.type('0930', { delay: 30 });
        await picker.locator('.mantine-DateTimePicker-calendarHeaderControl[data-direction="next"]').click();
        await picker.locator('button.mantine-DateTimePicker-day:not([data-outside])', { hasText: /^15$/ }).click();
        await picker.locator('.mantine-DateTimePicker-submitButton').click();
        await expectText(dialog(page).getByTestId('respond-submit'), 'Approve and schedule');
        await screenshot(page, 'workflow-schedule-desktop');
        await dialog(page).getByTestId('respond-submit').click();
        await expectToast(page, 'Approved; publication scheduled');
        await expectText(panel(page).getByTestId('status-badge'), 'Scheduled');
        await expectText(
          panel(page).getByTestId('workflow-schedule'),
          /Publishes on .* 09:30 \S+; until then readers do not see it/,
        );
        await expectText(page.getByTestId('history-panel'), /approved it for a later publication/);
      },
    },
    {
      name: 'whoever edited an article last is told another reviewer approves it, and is not offered approval',
      run: async ({ server, newPage }) => {
        const id = articlesIn(server.databaseFile, 'PENDING')[1]!;
        const page = await newPage({ viewport: DESKTOP });
        await signIn(page, server.url, 'owner@demo.test', DEMO_PASSWORD);
        await openEditor(page, server.url, id);
        const summary = page.getByLabel('Second summary');
        await summary.fill(`${await summary.inputValue()} Diperbarui redaksi.`);
        // Unsaved changes: steps wait until the form is saved.
        assert.ok(await panel(page).getByTestId('workflow-review').isDisabled(), 'steps wait for the save');
        await page.keyboard.press('Control+S');
        await expectToast(page, /saved/i);
        await expectText(panel(page).getByTestId('workflow-maker'), /You last edited this circle article/);
        await panel(page).getByTestId('workflow-review').click();
        await expectVisible(dialog(page));
        assert.equal(await dialog(page).getByRole('radio', { name: 'Approve' }).count(), 0, 'approve is not offered');
        await expectVisible(dialog(page).getByText('Request revision', { exact: true }));
      },
    },
  ],
};
