import * as OTPAuth from 'otpauth';
import type { Page } from 'playwright-core';
import { ROUTES } from '@rc/contract/routes';
import { screenshot, signIn, submitSignIn, waitForLayout } from '../support/console.ts';
import { assert, expectHidden, expectPath, expectText, expectVisible } from '../support/expect.ts';
import { DESKTOP, MOBILE, type JourneySuite } from '../support/journey.ts';
import { confirm, expectToast } from '../support/resources.ts';
import { DEMO_PASSWORD } from '../support/server.ts';
import { staffIdOf } from '../support/database.ts';

/** The code the person's authenticator app shows now, or for the next 30-second step. */
const appCode = (secret: string, next = false) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + (next ? 30_000 : 0) });

const card = (page: Page) => page.getByTestId('two-factor-card');

async function signOut(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}${ROUTES.Logout.path}`);
  await expectPath(page, ROUTES.Login.path);
}

/** On My Account: set up two-factor sign-in with the app, save the recovery codes; answers both. */
async function setUp(page: Page, shots?: string): Promise<{ secret: string; codes: string[] }> {
  await card(page).getByTestId('two-factor-start').click();
  const setup = page.getByTestId('two-factor-setup');
  await expectVisible(setup.getByTestId('two-factor-qr'));
  const secret = (await setup.getByTestId('two-factor-secret').innerText()).replace(/\s+/g, '');
  assert.match(secret, /^[A-Z2-7]{32}$/);
  if (shots) await screenshot(page, `${shots}-setup`);
  // A mistyped code is said plainly on the field, and the form keeps going.
  await setup.getByTestId('two-factor-setup-code').fill('000000');
  await setup.getByRole('button', { name: 'Turn on' }).click();
  await expectText(setup, /does not match/);
  await setup.getByTestId('two-factor-setup-code').fill(appCode(secret));
  await setup.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByTestId('recovery-code');
  await expectVisible(codes.first());
  const list = await codes.allInnerTexts();
  assert.equal(list.length, 10);
  if (shots) await screenshot(page, `${shots}-recovery-codes`);
  const done = card(page).getByRole('button', { name: 'Done' });
  assert.equal(await done.isDisabled(), true, 'Done waits until the codes are saved');
  await page.getByTestId('recovery-codes-saved').check();
  await done.click();
  await expectText(card(page).getByTestId('two-factor-summary'), /10 of 10 recovery codes left/);
  return { secret, codes: list };
}

/** The sign-in's code step: answer `code`. */
async function enterCode(page: Page, code: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Two-factor sign-in' });
  await expectVisible(form);
  await form.getByTestId('signin-code').fill(code);
  await form.getByRole('button', { name: 'Verify' }).click();
}

export const twoFactorSuite: JourneySuite = {
  title: 'Two-factor sign-in',
  journeys: [
    {
      name: 'set up on My Account, sign in with the app’s code and with a recovery code; an owner resets it for a lost phone (screenshots)',
      run: async ({ server, newPage }) => {
        const page = await newPage({ viewport: DESKTOP });
        await signIn(page, server.url, 'writter@demo.test', DEMO_PASSWORD);
        await page.goto(`${server.url}${ROUTES.UserProfile.path}`);
        await waitForLayout(page);
        await expectText(card(page), /Off\./);
        const { secret, codes } = await setUp(page, 'two-factor');
        await screenshot(page, 'two-factor-on');

        // The password alone now leads to the code step; a wrong code is refused on the field.
        await signOut(page, server.url);
        await submitSignIn(page, 'writter@demo.test', DEMO_PASSWORD);
        await enterCode(page, '999999' === appCode(secret, true) ? '999998' : '999999');
        await expectText(page.getByRole('form', { name: 'Two-factor sign-in' }), /does not match/);
        await screenshot(page, 'two-factor-signin-code');
        // The app's code for the next step (the current one was used to turn it on).
        await enterCode(page, appCode(secret, true));
        await expectPath(page, ROUTES.Home.path);
        await waitForLayout(page);

        // A recovery code, once.
        await signOut(page, server.url);
        await submitSignIn(page, 'writter@demo.test', DEMO_PASSWORD);
        await page.getByRole('button', { name: 'Use a recovery code' }).click();
        await expectVisible(page.getByLabel('Recovery code'));
        await enterCode(page, codes[0]!);
        await expectPath(page, ROUTES.Home.path);
        await page.goto(`${server.url}${ROUTES.UserProfile.path}`);
        await expectText(card(page).getByTestId('two-factor-summary'), /9 of 10 recovery codes left/);

        // An owner resets it (a lost phone): the writter is signed out and signs in with the password alone.
        const owner = await newPage({ viewport: DESKTOP });
        await signIn(owner, server.url, 'owner@demo.test', DEMO_PASSWORD);
        const id = staffIdOf(server.databaseFile, 'writter@demo.test');
        await owner.goto(`${server.url}${ROUTES.UserEditorExisting.path.replace(':id', String(id))}`);
        const account = owner.getByTestId('staff-account');
        await expectText(account, /Two-factor sign-in\s*On/);
        await account.getByTestId('staff-two-factor-reset').click();
        await confirm(owner, 'Reset two-factor');
        await expectToast(owner, 'Two-factor sign-in reset');
        await expectText(account, /Two-factor sign-in\s*Off/);
        await expectHidden(account.getByTestId('staff-two-factor-reset'));

        await page.reload();
        await expectPath(page, ROUTES.Login.path);
        await submitSignIn(page, 'writter@demo.test', DEMO_PASSWORD);
        // Back where they were, with two-factor sign-in off, ready to set up on the new phone.
        await expectPath(page, ROUTES.UserProfile.path);
        await expectText(card(page), /Off\./);
      },
    },
    {
      name: 'an owner requires it of auditors: an auditor without it is taken to My Account until it is set up (phone width)',
      run: async ({ server, newPage }) => {
        const owner = await newPage({ viewport: DESKTOP });
        await signIn(owner, server.url, 'owner@demo.test', DEMO_PASSWORD);
        await owner.goto(`${server.url}${ROUTES.UserProfile.path}`);
        const policy = owner.getByTestId('two-factor-policy');
        await expectVisible(policy.getByTestId('two-factor-policy-auditor'));
        await policy.getByTestId('two-factor-policy-auditor').check();
        await policy.getByRole('button', { name: 'Save policy' }).click();
        await expectToast(owner, 'Two-factor policy saved');

        const auditor = await newPage({ viewport: MOBILE, isMobile: true });
        await auditor.goto(`${server.url}${ROUTES.Login.path}`);
        await submitSignIn(auditor, 'auditor@demo.test', DEMO_PASSWORD);
        await expectPath(auditor, ROUTES.UserProfile.path);
        await expectVisible(auditor.getByTestId('two-factor-required'));
        // It comes first on the screen, before the profile.
        const [card2fa, profileForm] = await Promise.all([
          card(auditor).boundingBox(),
          auditor.getByRole('form', { name: 'Profile details' }).boundingBox(),
        ]);
        assert.ok(card2fa && profileForm && card2fa.y < profileForm.y, 'the two-factor card is above the profile');
        await screenshot(auditor, 'two-factor-required-phone');
        await card(auditor).getByTestId('two-factor-start').click();
        await screenshot(auditor, 'two-factor-setup-phone');
        await card(auditor).getByRole('button', { name: 'Cancel' }).click();
        // Another screen leads back to My Account.
        await auditor.goto(`${server.url}${ROUTES.Home.path}`);
        await expectPath(auditor, ROUTES.UserProfile.path);
        await setUp(auditor);
        // Set up: the console opens again, and turning it off is not offered.
        await expectHidden(card(auditor).getByRole('button', { name: 'Turn off' }));
        await auditor.goto(`${server.url}${ROUTES.Home.path}`);
        await expectPath(auditor, ROUTES.Home.path);
        await waitForLayout(auditor);
      },
    },
  ],
};
