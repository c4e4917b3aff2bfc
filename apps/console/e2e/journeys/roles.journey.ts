import type { Page } from 'playwright-core';
import { ROUTES } from '@rc/contract/routes';
import { readMenuLabels, screenshot, signIn, waitForLayout } from '../support/console.ts';
import { assert, eventually, expectText, expectVisible } from '../support/expect.ts';
import { DESKTOP, MOBILE, type JourneySuite } from '../support/journey.ts';
import { expectExistingEditor, expectToast } from '../support/resources.ts';
import { DEMO_PASSWORD } from '../support/server.ts';

const panel = (page: Page) => page.getByTestId('workflow-panel');
const stepDialog = (page: Page) => page.getByTestId('respond-dialog').getByRole('dialog');
const desk = (page: Page) => page.getByTestId('editorial-desk');

/**
 * Type into a searchable choice and take the option the server offers by that name. The option is
 * taken by its own click event, not by a pointer at its place: while the list settles (the first
 * choices, then the matches) another field can sit at that place for a moment.
 */
async function pick(page: Page, field: string, typed: string, option: string | RegExp): Promise<void> {
  const input = page.locator(`input[data-field="${field}"]`);
  await input.fill(typed);
  const wanted = page.getByRole('option', { name: option }).first();
  await expectVisible(wanted);
  await wanted.dispatchEvent('click');
  await page.keyboard.press('Escape');
}

/** Open the Research desk from the side menu, on the tab named `tab`. */
async function openDesk(page: Page, tab: string): Promise<void> {
  await page.getByRole('link', { name: 'Research desk' }).click();
  await waitForLayout(page);
  await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
  await expectVisible(desk(page));
}

const REPORT = 'TLKM: Belanja Modal Data Center Naik';

/**
 * One journey per demo role, each doing its main jobs with its own preset (docs/domain.md, "Roles
 * and their jobs"): nothing is typed from memory, nothing waits for a permission it lacks. The
 * journeys share one server, in order: the writter's report is what the auditor schedules.
 */
