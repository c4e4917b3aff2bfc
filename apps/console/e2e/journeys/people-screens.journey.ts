import type { Page } from 'playwright-core';
import { ROUTES } from '@rc/contract/routes';
import { screenshot, signIn, waitForLayout } from '../support/console.ts';
import { assert, expectVisible } from '../support/expect.ts';
import { DESKTOP, MOBILE, type JourneySuite } from '../support/journey.ts';
import { inviteLinkFor } from '../support/people.ts';
import { settleList } from '../support/resources.ts';
import { DEMO_PASSWORD, E2E_BASIC } from '../support/server.ts';

/** The id of the first client of a list query (read through the API, as the list does). */
async function firstClientId(page: Page, query: string): Promise<number> {
  const answer = await page.evaluate(
    async ({ search, auth }) => {
      const res = await fetch(`/api/client/list?limit=1&${search}`, { headers: { authorization: auth } });
      return (await res.json()) as { data: { data: Array<{ id: number }> } };
    },
    { search: query, auth: E2E_BASIC },
  );
  return answer.data.data[0]!.id;
}

/** Every People screen at both sizes, for the record and for review. */
export const peopleScreensSuite: JourneySuite = {
  title: 'People screens',
  journeys: [
    {
      name: 'internal users, invite, staff editor and permission matrix at desktop and mobile sizes (screenshots)',
      run: async ({ server, newPage }) => {
        for (const [size, viewport, isMobile] of [
          ['desktop', DESKTOP, false],
          ['mobile', MOBILE, true],
        ] as const) {
          const page = await newPage({ viewport, isMobile });
          await signIn(page, server.url, 'owner@demo.test', DEMO_PASSWORD);
          await page.goto(`${server.url}${ROUTES.User.path}`);
          await waitForLayout(page);
          await settleList(page);
          await screenshot(page, `people-internal-users-${size}`);

          await page.goto(`${server.url}${ROUTES.UserEditorNew.path}`);
          await expectVisible(page.getByRole('form', { name: 'Invite a staff member' }));
          await screenshot(page, `people-invite-${size}`);

          await page.goto(`${server.url}/internal-user/editor/existing/2`);
          await expectVisible(page.getByTestId('staff-account'));
          await expectVisible(page.getByTestId('history-panel').or(page.getByText('Every change, newest first.')));
          await screenshot(page, `people-staff-editor-${size}`);

          await page.goto(`${server.url}/permission/editor/existing/2`);
          await expectVisible(page.getByTestId('permission-matrix'));
          await expectVisible(page.getByTestId('permission-history'));
          await screenshot(page, `people-permissions-${size}`);

          await page.goto(`${server.url}${ROUTES.Client.path}`);
          await settleList(page);
          await screenshot(page, `people-clients-${size}`);
          await page.goto(`${server.url}${ROUTES.Client.path}?plan_code=PRO_30&view=1`);
          await settleList(page);
          await expectVisible(page.getByTestId('client-name'));
          await screenshot(page, `people-client-drawer-${size}`);
          // A long-standing subscriber shows a full history; a suspended client shows the audit trail.
          const subscriber = await firstClientId(page, 'plan_code=PRO_365&sortby=registered_at&sortdesc=false');
          const suspended = await firstClientId(page, 'status=SUSPENDED&sortby=registered_at&sortdesc=false');
          for (const [tab, id] of [
            ['subscriptions', subscriber],
            ['sign-ins', subscriber],
            ['activity', suspended],
          ] as const) {
            await page.goto(`${server.url}${ROUTES.Client.path}?view=${id}&tab=${tab}`);
            await expectVisible(page.getByTestId(`client-${tab}`));
            await screenshot(page, `people-client-${tab}-${size}`);
          }
          await page.goto(`${server.url}${ROUTES.Client.path}?status=SUSPENDED&view=${suspended}`);
          await expectVisible(page.getByTestId('client-suspension'));
          await screenshot(page, `people-client-suspended-${size}`);
          await page.close();
        }
      },
    },
    {
      name: 'the invite’s set-password screen at desktop and mobile sizes (screenshots)',
      run: async ({ server, newPage }) => {
        const owner = await newPage();
        await signIn(owner, server.url, 'owner@demo.test', DEMO_PASSWORD);
        const status = await owner.evaluate(async (auth) => {
          const res = await fetch('/api/internal-user/invite', {
            method: 'POST',
            headers: {
              authorization: auth,
              'content-type': 'application/json',
            },
            body: JSON.stringify({ fullname: 'Gilang Ramadhan', email: 'gilang@redaksi.test', role: 'auditor' }),
          });
          return res.status;
        }, E2E_BASIC);
        assert.equal(status, 201);
        const link = await inviteLinkFor(server.databaseFile, 'gilang@redaksi.test');
        for (const [size, viewport, isMobile] of [
          ['desktop', DESKTOP, false],
          ['mobile', MOBILE, true],
        ] as const) {
          const page = await newPage({ viewport, isMobile });
          await page.goto(link);
          await expectVisible(page.getByRole('form', { name: 'Choose your password' }));
          await screenshot(page, `people-invite-accept-${size}`);
          await page.close();
        }
      },
    },
  ],
};
