import fs from 'node:fs';
import { rolePreset, type PermissionSet } from '@rc/contract/permissions';
import { ROUTES } from '@rc/contract/routes';
import { MENU } from '../../src/app/layout/menu-items.ts';
import { visibleMenuLabels } from '../../src/app/layout/menu-visibility.ts';
import { menu, readMenuLabels, screenshot, signIn, waitForLayout } from '../support/console.ts';
import { assert, eventually, expectAttribute, expectHidden, expectPath, expectText, expectVisible } from '../support/expect.ts';
import type { JourneySuite } from '../support/journey.ts';
import { inviteLinkFor, openPeopleList } from '../support/people.ts';
import { expectToast, rows, settleList } from '../support/resources.ts';
import { expectAccessible } from '../support/axe.ts';
import { DEMO_PASSWORD } from '../support/server.ts';

const INVITEE = { name: 'Nadia Kusumawati', email: 'nadia.kusumawati@redaksi.test', password: 'Nadia-Research-2026' };

/** The writter preset without reading Insight: what the owner leaves Nadia with. */
function writterWithoutInsight(): PermissionSet {
  const set = rolePreset('writter');
  return { ...set, read_action: set.read_action.filter((m) => m !== 'ALGONEWS') };
}

export const peopleSuite: JourneySuite = {
  title: 'People: staff life cycle, permissions and clients',
  journeys: [
    {
      name: 'an owner invites a writter, the mailed link sets her password, and she sees exactly the writter menu',
      run: async ({ server, newPage }) => {
        const owner = await newPage();
        await signIn(owner, server.url, 'owner@demo.test', DEMO_PASSWORD);
        await openPeopleList(owner, `${server.url}${ROUTES.User.path}`);
        await owner.getByTestId('invite-staff').click();
        await expectPath(owner, ROUTES.UserEditorNew.path);
        const form = owner.getByRole('form', { name: 'Invite a staff member' });
        await form.getByLabel('Full name').fill(INVITEE.name);
        await form.getByLabel('Email').fill(INVITEE.email);
        await form.getByTestId('role-writter').click();
        await form.getByTestId('send-invite').click();
        await expectToast(owner, 'Invite sent');
        await expectText(owner.getByTestId('editor-title'), INVITEE.name);
        await expectText(owner.getByTestId('staff-account'), /Invited/);
        await expectVisible(owner.getByTestId('invite-state'));
        await screenshot(owner, 'people-invited-staff');

        // The link from the outbox (no SMTP here), opened in a fresh browser.
        const link = await inviteLinkFor(server.databaseFile, INVITEE.email);
        assert.match(link, /\/reset-password\?token=[\w-]+&invite=1$/);
        const nadia = await newPage();
        await nadia.goto(link);
        await expectText(nadia.getByRole('heading', { level: 1 }).or(nadia.getByText('Welcome to Research Console')), /Welcome/);
        const setPassword = nadia.getByRole('form', { name: 'Choose your password' });
        await setPassword.getByLabel('Password', { exact: true }).fill(INVITEE.password);
        await setPassword.getByLabel('Confirm password').fill(INVITEE.password);
        await screenshot(nadia, 'people-invite-set-password');
        await setPassword.getByRole('button', { name: 'Activate my account' }).click();
        await expectPath(nadia, ROUTES.Login.path);
        await expectToast(nadia, 'Welcome aboard');

        await signIn(nadia, server.url, INVITEE.email, INVITEE.password);
        assert.deepEqual(await readMenuLabels(nadia), visibleMenuLabels(MENU, rolePreset('writter')), 'the writter menu');

        // The same link a second time does nothing.
        const again = await newPage();
        await again.goto(link);
        const retry = again.getByRole('form', { name: 'Choose your password' });
        await retry.getByLabel('Password', { exact: true }).fill('Another-Pass-2026');
        await retry.getByLabel('Confirm password').fill('Another-Pass-2026');
        await retry.getByRole('button', { name: 'Activate my account' }).click();
        await expectText(again.getByTestId('reset-error'), /invalid, already used or expired/);

        await owner.reload();
        await expectText(owner.getByTestId('staff-account'), /Active/);
      },
    },
    {
      name: 'the owner removes a module’s read permission and the writter’s next navigation hides it',
      run: async ({ server, newPage }) => {
        const nadia = await newPage();
        await signIn(nadia, server.url, INVITEE.email, INVITEE.password);
        assert.ok((await readMenuLabels(nadia)).includes('Insight'), 'Insight is in her menu to begin with');

        const owner = await newPage();
        await signIn(owner, server.url, 'owner@demo.test', DEMO_PASSWORD);
        await openPeopleList(owner, `${server.url}${ROUTES.User.path}?q=nadia`);
        await rows(owner).getByTestId('row-title').first().click();
        await owner.getByTestId('edit-permissions').click();
        await expectVisible(owner.getByTestId('permission-matrix'));
        const cell = owner.getByTestId('cell-ALGONEWS:read');
        assert.equal(await cell.isChecked(), true);
        await cell.click();
        await expectAttribute(owner.locator('td[data-change="removed"]'), 'data-change', 'removed');
        await expectText(owner.getByTestId('permission-pending'), /1 change to save/);
        await owner.getByTestId('review-permissions').click();
        const review = owner.getByTestId('permission-review').getByRole('dialog');
        await expectText(review, /Remove\s*Insight › Insight · Read/);
        await review.getByLabel('Note for the history').fill('Fokus ke riset eksklusif mulai Desember');
        await screenshot(owner, 'people-permissions-review');
        await owner.getByTestId('confirm-permissions').click();
        await expectToast(owner, 'Permissions saved');
        await expectText(owner.getByTestId('permission-history'), /Fokus ke riset eksklusif mulai Desember/);
        const left = Object.values(writterWithoutInsight()).reduce((n, modules) => n + modules.length, 0);
        await expectText(owner.getByTestId('permission-count'), new RegExp(`${left} of 180 permissions`));
        await screenshot(owner, 'people-permissions-saved');

        // Her next navigation reloads the permissions: Insight is gone from the menu.
        await menu(nadia).getByRole('link', { name: 'Dashboard' }).click();
        await waitForLayout(nadia);
        await expectHidden(menu(nadia).getByRole('link', { name: 'Insight' }));
        assert.deepEqual(await readMenuLabels(nadia), visibleMenuLabels(MENU, writterWithoutInsight()));
        await nadia.goto(`${server.url}${ROUTES.AlgoNews.path}`);
        await expectVisible(nadia.getByText("You don't have permission to access this page."));
      },
    },
    {
      name: 'an admin cannot make an owner, and sees owners’ permissions read-only',
      run: async ({ server, newPage }) => {
        const admin = await newPage();
        await signIn(admin, server.url, 'admin@demo.test', DEMO_PASSWORD);
        await admin.goto(`${server.url}${ROUTES.UserEditorNew.path}`);
        const owner = admin.getByTestId('role-owner');
        await expectVisible(owner);
        assert.equal(await owner.isDisabled(), true, 'the owner role cannot be chosen');
        await expectText(owner, /Only an owner can invite an owner/);

        // Making a writter an owner through the editor is refused by the server, and nothing changes.
        await openPeopleList(admin, `${server.url}${ROUTES.User.path}?role=writter&q=dewi`);
        await rows(admin).getByTestId('row-title').first().click();
        await expectText(admin.getByTestId('editor-title'), 'Dewi Lestari');
        await admin.locator('input[data-field="role"]').click();
        await admin.getByRole('option', { name: 'Owner', exact: true }).click();
        await admin.getByRole('button', { name: 'Save changes' }).click();
        await expectToast(admin, 'Insufficient Permission!');
        await admin.reload();
        await expectText(admin.getByTestId('staff-account'), /Role\s*writter/i);
        assert.equal(await admin.locator('input[data-field="role"]').inputValue(), 'Writter');

        await admin.goto(`${server.url}${ROUTES.User.path}?role=owner`);
        await settleList(admin);
        await rows(admin).getByTestId('row-title').first().click();
        await expectText(admin.getByTestId('staff-account'), /Only an owner can change an owner’s account/);
        await admin.getByTestId('edit-permissions').click();
        await expectText(admin.getByTestId('permissions-locked'), /Only an owner can change an owner’s permissions/);
        assert.equal(await admin.getByTestId('cell-ALGONEWS:read').isDisabled(), true);
        await screenshot(admin, 'people-permissions-locked');
      },
    },
    {
      name: 'filter clients by plan, export them, open one in the drawer and suspend with a reason',
      run: async ({ server, newPage }) => {
        const page = await newPage();
        await signIn(page, server.url, 'owner@demo.test', DEMO_PASSWORD);
        await openPeopleList(page, `${server.url}${ROUTES.Client.path}`);
        await page.locator('input[aria-label="Filter by Plan"]').click();
        await page.getByRole('option', { name: 'Pro', exact: true }).click();
        await expectPath(page, ROUTES.Client.path, { plan_code: 'PRO_30' });
        await settleList(page);
        // The unfiltered rows stay shown, dimmed, until the filtered page arrives.
        await eventually(async () => {
          const plans = await rows(page)
            .locator('td')
            .filter({ hasText: /^PRO_30$/ })
            .count();
          assert.equal(plans, await rows(page).count(), 'every row is on the Pro plan');
        });
        const total = Number(
          /of ([\d,]+)/.exec((await page.getByTestId('list-count').textContent()) ?? '')?.[1]?.replace(/,/g, ''),
        );
        assert.ok(total > 10, `a page of Pro subscribers (${total})`);
        await screenshot(page, 'people-clients-filtered');

        const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
        assert.match(download.suggestedFilename(), /^client-\d{4}-\d{2}-\d{2}\.csv$/);
        const lines = fs
          .readFileSync((await download.path())!, 'utf8')
          .replace(/^\uFEFF/, '')
          .trim()
          .split('\r\n');
        const header = lines[0]!.split(',');
        const plan = header.indexOf('plan_code');
        assert.ok(plan > 0, 'the CSV has the plan column');
        assert.equal(lines.length - 1, total, 'every filtered client, not only this page');
        for (const line of lines.slice(1)) assert.equal(line.split(',')[plan], 'PRO_30');

        // The drawer's state is in the address: a reload shows the same client and tab.
        const name = ((await rows(page).getByTestId('row-title').first().textContent()) ?? '').trim();
        await rows(page).getByTestId('row-title').first().click();
        await expectText(page.getByTestId('client-name'), name);
        // The drawer is a dialog named after the client, and passes the accessibility check.
        await expectVisible(page.getByRole('dialog', { name }));
        await expectAccessible(page, 'the client drawer');
        await page.getByRole('tab', { name: /Subscriptions/ }).click();
        await expectPath(page, ROUTES.Client.path, { plan_code: 'PRO_30', tab: 'subscriptions' });
        await page.reload();
        await expectText(page.getByTestId('client-name'), name);
        await expectVisible(page.getByTestId('client-subscriptions'));
        await expectText(page.getByTestId('client-subscriptions'), /Pro/);

        await page.getByRole('tab', { name: 'Profile' }).click();
        await page.getByTestId('client-suspend').click();
        const dialog = page.getByTestId('confirm-dialog').getByRole('dialog');
        await dialog.getByRole('button', { name: 'Suspend client' }).click();
        await expectText(dialog, /Give a reason of at least 5 characters/);
        await page.getByTestId('client-status-reason').fill('Akun dipakai bersama oleh tiga orang');
        await dialog.getByRole('button', { name: 'Suspend client' }).click();
        await expectToast(page, 'Client suspended');
        await expectText(page.getByTestId('client-suspension'), /Akun dipakai bersama oleh tiga orang/);
        await page.getByRole('tab', { name: 'Activity' }).click();
        await expectText(page.getByTestId('client-activity'), /Suspended[\s\S]*Ratna Wijaya[\s\S]*Akun dipakai bersama/);
        await page.getByRole('button', { name: 'Close' }).click();
        await expectHidden(page.getByTestId('client-name'));
        assert.equal(new URL(page.url()).searchParams.get('view'), null);
      },
    },
  ],
};
