import fs from 'node:fs';
import { ROUTES } from '@rc/contract/routes';
import { INSUFFICIENT_PERMISSION } from '../../src/lib/messages.ts';
import { screenshot, signIn, waitForLayout } from '../support/console.ts';
import { assert, eventually, expectHidden, expectPath, expectText, expectVisible } from '../support/expect.ts';
import type { JourneySuite } from '../support/journey.ts';
import {
  confirm,
  expectSaved,
  expectToast,
  list,
  openList,
  rowNamed,
  rows,
  rowTitles,
  settleList,
  showTrash,
  expectExistingEditor,
} from '../support/resources.ts';
import { DEMO_PASSWORD } from '../support/server.ts';

const CATEGORY = ROUTES.Category.path;

export const resourcesCategorySuite: JourneySuite = {
  title: 'Master data: categories',
  journeys: [
    {
      name: 'create, edit, search, sort, page, trash and restore a category; export what the list shows',
      run: async ({ server, newPage }) => {
        const page = await newPage();
        await signIn(page, server.url, 'owner@demo.test', DEMO_PASSWORD);
        await openList(page, `${server.url}${CATEGORY}`);
        await expectText(page.getByTestId('list-count'), 'Showing 1–10 of 12');

        // Create: the schema is checked in the browser first.
        await page.getByTestId('create-record').click();
        await expectPath(page, ROUTES.CategoryEditorNew.path);
        await page.getByRole('button', { name: 'Create' }).click();
        await expectVisible(page.getByText('Name is required'));
        // A name a live category has (in any case) is refused, naming it; the form keeps what was typed.
        await page.getByRole('textbox', { name: 'Name', exact: true }).fill('makro ekonomi');
        await page.getByRole('button', { name: 'Create' }).click();
        await expectVisible(page.getByText('“Makro Ekonomi” is already the name of another category'));
        await expectText(
          page.getByTestId('toast-text').last(),
          /^Category “Makro Ekonomi” already exists \(\/category\/editor\/existing\/\d+\)/,
        );
        assert.equal(await page.getByRole('textbox', { name: 'Name', exact: true }).inputValue(), 'makro ekonomi');
        await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Obligasi Syariah');
        await page.getByLabel('Description').fill('Sukuk negara dan korporasi.');
        await page.getByRole('button', { name: 'Create' }).click();
        await expectToast(page, 'Category created');
        await expectExistingEditor(page, 'category');
        await expectText(page.getByTestId('editor-title'), 'Obligasi Syariah');
        assert.equal(
          await page.getByRole('textbox', { name: 'Slug', exact: true }).inputValue(),
          'obligasi-syariah',
          'the slug the server made',
        );

        // Edit with Ctrl+S; the history shows the field that changed, before and after.
        await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Sukuk & Obligasi Syariah');
        await expectText(page.getByTestId('save-bar'), /Unsaved changes/);
        await page.keyboard.press('Control+s');
        await expectToast(page, 'Category saved');
        await expectSaved(page);
        const latest = page.getByTestId('history-entry').first();
        await expectText(latest, /changed Name/);
        await expectVisible(latest.getByText('Obligasi Syariah', { exact: true }));
        await expectVisible(latest.getByText('Sukuk & Obligasi Syariah', { exact: true }));
        await screenshot(page, 'category-editor-history');

        // "Restore this version" brings back the values as created, as a new edit.
        await page.getByTestId('history-entry').nth(1).getByRole('button', { name: 'Restore this version' }).click();
        await confirm(page, 'Restore as a new edit');
        await expectToast(page, 'Category saved');
        await eventually(async () =>
          assert.equal(await page.getByRole('textbox', { name: 'Name', exact: true }).inputValue(), 'Obligasi Syariah'),
        );
        await eventually(async () => assert.equal(await page.getByTestId('history-entry').count(), 3));

        // Enter in a field saves too.
        await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Sukuk & Obligasi Syariah');
        await page.getByRole('textbox', { name: 'Name', exact: true }).press('Enter');
        await expectToast(page, 'Category saved');
        await expectSaved(page);

        // Leaving with unsaved changes asks first.
        await page.getByLabel('Description').fill('Belum disimpan');
        await page.getByRole('link', { name: 'Categories' }).first().click();
        await expectVisible(page.getByTestId('unsaved-changes-dialog').getByRole('dialog'));
        await page.getByRole('button', { name: 'Stay and keep editing' }).click();
        await expectHidden(page.getByTestId('unsaved-changes-dialog').getByRole('dialog'));
        assert.equal(await page.getByLabel('Description').inputValue(), 'Belum disimpan');
        await page.getByRole('link', { name: 'Categories' }).first().click();
        await page.getByRole('button', { name: 'Leave without saving' }).click();
        await expectPath(page, CATEGORY);
        await settleList(page);

        // Search (debounced, kept in the address).
        await page.getByTestId('list-search').fill('syariah');
        await expectPath(page, CATEGORY, { q: 'syariah' });
        await eventually(async () => assert.deepEqual(await rowTitles(page), ['Sukuk & Obligasi Syariah']));
        await screenshot(page, 'category-list-search');
        await page.getByRole('button', { name: 'Clear search' }).click();
        await eventually(async () => assert.equal(new URL(page.url()).searchParams.get('q'), null));
        await settleList(page);

        // Sort by name, both ways.
        await list(page).getByRole('button', { name: /^Name/ }).click();
        await expectPath(page, CATEGORY, { sort: 'article_category_name', order: 'asc' });
        await eventually(async () => assert.equal((await rowTitles(page))[0], 'Agrikultur'));
        // The second time on the header cell's empty right side, not on its word.
        const header = list(page).getByRole('columnheader', { name: /^Name/ });
        assert.equal(await header.getAttribute('aria-sort'), 'ascending');
        const box = (await header.boundingBox())!;
        await page.mouse.click(box.x + box.width - 6, box.y + box.height / 2);
        await expectPath(page, CATEGORY, { sort: 'article_category_name', order: 'desc' });
        await eventually(async () => assert.equal(await header.getAttribute('aria-sort'), 'descending'));
        await eventually(async () => assert.equal((await rowTitles(page))[0], 'Transportasi & Logistik'));

        // Page 2 holds the remaining three; Back returns to page 1.
        await page.getByRole('button', { name: 'Page 2' }).click();
        await expectPath(page, CATEGORY, { page: '2', sort: 'article_category_name', order: 'desc' });
        await expectText(page.getByTestId('list-count'), 'Showing 11–13 of 13');
        await eventually(async () =>
          assert.deepEqual(await rowTitles(page), ['Infrastruktur', 'Energi & Tambang', 'Agrikultur']),
        );
        await page.goBack();
        await expectText(page.getByTestId('list-count'), 'Showing 1–10 of 13');

        // Export: the whole filtered list, through the API client with its header.
        await page.getByTestId('filter-chips').getByText('Yes', { exact: true }).click();
        await expectPath(page, CATEGORY, { active: 'true' });
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
        const csv = fs.readFileSync((await download.path())!, 'utf8');
        assert.match(download.suggestedFilename(), /^category-\d{4}-\d{2}-\d{2}\.csv$/);
        assert.equal(csv.trim().split('\n').length, 14, 'a header and 13 active categories');
        assert.match(csv, /Sukuk & Obligasi Syariah/);
        await page.getByTestId('filter-chips').getByText('All', { exact: true }).click();

        // Move one to the trash, find it there, restore it.
        await openList(page, `${server.url}${CATEGORY}?q=syariah`);
        const toTrash = async () => {
          await rowNamed(page, 'Sukuk & Obligasi Syariah')
            .getByRole('button', { name: /Move .* to trash/ })
            .click();
          await confirm(page, 'Move to trash');
          await expectToast(page, 'Category moved to the trash');
          await expectVisible(list(page).getByTestId('list-empty'));
        };
        await toTrash();
        // Undo in the toast brings it straight back.
        await page.getByTestId('toast').getByRole('button', { name: 'Undo' }).click();
        await expectToast(page, 'Category restored');
        await eventually(async () => assert.deepEqual(await rowTitles(page), ['Sukuk & Obligasi Syariah']));
        await toTrash();
        await showTrash(page, true);
        await expectPath(page, CATEGORY, { trash: '1', q: 'syariah' });
        await eventually(async () => assert.deepEqual(await rowTitles(page), ['Sukuk & Obligasi Syariah']));
        await screenshot(page, 'category-list-trash');
        await rowNamed(page, 'Sukuk & Obligasi Syariah')
          .getByRole('button', { name: /^Restore/ })
          .click();
        await expectToast(page, 'Category restored');
        await showTrash(page, false);
        await eventually(async () => assert.deepEqual(await rowTitles(page), ['Sukuk & Obligasi Syariah']));

        // A selection goes to the trash and comes back together, after a confirmation.
        await openList(page, `${server.url}${CATEGORY}?sort=article_category_name&order=asc`);
        await rows(page).nth(0).getByRole('checkbox').check();
        await rows(page).nth(1).getByRole('checkbox').check();
        await expectText(page.getByTestId('bulk-count'), '2 selected');
        await screenshot(page, 'category-list-selection');
        await page.getByTestId('bulk-bar').getByRole('button', { name: 'Move to trash' }).click();
        await confirm(page, 'Move 2 to trash');
        await expectToast(page, '2 moved to the trash');
        await eventually(async () => assert.equal((await rowTitles(page))[0], 'Infrastruktur'));
        await showTrash(page, true);
        await eventually(async () => assert.deepEqual(await rowTitles(page), ['Agrikultur', 'Energi & Tambang']));
        await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
        await page.getByTestId('bulk-bar').getByRole('button', { name: 'Restore' }).click();
        await confirm(page, 'Restore 2');
        await expectToast(page, '2 restored');
        await expectVisible(list(page).getByTestId('list-empty'));
      },
    },
    {
      name: 'a writter sees no delete buttons, and a forced delete is refused with "Insufficient Permission!"',
      run: async ({ server, newPage }) => {
        const page = await newPage();
        await signIn(page, server.url, 'writter@demo.test', DEMO_PASSWORD);
        await openList(page, `${server.url}${CATEGORY}`);
        await expectVisible(page.getByTestId('create-record'));
        assert.equal(
          await list(page)
            .getByRole('button', { name: /to trash/ })
            .count(),
          0,
          'no trash buttons in rows',
        );
        assert.equal(await list(page).getByRole('checkbox').count(), 0, 'no selection for bulk delete');
        await screenshot(page, 'category-list-writter');
        await rows(page).first().getByTestId('row-title').click();
        await waitForLayout(page);
        await expectVisible(page.getByTestId('save-bar'));
        assert.equal(await page.getByTestId('trash-record').count(), 0, 'no "Move to trash" in the editor');

        // Make this browser believe it may delete; the server still decides.
        await page.route('**/api/user-permission/self/permission', async (route) => {
          const response = await route.fetch();
          const body = (await response.json()) as { data: Record<string, string[]> };
          body.data.delete_action = [...(body.data.delete_action ?? []), 'RESEARCHCATEGORY'];
          await route.fulfill({ response, json: body });
        });
        await openList(page, `${server.url}${CATEGORY}`);
        const first = (await rowTitles(page))[0]!;
        const deletes: number[] = [];
        page.on('response', (response) => {
          if (response.request().method() === 'DELETE') deletes.push(response.status());
        });
        await rowNamed(page, first)
          .getByRole('button', { name: /Move .* to trash/ })
          .click();
        await page.getByTestId('confirm-dialog').getByRole('dialog').getByRole('button', { name: 'Move to trash' }).click();
        await expectToast(page, INSUFFICIENT_PERMISSION.title);
        await expectText(page.getByTestId('toast-text'), INSUFFICIENT_PERMISSION.text);
        assert.deepEqual(deletes, [403]);
        await expectHidden(page.getByTestId('confirm-dialog').getByRole('dialog'));
        await screenshot(page, 'category-writter-forced-delete');
        await openList(page, `${server.url}${CATEGORY}`);
        assert.equal((await rowTitles(page))[0], first, 'the category is still there');
      },
    },
  ],
};
