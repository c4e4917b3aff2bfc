import type { Page } from 'playwright-core';
import { resourcePaths } from '@rc/contract/resources/resource';
import { ROUTES } from '@rc/contract/routes';
import { expectAccessible } from '../support/axe.ts';
import { menu, screenshot, signIn, waitForLayout } from '../support/console.ts';
import { assert, eventually, expectHidden, expectPath, expectText, expectVisible } from '../support/expect.ts';
import { DESKTOP, MOBILE, type JourneySuite } from '../support/journey.ts';
import { expectExistingEditor, expectToast } from '../support/resources.ts';
import { DEMO_PASSWORD, E2E_BASIC } from '../support/server.ts';

const bell = (page: Page) => page.getByTestId('notification-bell');
const panel = (page: Page) => page.getByTestId('notification-panel');
const items = (page: Page) => panel(page).getByTestId('notification-item');
const workflow = (page: Page) => page.getByTestId('workflow-panel');
const stepDialog = (page: Page) => page.getByTestId('respond-dialog').getByRole('dialog');
const researchEditor = (id: number) => ROUTES.AlgoResearchEditorExisting.path.replace(':id', String(id));

/** The unread count the bell's name says ("Notifications, 3 unread"; none is 0). */
async function unreadOnBell(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  const match = /Notifications, (\d+) unread/.exec(name);
  return match ? Number(match[1]) : 0;
}

async function expectUnreadOnBell(page: Page, count: number): Promise<void> {
  await eventually(async () => assert.equal(await unreadOnBell(page), count, 'the bell’s count'), { timeout: 15_000 });
}

/** A mark the page keeps until it is loaded again: still there means nothing reloaded it. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => ((window as { notLoadedAgain?: boolean }).notLoadedAgain = true));
}
async function expectNotReloaded(page: Page): Promise<void> {
  assert.equal(
    await page.evaluate(() => (window as { notLoadedAgain?: boolean }).notLoadedAgain),
    true,
    'the page was not reloaded',
  );
}

/** Exclusive research created through the editor and submitted for review, as the writter does it. */
async function writeAndSubmit(page: Page, base: string, title: string): Promise<number> {
  await page.goto(`${base}${ROUTES.AlgoResearchEditorNew.path}`);
  await waitForLayout(page);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'First summary' }).fill('Biaya dana turun, margin bunga bersih melebar.');
  await page.getByRole('textbox', { name: 'Short description' }).fill('Riset eksklusif tentang margin perbankan.');
  await page.getByRole('textbox', { name: 'Body' }).click();
  await page.keyboard.type('Rasio CASA bertahan di atas 80%.');
  await page.getByRole('button', { name: 'Create' }).click();
  await expectToast(page, 'Exclusive research created');
  const id = await expectExistingEditor(page, 'algo-research');
  await workflow(page).getByTestId('workflow-submit').click();
  await stepDialog(page).getByTestId('respond-submit').click();
  await expectToast(page, 'Submitted for review');
  return id;
}

/** Research created and submitted through the API with the signed-in writter's session (for the page's rows). */
async function submitByApi(page: Page, title: string): Promise<void> {
  const paths = resourcePaths('algo-research');
  const answer = await page.evaluate(
    async ({ create, workflow, auth, title }) => {
      const headers = { authorization: auth, 'content-type': 'application/json' };
      const made = await fetch(`/api${create}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          title,
          first_summary: 'Ringkasan pertama.',
          short_description: 'Deskripsi singkat.',
          body: '<p>Isi riset.</p>',
        }),
      });
      const record = ((await made.json()) as { data?: { id: number; version: number } }).data;
      if (!made.ok || !record) return made.status;
      const step = await fetch(`/api${workflow.replace(':id', String(record.id))}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ action: 'submit', version: record.version }),
      });
      return step.status;
    },
    { create: paths.create, workflow: paths.workflow, auth: E2E_BASIC, title },
  );
  assert.equal(answer, 200, `submitting “${title}” answered ${answer}`);
}

async function openPanel(page: Page): Promise<void> {
  await bell(page).click();
  await expectVisible(panel(page));
  await eventually(async () => assert.equal(await panel(page).getAttribute('aria-busy'), 'false', 'the panel has loaded'));
}

