import { ROUTES } from '@rc/contract/routes';
import { FORBIDDEN_PAGE_TEXT, SESSION_EXPIRED } from '../../src/lib/messages.ts';
import { menu, screenshot, signIn, submitSignIn, waitForLayout } from '../support/console.ts';
import { assert, expectHidden, expectPath, expectText, expectVisible } from '../support/expect.ts';
import type { JourneySuite } from '../support/journey.ts';
import { DEMO_PASSWORD } from '../support/server.ts';

export const accessSuite: JourneySuite = {
  title: 'Access and routes',
  journeys: [
    {
      name: 'a writter opening an owner-only path sees the forbidden page',
      run: async ({ server, newPage }) => {
        const page = await newPage();
        await signIn(page, server.url, 'writter@demo.test', DEMO_PASSWORD);
        assert.equal(await menu(page).getByRole('link', { name: 'Internal User' }).count(), 0, 'no Internal User item');
        await page.goto(`${server.url}${ROUTES.User.path}`);
        await waitForLayout(page);
        await expectText(page.getByTestId('forbidden-page').getByRole('heading'), FORBIDDEN_PAGE_TEXT);
        await screenshot(page, 'forbidden');
        await page.goto(`${server.url}/client/list`);
        await expectVisible(page.getByText(FORBIDDEN_PAGE_TEXT));
        // A screen the role may read opens normally.
        await page.goto(`${server.url}${ROUTES.Newsletter.path}`);
        await expectVisible(page.getByTestId('resource-list'));
      },
    },
    {
      name: 'redirects of section 2.2 and the not-found page inside the layout',
      run: async ({ server, newPage }) => {
        const page = await newPage();
        await signIn(page, server.url, 'owner@demo.test', DEMO_PASSWORD);
        for (const [from, to] of [
          ['/permission', ROUTES.User.path],
          ['/permission/editor', ROUTES.User.path],
          ['/permission/editor/existing', ROUTES.User.path],
          ['/internal-user/editor/existing', ROUTES.User.path],
          ['/algo-news/editor', ROUTES.AlgoNews.path],
        ] as const) {
          await page.goto(`${server.url}${from}`);
          await expectPath(page, to);
        }
        await page.goto(`${server.url}/definitely/not/here`);
        await expectVisible(page.getByTestId('not-found'));
        await expectVisible(menu(page));
        await screenshot(page, 'not-found');
      },
    },
    {
      name: 'opening a console page without a session goes to sign in, then back to that page',
      run: async ({ server, newPage }) => {
        const page = await newPage();
        await page.goto(`${server.url}${ROUTES.ResearchBlast.path}?page=2`);
        await expectPath(page, ROUTES.Login.path, { redirect: `${ROUTES.ResearchBlast.path}?page=2` });
        // Never signed in here: nothing expired, so no "Session expired!" (issue 45).
        await expectVisible(page.getByRole('form', { name: 'Sign in' }));
        await expectHidden(page.getByText(SESSION_EXPIRED.title));
        await submitSignIn(page, 'auditor@demo.test', DEMO_PASSWORD);
        await expectPath(page, ROUTES.ResearchBlast.path, { page: '2' });
        await expectVisible(page.getByTestId('resource-list'));
      },
    },
  ],
};
