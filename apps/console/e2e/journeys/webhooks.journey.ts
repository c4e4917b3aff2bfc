import type { Page } from 'playwright-core';
import { ROUTES } from '@rc/contract/routes';
import { menu, openMenuGroup, screenshot, signIn, waitForLayout } from '../support/console.ts';
import { expectAccessible } from '../support/axe.ts';
import { assert, eventually, expectHidden, expectPath, expectText, expectVisible } from '../support/expect.ts';
import { DESKTOP, MOBILE, type JourneySuite } from '../support/journey.ts';
import { expectToast } from '../support/resources.ts';
import { DEMO_PASSWORD } from '../support/server.ts';

const hookList = (page: Page) => page.getByTestId('webhooks');
const hookRow = (page: Page, name: string) => hookList(page).getByTestId('resource-row').filter({ hasText: name });
// A name no resolver knows: accepted at creation, and each send fails (the journeys' server has no receiver).
const SITE_URL = 'https://hooks.site.invalid/research';

/** Wait until the list has loaded: rows or its empty state. */
async function settleHooks(page: Page): Promise<void> {
  await expectVisible(hookList(page));
  await eventually(async () => {
    assert.equal(await hookList(page).getAttribute('aria-busy'), 'false', 'the webhook list is not loading');
    const shown =
      (await hookList(page).getByTestId('resource-row').count()) + (await hookList(page).getByTestId('list-empty').count());
    assert.ok(shown > 0, 'rows or an empty state');
  });
}