export const rolesSuite: JourneySuite = {
  title: 'Each role does its job',
  journeys: [
    {
      name: 'a writter files an institution report, choosing the broker and the tickers by name, and finds it in My work',
      run: async ({ server, newPage }) => {
        const page = await newPage({ viewport: DESKTOP });
        await signIn(page, server.url, 'writter@demo.test', DEMO_PASSWORD);
        const labels = await readMenuLabels(page);
        assert.deepEqual(labels.slice(0, 2), ['Dashboard', 'Research desk'], 'the desk follows the dashboard');
        await page.goto(`${server.url}${ROUTES.InstitutionContentEditorNew.path}`);
        await waitForLayout(page);
        await pick(page, 'institution_id', 'mandiri', 'Mandiri Sekuritas');
        await page.getByRole('textbox', { name: 'Title', exact: true }).fill(REPORT);
        await page.locator('input[data-field="report_type"]').click();
        await page.getByRole('option', { name: 'Company', exact: true }).click();
        await page.getByRole('textbox', { name: 'Summary' }).fill('Capex data center naik 20% untuk kapasitas AI.');
        const body = page.getByRole('textbox', { name: 'Body' });
        await body.click();
        await page.keyboard.type('Belanja modal naik, arus kas bebas tetap positif.');
        await expectText(body, /arus kas bebas/);
        await pick(page, 'tickers', 'telkom', /^TLKM · Telkom Indonesia/);
        assert.equal(await page.getByText(/not open to you/).count(), 0, 'every list to choose from is open to the writter');
        await screenshot(page, 'roles-writter-report-desktop');
        await page.getByRole('button', { name: 'Create' }).click();
        await expectToast(page, /created/);
        await expectExistingEditor(page, 'institution-content');
        // On a phone the step stays in the sticky bar at the bottom, in view without scrolling.
        await page.setViewportSize(MOBILE);
        const submitInBar = page.getByTestId('bar-workflow-submit');
        await expectVisible(submitInBar);
        await eventually(async () =>
          assert.ok(
            await submitInBar.evaluate((button) => button.getBoundingClientRect().bottom <= window.innerHeight),
            'the step is in view',
          ),
        );
        await screenshot(page, 'roles-writter-steps-bar-mobile');
        await submitInBar.click();
        await stepDialog(page).getByTestId('respond-submit').click();
        await expectToast(page, 'Submitted for review');
        await page.setViewportSize(DESKTOP);
        await openDesk(page, 'My work');
        await expectText(desk(page), new RegExp(REPORT));
        await page.setViewportSize(MOBILE);
        await screenshot(page, 'roles-writter-my-work-mobile');
        // A mistyped address of a record is not found, and never a blank create form.
        await page.setViewportSize(DESKTOP);
        await page.goto(`${server.url}/algo-research/editor/existing/abc`);
        await waitForLayout(page);
        await expectVisible(page.getByText('This exclusive research does not exist'));
        assert.equal(await page.getByRole('button', { name: 'Create' }).count(), 0, 'no create form for a wrong id');
        await page.getByRole('link', { name: /Back to exclusive research/ }).click();
        await expectVisible(page.getByTestId('resource-list'));
      },
    },
    {
      name: 'an auditor reviews from the desk where writers have names, and schedules the report for the next full hour',
      run: async ({ server, newPage }) => {
        const page = await newPage({ viewport: DESKTOP });
        await signIn(page, server.url, 'auditor@demo.test', DEMO_PASSWORD);
        await openDesk(page, 'Waiting for review');
        const row = desk(page).getByTestId('resource-row').filter({ hasText: REPORT });
        await expectText(row, /Dewi Lestari/);
        await page.goto(`${server.url}${ROUTES.AlgoResearch.path}`);
        await waitForLayout(page);
        assert.equal(await page.getByText(/^#\d+$/).count(), 0, 'no writter shows as an id');
        await page.goto(`${server.url}${ROUTES.Research.path}?status=REVIEW`);
        await waitForLayout(page);
        await desk(page).getByTestId('resource-row').filter({ hasText: REPORT }).getByTestId('desk-row-open').click();
        await waitForLayout(page);
        await panel(page).getByTestId('workflow-review').click();
        await expectText(stepDialog(page).getByTestId('respond-submit'), 'Approve and publish now');
        await stepDialog(page).getByTestId('respond-later').click();
        await expectText(stepDialog(page).getByTestId('respond-schedule'), /, \d{2}:00$/);
        await expectText(stepDialog(page), /Publish at \(\S+\)/);
        await screenshot(page, 'roles-auditor-schedule-desktop');
        await stepDialog(page).getByTestId('respond-submit').click();
        await expectToast(page, 'Approved; publication scheduled');
        await expectText(panel(page).getByTestId('status-badge'), 'Scheduled');
        await page.goto(`${server.url}${ROUTES.InstitutionContent.path}?status=SCHEDULED`);
        await waitForLayout(page);
        await expectText(
          page.getByTestId('resource-row').filter({ hasText: REPORT }).getByTestId('scheduled-for'),
          /Scheduled\s*· .* \d{2}:00/,
        );
        await screenshot(page, 'roles-auditor-scheduled-tab-desktop');
        await page.setViewportSize(MOBILE);
        await screenshot(page, 'roles-auditor-scheduled-tab-mobile');
      },
    },
    {
      name: 'an admin drafts a blast about live research picked by its title, and may not send its own; an owner sends it',
      run: async ({ server, newPage }) => {
        const admin = await newPage({ viewport: DESKTOP });
        await signIn(admin, server.url, 'admin@demo.test', DEMO_PASSWORD);
        await admin.goto(`${server.url}${ROUTES.ResearchBlastNew.path}`);
        await waitForLayout(admin);
        await admin.getByRole('textbox', { name: 'Title', exact: true }).fill('Riset baru: BBCA');
        await admin.locator('input[data-field="research_id"]').fill('BBCA');
        const option = admin.getByRole('option').first();
        await expectText(option, /#\d+ · Approved/);
        await option.click();
        await admin.getByRole('textbox', { name: 'Message' }).click();
        await admin.keyboard.type('Riset terbaru tim kami tentang BBCA.');
        await screenshot(admin, 'roles-admin-blast-desktop');
        await admin.getByRole('button', { name: 'Create' }).click();
        await expectToast(admin, /created/);
        const id = await expectExistingEditor(admin, 'research-blast');
        // Master data that mostly arrives by import can still be made one record at a time.
        await admin.goto(`${server.url}${ROUTES.Stocks.path}?tab=master-stock`);
        await waitForLayout(admin);
        await admin.getByTestId('create-record').click();
        const drawer = admin.getByTestId('create-drawer').getByRole('dialog');
        await drawer.getByRole('textbox', { name: 'Ticker' }).fill('WIFI');
        await drawer.getByRole('textbox', { name: 'Company name' }).fill('Solusi Sinergi Digital Tbk');
        await drawer.locator('input[data-field="sector"]').click();
        await admin.getByRole('option', { name: 'Technology', exact: true }).click();
        await screenshot(admin, 'roles-admin-new-stock-desktop');
        await drawer.getByTestId('create-drawer-submit').click();
        await expectToast(admin, /created/);
        await admin.goto(`${server.url}${ROUTES.Stocks.path}?tab=master-stock&q=WIFI`);
        await waitForLayout(admin);
        await expectText(admin.getByTestId('resource-list'), /Solusi Sinergi Digital/);
        // API keys are owners' to issue.
        await admin.goto(`${server.url}${ROUTES.ApiKeys.path}`);
        await waitForLayout(admin);
        await expectVisible(admin.getByRole('heading', { level: 1 }));
        assert.equal(await admin.getByTestId('api-key-new').count(), 0, 'no New API key button for an admin');

        const owner = await newPage({ viewport: DESKTOP });
        await signIn(owner, server.url, 'owner@demo.test', DEMO_PASSWORD);
        await owner.goto(`${server.url}${ROUTES.ResearchBlastEditorExisting.path.replace(':id', String(id))}`);
        await waitForLayout(owner);
        await expectVisible(owner.getByTestId('send-now'));
      },
    },
  ],
};
