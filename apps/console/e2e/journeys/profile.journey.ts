import type { Page } from 'playwright-core';
import { ROUTES } from '@rc/contract/routes';
import { pngOf, screenshot, signIn, submitSignIn, waitForLayout } from '../support/console.ts';
import { assert, eventually, expectPath, expectText, expectVisible } from '../support/expect.ts';
import type { JourneySuite } from '../support/journey.ts';
import { DEMO_PASSWORD } from '../support/server.ts';

async function openMyAccount(page: Page) {
  await page.getByTestId('user-menu').first().click();
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  await expectPath(page, ROUTES.UserProfile.path);
  await expectVisible(page.getByTestId('profile-form'));
}

export const profileSuite: JourneySuite = {
  title: 'My Account',
  journeys: [
    {
      name: 'edit the profile and see the header name change; bad input keeps what was typed',
      run: async ({ server, newPage }) => {
        const page = await newPage();
        await signIn(page, server.url, 'admin@demo.test', DEMO_PASSWORD);
        await openMyAccount(page);
        const form = page.getByRole('form', { name: 'Profile details' });

        await form.getByLabel('Instagram').fill('instagram.com/no-scheme');
        await form.getByRole('button', { name: 'Save changes' }).click();
        await expectVisible(form.getByText('Instagram must be a link starting with http:// or https://'));
        assert.equal(await form.getByLabel('Instagram').inputValue(), 'instagram.com/no-scheme');

        await form.getByLabel('Instagram').fill('https://instagram.com/ayu.ops');
        await form.getByLabel('Full name').fill('Ayu Pratama Operations');
        await form.getByLabel('Phone').fill('+62 812 3456 7890');
        await form.getByLabel('Short bio').fill('Runs the research desk.');
        await form.getByRole('button', { name: 'Save changes' }).click();
        await expectText(page.getByTestId('toast-title'), 'Profile updated');
        await expectText(page.getByTestId('header-fullname').first(), 'Ayu Pratama Operations');
        await screenshot(page, 'profile');

        await page.reload();
        await waitForLayout(page);
        await expectText(page.getByTestId('header-fullname').first(), 'Ayu Pratama Operations');
        assert.equal(
          await page.getByRole('form', { name: 'Profile details' }).getByLabel('Phone').inputValue(),
          '+62 812 3456 7890',
        );
      },
    },
    {
      name: 'upload a thumbnail and see the avatar; a wrong file is refused before upload',
      run: async ({ server, newPage }) => {
        const page = await newPage();
        await signIn(page, server.url, 'writter@demo.test', DEMO_PASSWORD);
        await openMyAccount(page);
        const input = page.locator('input[type="file"]');

        await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
        await expectVisible(page.getByText('Choose a JPEG, PNG or WebP image.').first());

        // A chosen photo uploads at once: no second click.
        await input.setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: await pngOf(page, 320, 200) });
        await expectText(page.getByTestId('toast-title'), 'Photo updated');

        const avatar = page.getByTestId('header-avatar').first().locator('img');
        const src = await eventually(async () => {
          const value = (await avatar.getAttribute('src')) ?? '';
          assert.match(value, /^\/media\/.+/);
          return value;
        });
        const image = await page.request.get(`${server.url}${src}`);
        assert.equal(image.status(), 200);
        assert.match(image.headers()['content-type'] ?? '', /^image\/png/);
        await eventually(async () =>
          assert.ok(await avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)),
        );
        await screenshot(page, 'profile-photo-uploaded');
      },
    },
    {
      name: 'change the password: rules before submit, then only the new password signs in',
      run: async ({ server, newPage }) => {
        const page = await newPage();
        await signIn(page, server.url, 'owner@demo.test', DEMO_PASSWORD);
        await openMyAccount(page);
        const form = page.getByRole('form', { name: 'Change password' });
        await form.getByLabel('Current password').fill('wrong-current-password');
        await form.getByLabel('New password', { exact: true }).fill('Owner-Ledger-2030');
        await form.getByLabel('Confirm new password').fill('Owner-Ledger-2030');
        await form.getByRole('button', { name: 'Change password' }).click();
        await expectText(page.getByTestId('toast-title'), 'Password not changed');
        assert.equal(await form.getByLabel('New password', { exact: true }).inputValue(), 'Owner-Ledger-2030');

        await form.getByLabel('Current password').fill(DEMO_PASSWORD);
        await form.getByRole('button', { name: 'Change password' }).click();
        await expectText(page.getByTestId('toast-title'), 'Password changed');

        await page.goto(`${server.url}${ROUTES.Logout.path}`);
        await expectPath(page, ROUTES.Login.path);
        await submitSignIn(page, 'owner@demo.test', DEMO_PASSWORD);
        await expectText(page.getByTestId('signin-error'), 'Email or password is incorrect.');
        await submitSignIn(page, 'owner@demo.test', 'Owner-Ledger-2030');
        await expectPath(page, ROUTES.Home.path);
      },
    },
  ],
};