export const notificationsSuite: JourneySuite = {
  title: 'Staff notifications',
  journeys: [
    {
      name: 'the auditor’s bell shows a submission live, the auditor sends it back, and the writter’s bell shows the note and opens the editor',
      timeoutMs: 180_000,
      run: async ({ server, newPage }) => {
        const auditor = await newPage({ viewport: DESKTOP });
        await signIn(auditor, server.url, 'auditor@demo.test', DEMO_PASSWORD);
        await expectVisible(bell(auditor));
        const before = await unreadOnBell(auditor);
        await markPage(auditor);

        const writter = await newPage({ viewport: DESKTOP });
        await signIn(writter, server.url, 'writter@demo.test', DEMO_PASSWORD);
        const title = 'Margin bunga bersih BBCA melebar';
        const id = await writeAndSubmit(writter, server.url, title);
        // The writter moves on in the console (no reload from here on).
        await menu(writter).getByRole('link', { name: 'Dashboard' }).click();
        await expectPath(writter, ROUTES.Home.path);
        await markPage(writter);

        // The auditor's page, open all along, counts it without a reload.
        await expectUnreadOnBell(auditor, before + 1);
        await expectVisible(auditor.getByTestId('notification-badge').getByText(String(before + 1), { exact: true }));
        await expectNotReloaded(auditor);
        await screenshot(auditor, 'notifications-bell-desktop');
        await openPanel(auditor);
        const submitted = items(auditor).filter({ hasText: title });
        await expectText(submitted, /Submitted for review · Exclusive research/);
        await expectText(submitted, /Unread/);
        await expectAccessible(auditor, 'the open notification panel at desktop width');
        await screenshot(auditor, 'notifications-panel-desktop');

        // Opening it marks it read and goes to the record.
        await submitted.click();
        await expectPath(auditor, researchEditor(id));
        await expectVisible(workflow(auditor));
        await expectUnreadOnBell(auditor, before);
        await workflow(auditor).getByTestId('workflow-review').click();
        await stepDialog(auditor).getByTestId('respond-choice').getByText('Request revision', { exact: true }).click();
        const note = 'Tambahkan sumber data CASA dan periode laporannya.';
        await stepDialog(auditor).getByTestId('respond-note').fill(note);
        await stepDialog(auditor).getByTestId('respond-submit').click();
        await expectToast(auditor, 'Revision requested');

        // The writter, elsewhere in the console, learns at once and why.
        await expectUnreadOnBell(writter, 1);
        await expectNotReloaded(writter);
        await openPanel(writter);
        const sentBack = items(writter).filter({ hasText: title });
        await expectText(sentBack, /Sent back for revision/);
        await expectVisible(sentBack.getByText(note));
        await expectVisible(sentBack.getByText(/^By /));
        await screenshot(writter, 'notifications-panel-sent-back-desktop');
        // The keyboard opens it too: Enter on the focused item.
        await sentBack.focus();
        await writter.keyboard.press('Enter');
        await expectPath(writter, researchEditor(id));
        await expectVisible(workflow(writter));
        await expectText(workflow(writter).getByTestId('status-badge'), 'Revision');
        await expectHidden(panel(writter));
        await expectUnreadOnBell(writter, 0);
      },
    },
    {
      name: 'the notifications page filters, marks one and then all read; the phone drawer and page pass axe (screenshots)',
      timeoutMs: 180_000,
      run: async ({ server, newPage }) => {
        const writter = await newPage({ viewport: DESKTOP });
        await signIn(writter, server.url, 'writter@demo.test', DEMO_PASSWORD);
        for (const title of ['Prospek laba BBRI kuartal empat', 'Valuasi TLKM setelah spin-off', 'Dividen ASII tahun buku 2026'])
          await submitByApi(writter, title);

        const auditor = await newPage({ viewport: DESKTOP });
        await signIn(auditor, server.url, 'auditor@demo.test', DEMO_PASSWORD);
        await eventually(async () => assert.ok((await unreadOnBell(auditor)) >= 3, 'three submissions are unread'));
        await openPanel(auditor);
        await auditor.getByTestId('notification-see-all').click();
        await expectPath(auditor, ROUTES.Notifications.path);
        const page = auditor.getByTestId('notifications');
        const rows = page.getByTestId('resource-row');
        await expectVisible(rows.first());
        await expectAccessible(auditor, 'the notifications page at desktop width');
        await screenshot(auditor, 'notifications-page-desktop');

        // Unread only, then one marked read leaves it.
        await page.getByTestId('status-tab-true').click();
        await expectPath(auditor, ROUTES.Notifications.path, { unread: 'true' });
        const unreadBefore = await unreadOnBell(auditor);
        await eventually(async () => assert.ok((await rows.count()) >= 3, 'the three submissions are unread'));
        await rows.filter({ hasText: 'Valuasi TLKM setelah spin-off' }).getByTestId('notification-mark-read').click();
        await expectUnreadOnBell(auditor, unreadBefore - 1);
        await eventually(async () => assert.equal(await rows.filter({ hasText: 'Valuasi TLKM' }).count(), 0));

        // By kind: approvals were never sent to the auditor.
        await page.getByLabel('Filter by Kind').click();
        await auditor.getByRole('option', { name: 'Approved', exact: true }).click();
        await expectPath(auditor, ROUTES.Notifications.path, { unread: 'true', kind: 'approved' });
        await expectVisible(page.getByTestId('list-empty'));
        await page.getByRole('button', { name: 'Clear search and filters' }).click();
        await expectPath(auditor, ROUTES.Notifications.path);

        // By area, on all of them.
        await page.getByLabel('Filter by Area').click();
        await auditor.getByRole('option', { name: 'Exclusive research', exact: true }).click();
        await expectPath(auditor, ROUTES.Notifications.path, { area: 'algo-research' });
        await eventually(async () => assert.ok((await rows.count()) >= 3, 'the submissions are listed'));
        await page.getByLabel('Filter by Area').click();
        await auditor.getByRole('option', { name: 'Insight', exact: true }).click();
        await expectVisible(page.getByTestId('list-empty'));

        // Mark all read: the bell empties, the unread tab says all is caught up.
        await auditor.goto(`${server.url}${ROUTES.Notifications.path}?unread=true`);
        await waitForLayout(auditor);
        await auditor.getByTestId('notifications-read-all').click();
        await expectToast(auditor, 'All read');
        await expectUnreadOnBell(auditor, 0);
        await expectText(page.getByTestId('list-empty'), /You’re all caught up/);

        // At phone width: the drawer and the page.
        const phone = await newPage({ viewport: MOBILE, isMobile: true });
        await signIn(phone, server.url, 'writter@demo.test', DEMO_PASSWORD);
        await phone.goto(`${server.url}${ROUTES.Notifications.path}`);
        await waitForLayout(phone);
        await expectVisible(phone.getByTestId('notifications'));
        await expectAccessible(phone, 'the notifications page at phone width');
        await screenshot(phone, 'notifications-page-phone');
        await openPanel(phone);
        await expectVisible(phone.getByTestId('notification-drawer').getByRole('dialog'));
        // The screenshot waits for the drawer to finish sliding in: axe judges it as it rests.
        await screenshot(phone, 'notifications-drawer-phone');
        await expectAccessible(phone, 'the notification drawer at phone width');
        await phone.keyboard.press('Escape');
        await expectHidden(panel(phone));
      },
    },
    {
      name: 'My Account keeps the notification email choice and time zone',
      run: async ({ server, newPage }) => {
        const page = await newPage({ viewport: DESKTOP });
        await signIn(page, server.url, 'writter@demo.test', DEMO_PASSWORD);
        await page.goto(`${server.url}${ROUTES.UserProfile.path}`);
        await waitForLayout(page);
        const card = page.getByTestId('notification-email');
        await expectVisible(card.getByTestId('notification-email-save'));
        // The daily digest is the first choice.
        assert.ok(await card.getByRole('radio', { name: 'A daily digest at 08:00' }).isChecked(), 'digest to start with');
        await card.getByRole('radio', { name: 'An email for each event' }).check();
        await card.getByTestId('notification-time-zone').click();
        await card.getByTestId('notification-time-zone').fill('Makassar');
        await page.getByRole('option', { name: /^Asia\/Makassar/ }).click();
        await card.scrollIntoViewIfNeeded();
        await expectAccessible(page, 'My Account with the notification email section');
        await screenshot(page, 'notifications-account-desktop');
        await card.getByTestId('notification-email-save').click();
        await expectToast(page, 'Notification email saved');

        await page.reload();
        await waitForLayout(page);
        await expectVisible(card.getByTestId('notification-email-save'));
        assert.ok(await card.getByRole('radio', { name: 'An email for each event' }).isChecked(), 'each event, kept');
        await eventually(async () =>
          assert.match(await card.getByTestId('notification-time-zone').inputValue(), /^Asia\/Makassar/),
        );

        const phone = await newPage({ viewport: MOBILE, isMobile: true });
        await signIn(phone, server.url, 'writter@demo.test', DEMO_PASSWORD);
        await phone.goto(`${server.url}${ROUTES.UserProfile.path}`);
        await waitForLayout(phone);
        const phoneCard = phone.getByTestId('notification-email');
        await phoneCard.scrollIntoViewIfNeeded();
        await expectVisible(phoneCard.getByTestId('notification-email-save'));
        await screenshot(phone, 'notifications-account-phone');
      },
    },
  ],
};
