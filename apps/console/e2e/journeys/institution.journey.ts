import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { ROUTES } from '@rc/contract/routes';
import { screenshot, signIn, waitForLayout } from '../support/console.ts';
import { addStaff } from '../support/database.ts';
import { assert, expectText, expectVisible } from '../support/expect.ts';
import { DESKTOP, MOBILE, type JourneySuite } from '../support/journey.ts';
import { expectToast, openList, rowNamed, settleList, expectExistingEditor } from '../support/resources.ts';
import { DEMO_PASSWORD } from '../support/server.ts';

const id = (path: string, value: number) => path.replace(':id', String(value));
const panel = (page: Page) => page.getByTestId('workflow-panel');
const stepDialog = (page: Page) => page.getByTestId('respond-dialog').getByRole('dialog');

/** The smallest file a PDF reader opens. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1');

function readRow(databaseFile: string, sql: string, ...params: unknown[]): Record<string, unknown> | undefined {
  const db = new Database(databaseFile, { readonly: true });
  db.pragma('busy_timeout = 5000');
  try {
    return db.prepare(sql).get(...params) as Record<string, unknown> | undefined;
  } finally {
    db.close();
  }
}

async function choose(page: Page, field: string, option: string): Promise<void> {
  await page.locator(`input[data-field="${field}"]`).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

async function expectStatus(page: Page, label: string): Promise<void> {
  await expectText(panel(page).getByTestId('status-badge'), label);
}

/** Every institution screen, with what shows it has loaded. */
function screens(databaseFile: string) {
  // Journeys before this one move records along: a waiting one when there is one, else any.
  const waitingFirst = "order by case status when 'PENDING' then 0 else 1 end, id limit 1";
  const pending = readRow(databaseFile, `select id from institution_stock_placements ${waitingFirst}`)!;
  const report = readRow(databaseFile, `select id from institution_content ${waitingFirst}`)!;
  return [
    { name: 'institution-list', path: ROUTES.Institution.path, ready: 'list' },
    { name: 'institution-new', path: ROUTES.InstitutionEditorNew.path, ready: 'editor' },
    { name: 'institution-editor', path: id(ROUTES.InstitutionEditorExisting.path, 1), ready: 'editor' },
    { name: 'institution-content-list', path: ROUTES.InstitutionContent.path, ready: 'list' },
    { name: 'institution-content-new', path: ROUTES.InstitutionContentEditorNew.path, ready: 'editor' },
    {
      name: 'institution-content-editor',
      path: id(ROUTES.InstitutionContentEditorExisting.path, Number(report.id)),
      ready: 'editor',
    },
    { name: 'placement-list', path: ROUTES.InstitutionStockPlacement.path, ready: 'list' },
    { name: 'placement-detail', path: id(ROUTES.InstitutionStockPlacementDetail.path, Number(pending.id)), ready: 'detail' },
  ] as const;
}

async function tour(page: Page, base: string, databaseFile: string, suffix: string) {
  await signIn(page, base, 'owner@demo.test', DEMO_PASSWORD);
  for (const screen of screens(databaseFile)) {
    await page.goto(`${base}${screen.path}`);
    await waitForLayout(page);
    if (screen.ready === 'list') await settleList(page);
    if (screen.ready === 'editor') await expectVisible(page.getByTestId('save-bar'));
    if (screen.ready === 'detail') await expectVisible(page.getByTestId('rows-table'));
    await page.waitForFunction(() => [...document.images].every((img) => img.complete));
    await screenshot(page, `${screen.name}-${suffix}`);
  }
}

