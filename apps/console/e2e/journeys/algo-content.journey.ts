import Database from 'better-sqlite3';
import dayjs from 'dayjs';
import type { Page } from 'playwright-core';
import { ROUTES } from '@rc/contract/routes';
import { pngOf, screenshot, signIn, waitForLayout, pickDateTime } from '../support/console.ts';
import { assert, eventually, expectHidden, expectPath, expectText, expectVisible } from '../support/expect.ts';
import { DESKTOP, MOBILE, type JourneySuite } from '../support/journey.ts';
import { expectSaved, expectToast, openList, rowNamed, expectExistingEditor } from '../support/resources.ts';
import { DEMO_PASSWORD } from '../support/server.ts';

type Row = Record<string, unknown>;

/** One row of the server's database (read-only), for what the browser does not show. */
function readRow(databaseFile: string, sql: string, ...params: unknown[]): Row | undefined {
  const db = new Database(databaseFile, { readonly: true });
  db.pragma('busy_timeout = 5000');
  try {
    return db.prepare(sql).get(...params) as Row | undefined;
  } finally {
    db.close();
  }
}

/**
 * Time passes for one scheduled record: its publication time and its job's due time move to now,
 * as if the clock had reached them. The server's own job runner still does the publishing; only
 * the minutes of waiting are skipped (the scheduler's timing is proven on a test clock in
 * workflow-schedule.test.ts).
 */
function reachScheduledTime(databaseFile: string, table: string, resource: string, id: number): void {
  const db = new Database(databaseFile);
  db.pragma('busy_timeout = 5000');
  try {
    const now = new Date().toISOString();
    db.prepare(`update ${table} set scheduled_at = ? where id = ? and scheduled_at is not null`).run(now, id);
    const moved = db
      .prepare(`update jobs set run_at = ? where subject = ? and status = 'queued'`)
      .run(now, `${resource}:${id}`).changes;
    if (moved !== 1) throw new Error(`expected one queued publication job for ${resource}:${id}, found ${moved}`);
  } finally {
    db.close();
  }
}

const researchEditor = (id: number) => ROUTES.AlgoResearchEditorExisting.path.replace(':id', String(id));
const newsEditor = (id: number) => ROUTES.AlgoNewsEditorExisting.path.replace(':id', String(id));
const panel = (page: Page) => page.getByTestId('workflow-panel');
const stepDialog = (page: Page) => page.getByTestId('respond-dialog').getByRole('dialog');

async function openEditor(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForLayout(page);
  await expectVisible(panel(page));
}

async function expectStatus(page: Page, label: string): Promise<void> {
  await expectText(panel(page).getByTestId('status-badge'), label);
}

/** The figure on one of the dashboard's count cards. */
async function dashboardCount(page: Page, base: string, title: string): Promise<number> {
  await page.goto(`${base}${ROUTES.Home.path}`);
  await waitForLayout(page);
  const value = page.getByTestId('count-card').filter({ hasText: title }).getByTestId('count-value');
  await expectVisible(value);
  return Number(((await value.textContent()) ?? '').replace(/,/g, ''));
}

