import { PASSWORD_RULES } from '@rc/contract/password';
import { ROUTES } from '@rc/contract/routes';
import { screenshot, signIn, submitSignIn } from '../support/console.ts';
import { latestMailTo } from '../support/database.ts';
import { assert, eventually, expectAttribute, expectPath, expectText, expectVisible } from '../support/expect.ts';
import type { JourneySuite } from '../support/journey.ts';
import { DEMO_PASSWORD } from '../support/server.ts';

const EMAIL = 'auditor@demo.test';
const NEW_PASSWORD = 'Fresh-Ledger-2027';

export const passwordResetSuite: JourneySuite = {
  title: 'Password reset',
  journeys: [
    {
      name: 'forgot password → reset link from the outbox → the new password works, the old one does not',
      run: async ({ server, newPage }) => {
        const page = await newPage();
        await page.goto(`${server.url}${ROUTES.Login.path}`);
        await page.getByRole('link', { name: 'Forgot password?' }).click();
        await expectPath(page, ROUTES.ForgotPassword.path);
        const form = page.getByRole('form', { name: 'Request a password reset link' });
        await form.getByLabel('Email').fill(EMAIL);
        await form.getByRole('button', { name: 'Send reset link' }).click();
        await expectVisible(page.getByTestId('forgot-confirmation'));

        const mail = await eventually(async () => {
          const found = latestMailTo(server.databaseFile, EMAIL);
          assert.ok(found, 'a reset mail in the outbox');
          return found;
        });
        const link = /https?:\/\/\S+\/reset-password\?token=[^\s"'<>]+/.exec(mail.text_body)?.[0];
        assert.ok(link, `a reset link in: ${mail.text_body}`);

        // An unknown address gets the same neutral confirmation.
        await page.getByRole('button', { name: 'Try again' }).click();
        await form.getByLabel('Email').fill('nobody@demo.test');
        await form.getByRole('button', { name: 'Send reset link' }).click();
        await expectVisible(page.getByTestId('forgot-confirmation'));

        await page.goto(link);
        await expectPath(page, ROUTES.ResetPassword.path);
        const reset = page.getByRole('form', { name: 'Set a new password' });
        const rule = (id: string) => reset.locator(`[data-rule="${id}"]`);
        await reset.getByLabel('New password', { exact: true }).fill('short');
        await expectAttribute(rule('length'), 'data-met', 'false');
        await expectAttribute(rule('lower'), 'data-met', 'true');
        await reset.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
        for (const { id } of PASSWORD_RULES) await expectAttribute(rule(id), 'data-met', 'true');
        await reset.getByLabel('Confirm new password').fill(NEW_PASSWORD);
        await screenshot(page, 'reset-password');
        await reset.getByRole('button', { name: 'Change password' }).click();
        await expectPath(page, ROUTES.Login.path);
        await expectText(page.getByTestId('toast-title'), 'Password changed');

        await submitSignIn(page, EMAIL, DEMO_PASSWORD);
        await expectText(page.getByTestId('signin-error'), 'Email or password is incorrect.');
        await submitSignIn(page, EMAIL, NEW_PASSWORD);
        await expectPath(page, ROUTES.Home.path);

        // The link works once.
        const again = await newPage();
        await again.goto(link);
        const resetAgain = again.getByRole('form', { name: 'Set a new password' });
        await resetAgain.getByLabel('New password', { exact: true }).fill('Another-Ledger-2028');
        await resetAgain.getByLabel('Confirm new password').fill('Another-Ledger-2028');
        await resetAgain.getByRole('button', { name: 'Change password' }).click();
        await expectVisible(again.getByTestId('reset-error'));
        await expectPath(again, ROUTES.ResetPassword.path);
        await expectVisible(again.getByRole('link', { name: 'Request a new link' }));
      },
    },
    {
      name: 'the reset screen checks the confirmation before sending anything',
      run: async ({ server, newPage }) => {
        const page = await newPage();
        await page.goto(`${server.url}${ROUTES.ResetPassword.path}?token=not-a-real-token`);
        const reset = page.getByRole('form', { name: 'Set a new password' });
        await reset.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
        await reset.getByLabel('Confirm new password').fill(`${NEW_PASSWORD}x`);
        await reset.getByRole('button', { name: 'Change password' }).click();
        await expectVisible(reset.getByText('Passwords do not match'));
        await reset.getByLabel('Confirm new password').fill(NEW_PASSWORD);
        await reset.getByRole('button', { name: 'Change password' }).click();
        await expectVisible(page.getByTestId('reset-error'));
        // Sign in still works for others (nothing was changed).
        const other = await newPage();
        await signIn(other, server.url, 'writter@demo.test', DEMO_PASSWORD);
      },
    },
  ],
};
