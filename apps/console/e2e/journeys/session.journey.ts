import { ROUTES } from '@rc/contract/routes';
import { SESSION_EXPIRED } from '../../src/lib/messages.ts';
import { endSessionsOnServer, menu, screenshot, signIn, submitSignIn, waitForLayout } from '../support/console.ts';
import { assert, expectPath, expectText, expectVisible } from '../support/expect.ts';
import type { JourneySuite } from '../support/journey.ts';
import { DEMO_PASSWORD, E2E_BASIC } from '../support/server.ts';
import { SIGNIN_BUDGET_BYTES } from '../../scripts/signin-budget.ts';

export const sessionSuite: JourneySuite = {
  title: 'Session',
  journeys: [
    {
      name: 'the sign-in screen arrives compressed: its JavaScript as sent is within the budget',
      run: async ({ server, newPage, log }) => {
        const page = await newPage();
        const scripts: Array<{ url: string; sent: Promise<number> }> = [];
        page.on('requestfinished', (request) => {
          if (request.resourceType() !== 'script') return;
          scripts.push({ url: request.url(), sent: request.sizes().then((sizes) => sizes.responseBodySize) });
        });
        const encodings = new Map<string, string | null>();
        page.on('response', (response) => {
          if (response.request().resourceType() === 'script')
            encodings.set(response.url(), response.headers()['content-encoding'] ?? null);
        });
        await page.goto(`${server.url}${ROUTES.Login.path}`);
        await expectVisible(page.getByRole('form', { name: 'Sign in' }));
        await page.waitForLoadState('networkidle');
        assert.ok(scripts.length > 0, 'the sign-in screen loads scripts');
        let bytes = 0;
        for (const script of scripts) {
          const sent = await script.sent;
          // Files under 1 KB are not worth compressing (the build leaves them as they are).
          if (sent > 1024) assert.equal(encodings.get(script.url), 'br', `${script.url} arrives brotli-compressed`);
          bytes += sent;
        }
        log(
          `sign-in JavaScript as sent: ${(bytes / 1024).toFixed(1)} KB in ${scripts.length} files (budget ${SIGNIN_BUDGET_BYTES / 1024} KB)`,
        );
        assert.ok(bytes <= SIGNIN_BUDGET_BYTES, `sign-in JavaScript sent: ${bytes} bytes`);
      },
    },
    {
      name: 'the sign-in screen shows a wrong password plainly',
      run: async ({ server, newPage }) => {
        const page = await newPage();
        await page.goto(`${server.url}${ROUTES.Login.path}`);
        await expectVisible(page.getByRole('form', { name: 'Sign in' }));
        await screenshot(page, 'signin');
        await submitSignIn(page, 'admin@demo.test', 'not-the-password');
        await expectText(page.getByTestId('signin-error'), 'Email or password is incorrect.');
        await expectPath(page, ROUTES.Login.path);
        await screenshot(page, 'signin-error');
      },
    },
    {
      name: 'session ended server-side: the next action says "Session expired!", then sign in goes where the person was going',
      run: async ({ server, newPage }) => {
        const page = await newPage();
        await signIn(page, server.url, 'admin@demo.test', DEMO_PASSWORD);
        await page.getByTestId('user-menu').first().click();
        await page.getByRole('menuitem', { name: 'My Account' }).click();
        await expectPath(page, ROUTES.UserProfile.path);
        await expectVisible(page.getByTestId('profile-form'));

        await endSessionsOnServer(page, server);
        await menu(page).getByRole('link', { name: 'Client' }).click();

        await expectText(page.getByTestId('toast-title'), SESSION_EXPIRED.title);
        await expectText(page.getByTestId('toast-text'), SESSION_EXPIRED.text);
        // The sign-in remembers where the person was going, not the page they were leaving.
        await expectPath(page, ROUTES.Login.path, { redirect: ROUTES.Client.path });
        await screenshot(page, 'session-expired');

        await submitSignIn(page, 'admin@demo.test', DEMO_PASSWORD);
        await expectPath(page, ROUTES.Client.path);
        await waitForLayout(page);
        await expectVisible(page.getByTestId('resource-list'));

        // Signed in, the sign-in screen is not shown again: it goes on to the target, or the dashboard.
        await page.goto(`${server.url}${ROUTES.Login.path}?redirect=${encodeURIComponent(ROUTES.Category.path)}`);
        await expectPath(page, ROUTES.Category.path);
        await page.goto(`${server.url}${ROUTES.Login.path}`);
        await expectPath(page, ROUTES.Home.path);
      },
    },
    {
      name: 'sign out ends the session and lands on sign in',
      run: async ({ server, newPage }) => {
        const page = await newPage();
        await signIn(page, server.url, 'auditor@demo.test', DEMO_PASSWORD);
        await page.getByTestId('user-menu').first().click();
        await page.getByRole('menuitem', { name: 'Log Out' }).click();
        await expectPath(page, ROUTES.Login.path);
        await expectVisible(page.getByRole('form', { name: 'Sign in' }));
        // The server forgot the session: the console cannot be reopened without signing in.
        const answer = await page.request.get(`${server.url}/api/internal-user/profile`, {
          headers: { Authorization: E2E_BASIC },
        });
        assert.equal(answer.status(), 401);
        await page.goto(`${server.url}/`);
        await expectPath(page, ROUTES.Login.path);
      },
    },
  ],
};