/** Choose a record of another resource in a searchable choice field (single or several). */
async function choose(page: Page, field: string, option: string): Promise<void> {
  await page.locator(`input[data-field="${field}"]`).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

/**
 * Publish at `at` through the step dialog's date-and-time picker: the time is typed first (picking
 * a day fills the time fields in), then the day is picked.
 */
async function scheduleAt(page: Page, at: dayjs.Dayjs): Promise<void> {
  await stepDialog(page).getByTestId('respond-later').click();
  await stepDialog(page).getByTestId('respond-schedule').click();
  await pickDateTime(page, at);
}

export const algoContentSuite: JourneySuite = {
  title: 'Exclusive research and Insight',
  journeys: [
    {
      name: 'a writter drafts research with an image, the auditor sends it back, then schedules it and it goes live by itself',
      run: async ({ server, newPage }) => {
        const title = 'BBCA: Dana Murah Menopang Margin Bunga 2027';
        const writter = await newPage({ viewport: DESKTOP });
        await signIn(writter, server.url, 'writter@demo.test', DEMO_PASSWORD);
        await writter.goto(`${server.url}${ROUTES.AlgoResearchEditorNew.path}`);
        await waitForLayout(writter);
        await writter.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
        await choose(writter, 'category_id', 'Perbankan');
        await writter.getByRole('textbox', { name: 'First summary' }).fill('Biaya dana turun, margin bunga bersih melebar.');
        await writter.getByRole('textbox', { name: 'Short description' }).fill('Riset eksklusif tentang margin BBCA.');
        const body = writter.getByRole('textbox', { name: 'Body' });
        await body.click();
        await writter.keyboard.type('Rasio CASA BBCA bertahan di atas 80%.');
        await writter.getByTestId('richtext-image-file').setInputFiles({
          name: 'grafik-casa.png',
          mimeType: 'image/png',
          buffer: await pngOf(writter),
        });
        await expectVisible(body.locator('img[src^="/media/algo-research/"]'));
        // Typing right after the insert goes after the image and never replaces it.
        await writter.keyboard.type('Sumber: laporan keuangan BBCA.');
        await expectVisible(body.locator('img + p', { hasText: 'Sumber: laporan keuangan BBCA.' }));
        // An image deleted by mistake comes back with Ctrl+Z.
        await body.locator('img').click();
        await writter.keyboard.press('Backspace');
        await expectHidden(body.locator('img'));
        await writter.keyboard.press('ControlOrMeta+z');
        await expectVisible(body.locator('img[src^="/media/algo-research/"]'));
        await expectVisible(body.getByText('Sumber: laporan keuangan BBCA.'));
        await choose(writter, 'tags', 'Laporan Keuangan');
        // Tickers by company name, plans by name: a writter chooses without reading those areas.
        // Options are taken by their own click event: while a list settles (the first choices, then
        // the matches) another field can sit for a moment where a pointer would land.
        await writter.locator('input[data-field="tickers"]').fill('central asia');
        await writter.getByRole('option', { name: /^BBCA · Bank Central Asia/ }).dispatchEvent('click');
        await expectVisible(writter.locator('[data-field="tickers"]').locator('..').getByText('BBCA', { exact: true }).first());
        await writter.locator('input[data-field="plans"]').fill('pro');
        await writter.getByRole('option', { name: 'Pro', exact: true }).dispatchEvent('click');
        await writter.keyboard.press('Escape');
        assert.equal(await writter.getByText(/not open to you/).count(), 0, 'every list to choose from is open');
        await screenshot(writter, 'algo-research-new-desktop');
        await writter.getByRole('button', { name: 'Create' }).click();
        await expectToast(writter, 'Exclusive research created');
        const id = await expectExistingEditor(writter, 'algo-research');
        const saved = readRow(server.databaseFile, 'select body, category_id from algo_research where id = ?', id)!;
        assert.match(String(saved.body), /<img [^>]*src="\/media\/algo-research\/[\w-]+\.png"/);
        await expectVisible(writter.getByText('Laporan Keuangan'));
        await expectVisible(writter.getByText('BBCA', { exact: true }));
        const plans = readRow(
          server.databaseFile,
          'select group_concat(value) as plans from algo_research_plans where owner_id = ?',
          id,
        );
        assert.equal(plans?.plans, 'PRO_30', 'the plan chosen by name is kept by its code');
        assert.ok(
          await body.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
          'the stored image shows',
        );
        await panel(writter).getByTestId('workflow-submit').click();
        await stepDialog(writter).getByTestId('respond-submit').click();
        await expectToast(writter, 'Submitted for review');
        await expectStatus(writter, 'Pending');
        await screenshot(writter, 'algo-research-existing-desktop');

        // The auditor notes the published count, then asks for a revision with a note.
        const auditor = await newPage({ viewport: DESKTOP });
        await signIn(auditor, server.url, 'auditor@demo.test', DEMO_PASSWORD);
        const publishedBefore = await dashboardCount(auditor, server.url, 'Total Published Research');
        await openEditor(auditor, `${server.url}${researchEditor(id)}`);
        await panel(auditor).getByTestId('workflow-review').click();
        await expectVisible(stepDialog(auditor));
        await stepDialog(auditor).getByTestId('respond-choice').getByText('Request revision', { exact: true }).click();
        const note = 'Tambahkan sumber data CASA dan periode laporannya.';
        await stepDialog(auditor).getByTestId('respond-note').fill(note);
        await stepDialog(auditor).getByTestId('respond-submit').click();
        await expectToast(auditor, 'Revision requested');
        await expectStatus(auditor, 'Revision');

        // The writter reads the note, fixes the summary and submits again.
        await openEditor(writter, `${server.url}${researchEditor(id)}`);
        await expectStatus(writter, 'Revision');
        await expectText(panel(writter), new RegExp(note));
        const summary = writter.getByRole('textbox', { name: 'First summary' });
        await summary.fill('Biaya dana turun, margin bunga bersih melebar (laporan keuangan Q3 2026).');
        await writter.keyboard.press('Control+S');
        await expectToast(writter, 'Exclusive research saved');
        await expectSaved(writter);
        await panel(writter).getByTestId('workflow-submit').click();
        await stepDialog(writter).getByTestId('respond-submit').click();
        await expectToast(writter, 'Submitted for review');
        await expectStatus(writter, 'Pending');

        // The auditor approves it for a minute or so from now: approved, not yet live.
        await openEditor(auditor, `${server.url}${researchEditor(id)}`);
        await panel(auditor).getByTestId('workflow-review').click();
        await expectVisible(stepDialog(auditor));
        const at = dayjs().add(50, 'second').add(1, 'minute').startOf('minute');
        await scheduleAt(auditor, at);
        await expectText(stepDialog(auditor).getByTestId('respond-submit'), 'Approve and schedule');
        await stepDialog(auditor).getByTestId('respond-submit').click();
        await expectToast(auditor, 'Approved; publication scheduled');
        // Approved for later is Scheduled, never shown as live.
        await expectStatus(auditor, 'Scheduled');
        await expectText(panel(auditor).getByTestId('workflow-schedule'), new RegExp(`Publishes on .* ${at.format('HH:mm')}`));
        const scheduled = readRow(server.databaseFile, 'select published_at, scheduled_at from algo_research where id = ?', id)!;
        assert.equal(scheduled.published_at, null, 'not live before its time');

        // Nobody acts: when its time comes, the server's job runner publishes it.
        reachScheduledTime(server.databaseFile, 'algo_research', 'algo-research', id);
        await eventually(
          async () => {
            const row = readRow(server.databaseFile, 'select published_at from algo_research where id = ?', id)!;
            assert.ok(row.published_at, 'published by the scheduler');
          },
          { timeout: 30_000, interval: 250 },
        );
        await openEditor(auditor, `${server.url}${researchEditor(id)}`);
        await expectHidden(panel(auditor).getByTestId('workflow-schedule'));
        await expectStatus(auditor, 'Approved');
        await expectText(panel(auditor), /Published \d/);
        await expectText(auditor.getByTestId('history-panel'), /Scheduler/);
        assert.equal(await dashboardCount(auditor, server.url, 'Total Published Research'), publishedBefore + 1);
      },
    },
    {
      name: 'a writter’s edit of live Insight waits as a change request, the live version stays until approved (screenshots)',
      run: async ({ server, newPage }) => {
        const live = readRow(
          server.databaseFile,
          "select id, title, summary, published_at from algo_news where status = 'APPROVED' and published_at is not null and deleted_at is null order by id limit 1",
        )!;
        const id = Number(live.id);
        const writter = await newPage({ viewport: DESKTOP });
        await signIn(writter, server.url, 'writter@demo.test', DEMO_PASSWORD);
        await openEditor(writter, `${server.url}${newsEditor(id)}`);
        await expectStatus(writter, 'Approved');
        const proposed = 'IHSG menguat ditopang saham bank; asing mencatat beli bersih Rp1,2 triliun.';
        await writter.getByRole('textbox', { name: 'Summary' }).fill(proposed);
        await writter.getByRole('switch', { name: /Breaking news/ }).check({ force: true });
        await writter.keyboard.press('Control+S');
        await expectToast(writter, 'Insight item saved');
        await expectStatus(writter, 'Change request');
        // Still live: the published date stays, and the published text is what readers see.
        await expectText(panel(writter), /Published \d/);
        const row = readRow(server.databaseFile, 'select status, published_at from algo_news where id = ?', id)!;
        assert.deepEqual(row, { status: 'REQUEST', published_at: live.published_at });
        await panel(writter).getByTestId('workflow-compare').click();
        const change = writter.getByTestId('pending-change').locator('[data-field="summary"]');
        await expectText(change.getByTestId('change-live'), new RegExp(String(live.summary).slice(0, 30)));
        await expectText(change.getByTestId('change-proposed'), /asing mencatat beli bersih/);
        await writter.keyboard.press('Escape');

        // The list marks it as a breaking change request.
        await openList(writter, `${server.url}${ROUTES.AlgoNews.path}?status=REQUEST`);
        const listed = rowNamed(writter, String(live.title));
        await expectText(listed.getByTestId('row-mark'), 'Breaking');
        await expectVisible(listed.getByText('Change request'));
        await screenshot(writter, 'algo-news-list-desktop');
        const phone = await newPage({ viewport: MOBILE, isMobile: true });
        await signIn(phone, server.url, 'writter@demo.test', DEMO_PASSWORD);
        await openList(phone, `${server.url}${ROUTES.AlgoNews.path}?is_breaking=true`);
        await expectText(rowNamed(phone, String(live.title)).getByTestId('row-mark'), 'Breaking');
        await screenshot(phone, 'algo-news-list-mobile');

        // The auditor approves the change: it replaces the live version.
        const auditor = await newPage({ viewport: DESKTOP });
        await signIn(auditor, server.url, 'auditor@demo.test', DEMO_PASSWORD);
        await openEditor(auditor, `${server.url}${newsEditor(id)}`);
        await expectStatus(auditor, 'Change request');
        await panel(auditor).getByTestId('workflow-review').click();
        await expectText(stepDialog(auditor).getByTestId('respond-submit'), 'Approve change');
        await stepDialog(auditor).getByTestId('respond-submit').click();
        await expectToast(auditor, 'Change approved');
        await expectStatus(auditor, 'Approved');
        await expectHidden(auditor.getByTestId('workflow-compare'));
        const approved = readRow(server.databaseFile, 'select status, summary, is_breaking from algo_news where id = ?', id)!;
        assert.equal(approved.status, 'APPROVED');
        assert.equal(approved.summary, proposed);
        await expectPath(auditor, newsEditor(id));
      },
    },
  ],
};
