import { DEFAULT_PRODUCT_NAME } from '@rc/contract/defaults';
import { rolePreset } from '@rc/contract/permissions';
import { STAFF_ROLES } from '@rc/contract/roles';
import { ROUTES } from '@rc/contract/routes';
import { MENU } from '../../src/app/layout/menu-items.ts';
import { visibleMenuLabels } from '../../src/app/layout/menu-visibility.ts';
import { MENU_STORAGE_KEY } from '../../src/app/layout/use-menu-collapse.ts';
import { menu, readMenuLabels, screenshot, signIn, waitForLayout } from '../support/console.ts';
import { assert, eventually, expectAttribute, expectPath, expectText, expectVisible } from '../support/expect.ts';
import { DESKTOP, MOBILE, type JourneySuite } from '../support/journey.ts';
import { DEMO_PASSWORD } from '../support/server.ts';

const CLOCK_PATTERN = /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d{1,2} [A-Z][a-z]+ \d{4} - \d{2}:\d{2}$/;

export const menuSuite: JourneySuite = {
  title: 'Layout and side menu',
  journeys: [
    {
      name: 'each demo role sees exactly the menu its permissions allow',
      run: async ({ server, newPage }) => {
        for (const role of STAFF_ROLES) {
          const page = await newPage();
          const email = `${role}@demo.test`;
          await signIn(page, server.url, email, DEMO_PASSWORD);
          const expected = visibleMenuLabels(MENU, rolePreset(role));
          assert.deepEqual(await readMenuLabels(page), expected, `menu of ${role}`);
          await expectText(page.getByTestId('header-email').first(), email);
          assert.ok(
            ((await page.getByTestId('header-fullname').first().textContent()) ?? '').trim().length > 0,
            'full name shown',
          );
          await expectText(page.getByTestId('app-footer'), DEFAULT_PRODUCT_NAME);
          await page.close();
        }
      },
    },
    {
      name: 'desktop layout: clock, avatar, account menu, active item (screenshots)',
      run: async ({ server, newPage }) => {
        const page = await newPage({ viewport: DESKTOP });
        await signIn(page, server.url, 'owner@demo.test', DEMO_PASSWORD);
        await expectText(page.getByTestId('header-clock'), CLOCK_PATTERN);
        await expectAttribute(menu(page).getByRole('link', { name: 'Dashboard' }), 'aria-current', 'page');
        const avatar = page.getByTestId('header-avatar').first().locator('img');
        assert.match(
          (await avatar.getAttribute('src')) ?? '',
          /^data:image\/svg|default-avatar/,
          'default avatar without a thumbnail',
        );
        await screenshot(page, 'layout-desktop');

        // A screen in a group highlights its item and opens its group.
        await menu(page)
          .getByRole('button', { name: /^Tools/ })
          .click();
        await menu(page).getByRole('link', { name: 'Content Placement' }).click();
        await expectPath(page, ROUTES.HybridSlider.path);
        await expectAttribute(menu(page).getByRole('link', { name: 'Content Placement' }), 'aria-current', 'page');
        await expectVisible(page.getByTestId('resource-list'));
        await screenshot(page, 'layout-desktop-group-open');

        await page.getByTestId('user-menu').first().click();
        await expectVisible(page.getByRole('menuitem', { name: 'My Account' }));
        await expectVisible(page.getByRole('menuitem', { name: 'Log Out' }));
        await screenshot(page, 'layout-desktop-account-menu');
        await page.getByRole('menuitem', { name: 'My Account' }).click();
        await expectPath(page, ROUTES.UserProfile.path);
      },
    },
    {
      name: 'collapse the menu, reload, still collapsed',
      run: async ({ server, newPage }) => {
        const page = await newPage({ viewport: DESKTOP });
        await signIn(page, server.url, 'admin@demo.test', DEMO_PASSWORD);
        await expectAttribute(page.getByTestId('app-shell'), 'data-menu-collapsed', 'false');
        await page.getByTestId('menu-collapse-toggle').click();
        await expectAttribute(page.getByTestId('app-shell'), 'data-menu-collapsed', 'true');
        assert.equal(await page.evaluate((key) => localStorage.getItem(key), MENU_STORAGE_KEY), 'Y');
        await page.reload();
        await waitForLayout(page);
        await expectAttribute(page.getByTestId('app-shell'), 'data-menu-collapsed', 'true');
        await expectAttribute(menu(page), 'data-collapsed', 'true');
        // Collapsed, a group opens as a flyout beside the rail.
        await menu(page).getByRole('button', { name: 'Tools' }).click();
        await expectVisible(page.getByRole('menuitem', { name: 'Newsletter' }));
        await screenshot(page, 'layout-desktop-collapsed');
        await page.getByRole('menuitem', { name: 'Newsletter' }).click();
        await expectPath(page, ROUTES.Newsletter.path);
        await page.getByTestId('menu-collapse-toggle').click();
        await expectAttribute(page.getByTestId('app-shell'), 'data-menu-collapsed', 'false');
        assert.equal(await page.evaluate((key) => localStorage.getItem(key), MENU_STORAGE_KEY), 'N');
      },
    },
    {
      name: 'a narrow window starts collapsed; resizing across 1024 px collapses and expands',
      run: async ({ server, newPage }) => {
        const page = await newPage({ viewport: { width: 1000, height: 800 } });
        await signIn(page, server.url, 'admin@demo.test', DEMO_PASSWORD);
        await expectAttribute(page.getByTestId('app-shell'), 'data-menu-collapsed', 'true');
        await page.setViewportSize({ width: 1280, height: 800 });
        await expectAttribute(page.getByTestId('app-shell'), 'data-menu-collapsed', 'false');
        await page.setViewportSize({ width: 1024, height: 800 });
        await expectAttribute(page.getByTestId('app-shell'), 'data-menu-collapsed', 'true');
        assert.equal(await page.evaluate((key) => localStorage.getItem(key), MENU_STORAGE_KEY), null);
      },
    },
    {
      name: 'mobile: the top bar toggle opens the same navigation (screenshots)',
      run: async ({ server, newPage }) => {
        const page = await newPage({ viewport: MOBILE, isMobile: true });
        await signIn(page, server.url, 'owner@demo.test', DEMO_PASSWORD);
        await expectAttribute(page.getByTestId('app-shell'), 'data-menu-collapsed', 'true');
        // The menu waits off-screen, out of the tab order, until the toggle opens it.
        await eventually(async () => {
          const box = await menu(page).boundingBox();
          assert.ok(box && box.x + box.width <= 0, 'menu off-screen');
        });
        assert.equal(await menu(page).evaluate((nav) => nav.closest('[inert]') !== null), true, 'closed menu is inert');
        // The live clock stays on a phone, compactly: the time, with the whole date as its title.
        const clock = page.getByTestId('header-clock-compact');
        await expectVisible(clock);
        await expectText(clock, /^\d{2}:\d{2}$/);
        assert.match((await clock.getAttribute('title')) ?? '', /^\w+day, \d{1,2} \w+ \d{4} - \d{2}:\d{2}$/);
        await screenshot(page, 'layout-mobile');
        await page.getByTestId('mobile-menu-toggle').click();
        await expectAttribute(page.getByTestId('app-shell'), 'data-menu-collapsed', 'false');
        await expectVisible(menu(page).getByRole('link', { name: 'Dashboard' }));
        assert.deepEqual(await readMenuLabels(page), visibleMenuLabels(MENU, rolePreset('owner')));
        await menu(page)
          .getByRole('button', { name: /^Circle/ })
          .click();
        await screenshot(page, 'layout-mobile-menu');
        await menu(page).getByRole('link', { name: 'Internal User' }).click();
        await expectPath(page, ROUTES.User.path);
        await expectAttribute(page.getByTestId('app-shell'), 'data-menu-collapsed', 'true');
      },
    },
  ],
};
