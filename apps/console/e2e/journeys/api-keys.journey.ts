import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { ROUTES } from '@rc/contract/routes';
import { menu, openMenuGroup, screenshot, signIn, waitForLayout } from '../support/console.ts';
import { expectAccessible } from '../support/axe.ts';
import { assert, eventually, expectAttribute, expectHidden, expectPath, expectText, expectVisible } from '../support/expect.ts';
import { DESKTOP, MOBILE, type JourneySuite } from '../support/journey.ts';
import { expectToast } from '../support/resources.ts';
import { DEMO_PASSWORD } from '../support/server.ts';

const keyList = (page: Page) => page.getByTestId('api-keys');
const keyRow = (page: Page, name: string) => keyList(page).getByTestId('resource-row').filter({ hasText: name });

/** Wait until the list has loaded: rows or its empty state. */
async function settleKeys(page: Page): Promise<void> {
  await expectVisible(keyList(page));
  await eventually(async () => {
    assert.equal(await keyList(page).getAttribute('aria-busy'), 'false', 'the key list is not loading');
    const shown =
      (await keyList(page).getByTestId('resource-row').count()) + (await keyList(page).getByTestId('list-empty').count());
    assert.ok(shown > 0, 'rows or an empty state');
  });
}

function storedKey(databaseFile: string, name: string) {
  const db = new Database(databaseFile, { readonly: true });
  db.pragma('busy_timeout = 5000');
  try {
    return db.prepare('select * from public_api_keys where name = ?').get(name) as Record<string, unknown> | undefined;
  } finally {
    db.close();
  }
}

/** A public call with the key, as the public site makes it. */
async function postEvent(baseUrl: string, key: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/public/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify({
      events: [{ section: 'CIRCLE', content_id: 1, audience: 'GUEST', occurred_at: new Date().toISOString() }],
    }),
  });
  return res.status;
}

export const apiKeysSuite: JourneySuite = {
  title: 'API keys',
  journeys: [
    {
      name: 'create a key, see it once, copy it, revoke it with confirmation',
      run: async ({ server, newPage }) => {
        const page = await newPage({ viewport: DESKTOP });
        await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
        await signIn(page, server.url, 'owner@demo.test', DEMO_PASSWORD);
        await openMenuGroup(page, /^Tools/);
        await menu(page).getByRole('link', { name: 'API Keys' }).click();
        await expectPath(page, ROUTES.ApiKeys.path);
        await expectAttribute(menu(page).getByRole('link', { name: 'API Keys' }), 'aria-current', 'page');
        await settleKeys(page);
        await expectVisible(keyList(page).getByTestId('list-empty'));
        await screenshot(page, 'api-keys-empty');

        // Create: a plain key for the public site.
        await page.getByTestId('api-key-new').first().click();
        const dialog = page.getByTestId('api-key-dialog').getByRole('dialog');
        await expectVisible(dialog);
        await dialog.getByTestId('api-key-submit').click();
        await expectText(dialog, /name is required/);
        await expectText(dialog, /scopes must hold at least one scope/);
        await dialog.getByTestId('api-key-name').fill('Situs publik');
        await dialog.getByTestId('api-key-scope-events:write').check();
        await screenshot(page, 'api-keys-create-form');
        await expectAccessible(page, 'API keys, create dialog');
        await dialog.getByTestId('api-key-submit').click();

        const secret = dialog.getByTestId('api-key-secret');
        await expectText(secret, /^rcpk_[\w-]{32}$/);
        const key = ((await secret.textContent()) ?? '').trim();
        const copy = dialog.getByRole('button', { name: 'Copy key' });
        await expectVisible(copy);
        await copy.click();
        await expectVisible(dialog.getByRole('button', { name: 'Key copied' }));
        assert.equal(await page.evaluate(() => navigator.clipboard.readText()), key, 'the key is on the clipboard');
        await screenshot(page, 'api-keys-created-once');

        // Only the hash is stored, and the key works.
        const row = storedKey(server.databaseFile, 'Situs publik');
        assert.ok(row, 'the key is stored');
        assert.equal(row.key_hash, createHash('sha256').update(key).digest('hex'));
        assert.ok(!JSON.stringify(row).includes(key), 'the key itself is not stored');
        assert.equal(await postEvent(server.url, key), 200);

        await dialog.getByTestId('api-key-done').click();
        await expectHidden(dialog);
        await settleKeys(page);
        await expectText(keyRow(page, 'Situs publik'), /Active/);
        assert.ok(!((await keyList(page).textContent()) ?? '').includes(key), 'the list never shows the key');

        // A key bound to a contributor names its owner.
        await page.getByTestId('api-key-new').first().click();
        await expectVisible(dialog);
        await dialog.getByTestId('api-key-name').fill('Komunitas mitra');
        await dialog.getByTestId('api-key-scope-circle:write').check();
        await dialog.getByTestId('api-key-contributor').click();
        const firstContributor = page.getByRole('option').first();
        const contributorName = ((await firstContributor.textContent()) ?? '').trim();
        await firstContributor.click();
        await dialog.getByTestId('api-key-submit').click();
        await expectVisible(dialog.getByTestId('api-key-created'));
        await page.keyboard.press('Escape');
        await expectHidden(dialog);
        await expectText(keyRow(page, 'Komunitas mitra'), new RegExp(`${contributorName}.*Contributor`));
        await settleKeys(page);
        await screenshot(page, 'api-keys-list');
        await expectAccessible(page, 'API keys list');

        // Revoke, from the keyboard: the row's button, then Enter on the focused confirm button.
        await keyRow(page, 'Situs publik').getByRole('button', { name: 'Revoke Situs publik' }).focus();
        await page.keyboard.press('Enter');
        const confirmDialog = page.getByTestId('confirm-dialog').getByRole('dialog');
        await expectText(confirmDialog, /“Situs publik” stops working at once/);
        await screenshot(page, 'api-keys-revoke-confirm');
        await expectAccessible(page, 'API keys, revoke confirmation');
        await page.keyboard.press('Enter');
        await expectHidden(confirmDialog);
        await expectToast(page, 'API key revoked');
        await expectText(keyRow(page, 'Situs publik'), /Revoked\s*\d/);
        assert.equal(
          await keyRow(page, 'Situs publik')
            .getByRole('button', { name: /Revoke/ })
            .count(),
          0,
        );
        assert.equal(await postEvent(server.url, key), 401, 'a revoked key is refused at once');
        await screenshot(page, 'api-keys-revoked');
      },
    },
    {
      name: 'the API keys screen on a phone',
      run: async ({ server, newPage }) => {
        const page = await newPage({ viewport: MOBILE, isMobile: true });
        await signIn(page, server.url, 'owner@demo.test', DEMO_PASSWORD);
        await page.goto(`${server.url}${ROUTES.ApiKeys.path}`);
        await waitForLayout(page);
        await settleKeys(page);
        await expectText(keyRow(page, 'Situs publik'), /Revoked/);
        await screenshot(page, 'api-keys-phone');
        await expectAccessible(page, 'API keys list at phone width');
        await page.getByTestId('api-key-new').first().click();
        const dialog = page.getByTestId('api-key-dialog').getByRole('dialog');
        await dialog.getByTestId('api-key-name').fill('Aplikasi ponsel');
        await dialog.getByTestId('api-key-scope-slides:read').check();
        await dialog.getByTestId('api-key-submit').click();
        await expectVisible(dialog.getByRole('button', { name: 'Copy key' }));
        await screenshot(page, 'api-keys-created-phone');
      },
    },
  ],
};