export const webhooksSuite: JourneySuite = {
  title: 'Webhooks',
  journeys: [
    {
      name: 'create a webhook, see its secret once, test it, read its deliveries, revoke it with confirmation',
      run: async ({ server, newPage }) => {
        const page = await newPage({ viewport: DESKTOP });
        await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
        await signIn(page, server.url, 'owner@demo.test', DEMO_PASSWORD);
        await openMenuGroup(page, /^Tools/);
        await menu(page).getByRole('link', { name: 'Webhooks' }).click();
        await expectPath(page, ROUTES.Webhooks.path);
        await settleHooks(page);
        await expectVisible(hookList(page).getByTestId('list-empty'));
        await screenshot(page, 'webhooks-empty');
        await expectAccessible(page, 'Webhooks, empty');

        // The form says what is missing, and refuses the metadata address by its field.
        await page.getByTestId('webhook-new').first().click();
        const dialog = page.getByTestId('webhook-dialog').getByRole('dialog');
        await expectVisible(dialog);
        await dialog.getByTestId('webhook-submit').click();
        await expectText(dialog, /name is required/);
        await expectText(dialog, /events must hold at least one event/);
        // Field errors read at 4.5:1 or more, like every other text.
        await expectAccessible(page, 'Webhooks, create dialog with its field errors');
        await dialog.getByTestId('webhook-name').fill('Situs publik');
        await dialog.getByTestId('webhook-url').fill('http://169.254.169.254/latest/meta-data/');
        await dialog.getByTestId('webhook-event-algo-research.published').check();
        await dialog.getByTestId('webhook-event-algo-research.unpublished').check();
        await dialog.getByTestId('webhook-event-algo-news.published').check();
        await dialog.getByTestId('webhook-event-algo-news.updated').check();
        await expectAccessible(page, 'Webhooks, create dialog');
        await dialog.getByTestId('webhook-submit').click();
        await expectText(dialog, /url is refused: .*link-local or cloud metadata/);
        await screenshot(page, 'webhooks-form-refused');

        await dialog.getByTestId('webhook-url').fill(SITE_URL);
        await dialog.getByTestId('webhook-submit').click();
        const secret = dialog.getByTestId('webhook-secret');
        await expectText(secret, /^whsec_[\w-]{43}$/);
        const value = ((await secret.textContent()) ?? '').trim();
        await expectText(dialog, /Shown this once/);
        await dialog.getByRole('button', { name: 'Copy the secret' }).click();
        await expectVisible(dialog.getByRole('button', { name: 'Secret copied' }));
        assert.equal(await page.evaluate(() => navigator.clipboard.readText()), value, 'the secret is on the clipboard');
        await screenshot(page, 'webhooks-secret-once');
        await expectAccessible(page, 'Webhooks, secret shown once');
        await dialog.getByTestId('webhook-done').click();
        await expectHidden(dialog);
        await settleHooks(page);
        await expectText(hookRow(page, 'Situs publik'), /Active/);
        await expectText(hookRow(page, 'Situs publik'), /\+1 more/);
        assert.ok(!((await hookList(page).textContent()) ?? '').includes(value), 'the list never shows the secret');
        await screenshot(page, 'webhooks-list');
        await expectAccessible(page, 'Webhooks list');

        // A test call: the address does not answer, and the deliveries say so in red.
        await hookRow(page, 'Situs publik').getByTestId('webhook-more').click();
        await page.getByTestId('webhook-test').click();
        await expectToast(page, 'Test not delivered');
        await hookRow(page, 'Situs publik').getByTestId('webhook-deliveries').click();
        const drawer = page.getByTestId('webhook-attempts').getByRole('dialog');
        await expectVisible(drawer.getByTestId('webhook-attempts-table'));
        await expectText(drawer, /webhook\.test/);
        await expectVisible(drawer.locator('[data-outcome="failed"]'));
        await expectText(drawer, /hooks\.site\.invalid could not be resolved/);
        await screenshot(page, 'webhooks-deliveries');
        await expectAccessible(page, 'Webhooks, deliveries');
        await page.keyboard.press('Escape');
        await expectHidden(drawer);

        // Edit: turned off.
        await hookRow(page, 'Situs publik').getByTestId('webhook-more').click();
        await page.getByTestId('webhook-edit').click();
        await expectVisible(dialog);
        await dialog.getByTestId('webhook-active').click();
        await dialog.getByTestId('webhook-submit').click();
        await expectHidden(dialog);
        await expectToast(page, 'Webhook saved');
        await expectText(hookRow(page, 'Situs publik'), /Off/);

        // Revoke, after a confirmation that says what it means.
        await hookRow(page, 'Situs publik').getByTestId('webhook-more').click();
        await page.getByTestId('webhook-revoke').click();
        const confirmDialog = page.getByTestId('confirm-dialog').getByRole('dialog');
        await expectText(confirmDialog, /Nothing more is sent to “Situs publik”/);
        await screenshot(page, 'webhooks-revoke-confirm');
        await expectAccessible(page, 'Webhooks, revoke confirmation');
        await confirmDialog.getByRole('button', { name: 'Revoke webhook' }).click();
        await expectHidden(confirmDialog);
        await expectToast(page, 'Webhook revoked');
        await expectText(hookRow(page, 'Situs publik'), /Revoked\s*\d/);
        assert.equal(await hookRow(page, 'Situs publik').getByTestId('webhook-more').count(), 0, 'nothing more to do with it');
      },
    },
    {
      name: 'the webhooks screen on a phone',
      run: async ({ server, newPage }) => {
        const page = await newPage({ viewport: MOBILE, isMobile: true });
        await signIn(page, server.url, 'owner@demo.test', DEMO_PASSWORD);
        await page.goto(`${server.url}${ROUTES.Webhooks.path}`);
        await waitForLayout(page);
        await settleHooks(page);
        await page.getByTestId('webhook-new').first().click();
        const dialog = page.getByTestId('webhook-dialog').getByRole('dialog');
        await dialog.getByTestId('webhook-name').fill('Aplikasi ponsel');
        await dialog.getByTestId('webhook-url').fill(SITE_URL);
        await dialog.getByTestId('webhook-event-algo-research.published').check();
        await screenshot(page, 'webhooks-form-phone');
        await dialog.getByTestId('webhook-submit').click();
        await expectVisible(dialog.getByRole('button', { name: 'Copy the secret' }));
        await screenshot(page, 'webhooks-secret-phone');
        await dialog.getByTestId('webhook-done').click();
        await expectHidden(dialog);
        await expectText(hookRow(page, 'Aplikasi ponsel'), /Active/);
        await screenshot(page, 'webhooks-phone');
        await expectAccessible(page, 'Webhooks list at phone width');
      },
    },
  ],
};