export const institutionSuite: JourneySuite = {
  title: 'Institution',
  journeys: [
    {
      name: 'a broker editor adds an institution and a report with a PDF; a second staff member approves it',
      run: async ({ server, newPage }) => {
        addStaff(server.databaseFile, 'Dewi Broker', 'dewi.broker@demo.test', {
          read: ['INSTITUTION', 'INSTITUTIONCONTENT', 'RESEARCHCATEGORY', 'MASTERRESEARCHTAG'],
          write: ['INSTITUTION', 'INSTITUTIONCONTENT'],
          update: ['INSTITUTION', 'INSTITUTIONCONTENT'],
        });
        addStaff(server.databaseFile, 'Raka Reviewer', 'raka.reviewer@demo.test', {
          read: ['INSTITUTIONCONTENT', 'INSTITUTION'],
          approval: ['INSTITUTIONCONTENT'],
        });
        const editor = await newPage({ viewport: DESKTOP });
        await signIn(editor, server.url, 'dewi.broker@demo.test', DEMO_PASSWORD);

        // A broker code another firm holds is refused on the field; a free one is kept in capitals.
        await editor.goto(`${server.url}${ROUTES.InstitutionEditorNew.path}`);
        await waitForLayout(editor);
        await editor.getByRole('textbox', { name: 'Name', exact: true }).fill('Samuel Sekuritas Indonesia');
        await editor.getByRole('textbox', { name: 'Broker code' }).fill('cc');
        await editor.getByRole('button', { name: 'Create' }).click();
        await expectVisible(editor.getByText('Another institution (perhaps one in the trash) already uses this broker code'));
        await editor.getByRole('textbox', { name: 'Broker code' }).fill('if');
        await editor.getByRole('button', { name: 'Create' }).click();
        await expectToast(editor, 'Institution created');
        await expectExistingEditor(editor, 'institution');
        assert.equal(
          readRow(server.databaseFile, "select broker_code from institutions where name = 'Samuel Sekuritas Indonesia'")
            ?.broker_code,
          'IF',
        );

        // A report under it, with its PDF.
        const title = 'BBNI: Transformasi Digital Menekan Biaya Dana';
        await editor.goto(`${server.url}${ROUTES.InstitutionContentEditorNew.path}`);
        await waitForLayout(editor);
        await choose(editor, 'institution_id', 'Samuel Sekuritas Indonesia');
        await editor.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
        await editor.locator('input[data-field="report_type"]').click();
        await editor.getByRole('option', { name: 'Company', exact: true }).click();
        await editor.getByRole('textbox', { name: 'Summary' }).fill('Rasio CASA naik ke 71%, biaya dana turun 20 bps.');
        const body = editor.getByRole('textbox', { name: 'Body' });
        await body.click();
        await editor.keyboard.type('Kami merekomendasikan BUY dengan target Rp5.600.');
        await editor.getByTestId('file-pdf').setInputFiles({ name: 'bbni-update.pdf', mimeType: 'application/pdf', buffer: PDF });
        await expectVisible(editor.getByTestId('open-pdf'));
        await editor.locator('input[data-field="tickers"]').fill('bbni');
        await editor.keyboard.press('Enter');
        await screenshot(editor, 'institution-content-new-filled-desktop');
        await editor.getByRole('button', { name: 'Create' }).click();
        await expectToast(editor, 'Institution report created');
        const reportId = await expectExistingEditor(editor, 'institution-content');
        const stored = readRow(server.databaseFile, 'select pdf, status from institution_content where id = ?', reportId)!;
        assert.match(String(stored.pdf), /^institution-content\/[\w-]+\.pdf$/);
        const pdf = await fetch(`${server.url}/media/${String(stored.pdf)}`);
        assert.equal((await pdf.text()).slice(0, 5), '%PDF-');

        await panel(editor).getByTestId('workflow-submit').click();
        await stepDialog(editor).getByTestId('respond-submit').click();
        await expectToast(editor, 'Submitted for review');
        await expectStatus(editor, 'Pending');

        // The institution's editor lists the new report.
        const institutionId = Number(readRow(server.databaseFile, "select id from institutions where broker_code = 'IF'")!.id);
        await editor.goto(`${server.url}${id(ROUTES.InstitutionEditorExisting.path, institutionId)}`);
        await waitForLayout(editor);
        await expectText(editor.getByTestId('institution-content-list'), new RegExp(title));

        // A second staff member approves it (the maker never checks their own).
        const reviewer = await newPage({ viewport: DESKTOP });
        await signIn(reviewer, server.url, 'raka.reviewer@demo.test', DEMO_PASSWORD);
        await reviewer.goto(`${server.url}${id(ROUTES.InstitutionContentEditorExisting.path, reportId)}`);
        await waitForLayout(reviewer);
        await expectVisible(reviewer.getByRole('link', { name: /Open the PDF/ }));
        await panel(reviewer).getByTestId('workflow-review').click();
        await expectVisible(stepDialog(reviewer));
        await stepDialog(reviewer).getByTestId('respond-submit').click();
        await expectToast(reviewer, 'Institution report approved');
        await expectStatus(reviewer, 'Approved');
        const approved = readRow(
          server.databaseFile,
          'select status, published_at, auditor_id from institution_content where id = ?',
          reportId,
        )!;
        assert.equal(approved.status, 'APPROVED');
        assert.ok(approved.published_at, 'published');
      },
    },
    {
      name: 'a reviewer reads a selection’s picks and sends it back with a note, then approves another',
      run: async ({ server, newPage }) => {
        addStaff(server.databaseFile, 'Putri Pemantau', 'putri.review@demo.test', {
          read: ['INSTITUTION_STOCK_PLACEMENT', 'INSTITUTION'],
          approval: ['INSTITUTION_STOCK_PLACEMENT'],
        });
        const page = await newPage({ viewport: DESKTOP });
        await signIn(page, server.url, 'putri.review@demo.test', DEMO_PASSWORD);
        await openList(page, `${server.url}${ROUTES.InstitutionStockPlacement.path}?status=PENDING`);
        const pending = readRow(
          server.databaseFile,
          "select id, title from institution_stock_placements where status = 'PENDING' order by id limit 1",
        )!;
        await rowNamed(page, String(pending.title)).first().getByRole('link').first().click();
        await waitForLayout(page);
        const table = page.getByTestId('rows-table');
        await expectVisible(table);
        await expectVisible(table.getByRole('columnheader', { name: 'Return', exact: true }));
        const picks = readRow(
          server.databaseFile,
          'select count(*) as n from institution_stock_picks where owner_id = ?',
          pending.id,
        )!;
        assert.equal(await table.locator('tbody tr').count(), Number(picks.n));
        // Nothing to create or save here: institutions send their sets.
        assert.equal(await page.getByTestId('save-bar').count(), 0);
        await panel(page).getByTestId('workflow-review').click();
        await stepDialog(page).getByTestId('respond-choice').getByText('Request revision', { exact: true }).click();
        await stepDialog(page).getByTestId('respond-note').fill('Tambahkan stop loss untuk setiap BUY.');
        await stepDialog(page).getByTestId('respond-submit').click();
        await expectToast(page, 'Revision requested');
        await expectStatus(page, 'Revision');
        assert.equal(
          readRow(server.databaseFile, 'select status from institution_stock_placements where id = ?', pending.id)!.status,
          'REVISION',
        );

        const next = readRow(
          server.databaseFile,
          "select id from institution_stock_placements where status = 'PENDING' order by id limit 1",
        )!;
        await page.goto(`${server.url}${id(ROUTES.InstitutionStockPlacementDetail.path, Number(next.id))}`);
        await waitForLayout(page);
        await panel(page).getByTestId('workflow-review').click();
        await stepDialog(page).getByTestId('respond-submit').click();
        await expectToast(page, 'Stock selection approved');
        await expectStatus(page, 'Approved');
      },
    },
    {
      name: 'every institution screen opens on a desktop',
      run: async ({ server, newPage }) => tour(await newPage({ viewport: DESKTOP }), server.url, server.databaseFile, 'desktop'),
    },
    {
      name: 'every institution screen opens on a phone',
      run: async ({ server, newPage }) =>
        tour(await newPage({ viewport: MOBILE, isMobile: true }), server.url, server.databaseFile, 'mobile'),
    },
  ],
};
