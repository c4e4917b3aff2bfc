import type { Locator, Page } from 'playwright-core';
import { ROUTES } from '@rc/contract/routes';
import { waitForLayout } from '../support/console.ts';
import { assert, eventually, expectHidden, expectPath, expectText, expectVisible } from '../support/expect.ts';
import type { JourneySuite } from '../support/journey.ts';
import { expectToast } from '../support/resources.ts';
import { DEMO_PASSWORD, E2E_BASIC } from '../support/server.ts';

/**
 * Press Tab until `target` has the focus, as a keyboard user would move through the page; fails
 * when it is not reached in `max` presses (it is not in the tab order, or hidden behind others).
 */
async function tabTo(page: Page, target: Locator, what: string, max = 120): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false)) {
      return;
    }
    await page.keyboard.press('Tab');
  }
  assert.fail(`${what} was not reached with ${max} presses of Tab`);
}

/** Sign in with the keyboard only: the email field has the focus, Tab, type, Enter. */
async function signInByKeyboard(page: Page, baseUrl: string, email: string, landing: string = ROUTES.Home.path) {
  await page.goto(`${baseUrl}${ROUTES.Login.path}?redirect=${encodeURIComponent(landing)}`);
  const form = page.getByRole('form', { name: 'Sign in' });
  await expectVisible(form);
  const emailField = form.getByLabel('Email');
  await eventually(async () =>
    assert.ok(await emailField.evaluate((el) => el === document.activeElement), 'email has the focus'),
  );
  await page.keyboard.type(email);
  await tabTo(page, form.getByLabel('Password', { exact: true }), 'the password field');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expectPath(page, landing.split('?')[0]!);
  await waitForLayout(page);
}

async function firstId(page: Page, listUrl: string): Promise<number> {
  return page.evaluate(
    async ({ url, auth }) => {
      const res = await fetch(url, { headers: { authorization: auth } });
      return ((await res.json()) as { data: { data: Array<{ id: number }> } }).data.data[0]!.id;
    },
    { url: listUrl, auth: E2E_BASIC },
  );
}

/** Issue 17: the everyday tasks, done with the keyboard alone. */
export const keyboardSuite: JourneySuite = {
  title: 'Keyboard only',
  journeys: [
    {
      name: 'sign in, then respond to a Circle article with a note, without the mouse',
      run: async ({ server, newPage }) => {
        const page = await newPage();
        await signInByKeyboard(page, server.url, 'auditor@demo.test', `${ROUTES.CommunityResearchContent.path}?status=PENDING`);
        const row = page.getByTestId('circle-list').getByTestId('resource-row').first();
        await expectVisible(row);
        await tabTo(page, row.getByTestId('row-title'), 'the first article’s title');
        await page.keyboard.press('Enter');
        const preview = page.getByTestId('circle-preview').getByRole('dialog');
        await expectVisible(preview.getByTestId('circle-reader'));
        await tabTo(page, preview.getByTestId('preview-respond'), 'Respond in the preview');
        await page.keyboard.press('Enter');
        const dialog = page.getByTestId('respond-dialog').getByRole('dialog');
        await expectVisible(dialog);
        const revision = dialog.getByRole('radio', { name: 'Request revision' });
        await tabTo(page, dialog.getByRole('radio', { checked: true }), 'the chosen response');
        for (let i = 0; i < 4 && !(await revision.isChecked()); i++) await page.keyboard.press('ArrowDown');
        assert.ok(await revision.isChecked(), 'the arrow keys chose "Request revision"');
        await tabTo(page, dialog.getByTestId('respond-note'), 'the note');
        await page.keyboard.type('Lengkapi sumber data dan periode laporannya.');
        await tabTo(page, dialog.getByTestId('respond-submit'), 'the submit button');
        await page.keyboard.press('Enter');
        await expectToast(page, 'Revision requested');
        await expectHidden(dialog);
      },
    },
    {
      name: 'edit a category and save it with Ctrl+S, without the mouse',
      run: async ({ server, newPage }) => {
        const page = await newPage();
        await signInByKeyboard(page, server.url, 'owner@demo.test');
        const id = await firstId(page, '/api/category/list?limit=1');
        await page.goto(`${server.url}${ROUTES.CategoryEditorExisting.path.replace(':id', String(id))}`);
        await waitForLayout(page);
        const name = page.getByRole('textbox', { name: 'Name', exact: true });
        await expectVisible(name);
        await tabTo(page, name, 'the Name field');
        await page.keyboard.press('Control+A');
        await page.keyboard.type('Makro Ekonomi dan Kebijakan');
        await page.keyboard.press('Control+S');
        await expectToast(page, 'Category saved');
        await expectText(page.getByTestId('save-bar'), /All changes saved/);
        assert.equal(await name.inputValue(), 'Makro Ekonomi dan Kebijakan');
      },
    },
    {
      name: 'change a permission in the matrix and save it, without the mouse',
      run: async ({ server, newPage }) => {
        const page = await newPage();
        await signInByKeyboard(page, server.url, 'owner@demo.test');
        const writter = await firstId(page, '/api/internal-user/list?limit=1&query=writter%40demo.test');
        await page.goto(`${server.url}${ROUTES.PermissionEditorExisting.path.replace(':id', String(writter))}`);
        await waitForLayout(page);
        await expectVisible(page.getByTestId('permission-matrix'));
        const cell = page.getByTestId('cell-ALGONEWS:read');
        const before = await cell.isChecked();
        await tabTo(page, cell, 'the Insight read cell', 400);
        await page.keyboard.press('Space');
        await eventually(async () => assert.equal(await cell.isChecked(), !before));
        await expectText(page.getByTestId('permission-pending'), /1 change to save/);
        await tabTo(page, page.getByTestId('review-permissions'), 'Review changes', 400);
        await page.keyboard.press('Enter');
        const review = page.getByTestId('permission-review').getByRole('dialog');
        await expectVisible(review);
        await tabTo(page, review.getByTestId('confirm-permissions'), 'the confirm button');
        await page.keyboard.press('Enter');
        await expectToast(page, 'Permissions saved');
      },
    },
  ],
};
