import Database from 'better-sqlite3';
import type { Locator, Page } from 'playwright-core';
import { ROUTES } from '@rc/contract/routes';
import { screenshot, signIn } from '../support/console.ts';
import { expectAccessible } from '../support/axe.ts';
import { assert, eventually, expectHidden, expectPath, expectText, expectVisible } from '../support/expect.ts';
import { MOBILE, type JourneySuite } from '../support/journey.ts';
import { DEMO_PASSWORD } from '../support/server.ts';

type DemoClient = { id: number; fullname: string; email: string };

/** A live demo client whose name no other live client or staff member shares. */
function uniqueDemoClient(databaseFile: string): DemoClient {
  const db = new Database(databaseFile, { readonly: true });
  try {
    const client = db
      .prepare(
        `select id, fullname, email from clients c
          where deleted_at is null
            and (select count(*) from clients o where o.fullname = c.fullname) = 1
            and not exists (select 1 from staff_users s where s.fullname = c.fullname)
          order by id limit 1`,
      )
      .get() as DemoClient | undefined;
    assert.ok(client, 'the demo data has clients');
    return client;
  } finally {
    db.close();
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const palette = (page: Page) => page.getByTestId('command-palette-search');
const results = (page: Page) => page.getByRole('dialog');
const selected = (page: Page) => results(page).locator('[data-action][data-selected]');

/** Wait until the palette is open with its search field focused, ready for typing. */
async function paletteReady(page: Page): Promise<void> {
  await expectVisible(palette(page));
  await eventually(async () =>
    assert.equal(await palette(page).evaluate((el) => el === document.activeElement), true, 'the search field has focus'),
  );
}

/** Wait until the results shown are those of the words typed (the palette marks the words it searched). */
async function settled(page: Page): Promise<void> {
  const typed = (await palette(page).inputValue()).trim();
  await eventually(async () =>
    assert.equal(await results(page).locator('[data-searched]').getAttribute('data-searched'), typed, 'searched'),
  );
  await expectHidden(page.getByTestId('command-palette-loading'));
}

/** Move the highlight with the arrow keys until it is on `target`. */
async function arrowTo(page: Page, target: Locator): Promise<void> {
  const count = await results(page).locator('[data-action]').count();
  for (let i = 0; i <= count; i++) {
    if ((await target.getAttribute('data-selected')) !== null) return;
    await page.keyboard.press('ArrowDown');
  }
  assert.fail('the arrow keys never reached the result');
}

export const commandPaletteSuite: JourneySuite = {
  title: 'Command palette',
  journeys: [
    {
      name: 'as owner: Ctrl+K, find a client by name, open it with the arrows and Enter; jump to a screen by name',
      run: async ({ server, newPage }) => {
        const client = uniqueDemoClient(server.databaseFile);
        const page = await newPage();
        await signIn(page, server.url, 'owner@demo.test', DEMO_PASSWORD);
        await expectVisible(page.getByRole('button', { name: /Search or jump to|Search screens and records/ }).first());
        await screenshot(page, 'command-palette-header');

        await page.keyboard.press('Control+K');
        await paletteReady(page);
        await expectVisible(results(page).getByRole('group', { name: 'Go to' }));
        await screenshot(page, 'command-palette-start');

        await page.keyboard.type(client.fullname);
        const clients = results(page).getByRole('group', { name: 'Clients' });
        const found = clients.locator('[data-action]').filter({ hasText: client.email });
        await expectVisible(found);
        await expectText(found, new RegExp(`^${escape(client.fullname)}`));
        await settled(page);
        await screenshot(page, 'command-palette-client-found');
        await expectAccessible(page, 'Command palette with results');
        await arrowTo(page, found);
        await page.keyboard.press('Enter');
        await expectPath(page, ROUTES.Client.path, { view: String(client.id) });
        await expectText(page.getByTestId('client-name'), client.fullname);
        await expectHidden(palette(page));
        await page.keyboard.press('Escape');

        // Nothing typed: what was opened last comes first.
        await page.keyboard.press('Control+K');
        await paletteReady(page);
        const recent = results(page).getByRole('group', { name: 'Recent' });
        await expectText(recent.locator('[data-action]').first(), new RegExp(`^${escape(client.fullname)}`));

        // Jump to a screen by the menu's name for it.
        await page.keyboard.type('text slider');
        const screen = results(page).getByRole('group', { name: 'Screens' }).locator('[data-action]').first();
        await expectText(screen, /^Tools › Text Slider/);
        await eventually(async () => assert.notEqual(await screen.getAttribute('data-selected'), null));
        await page.keyboard.press('Enter');
        await expectPath(page, ROUTES.TextSlider.path);

        // Esc closes; words that match nothing say so.
        await page
          .getByRole('button', { name: /Search or jump to|Search screens and records/ })
          .first()
          .click();
        await paletteReady(page);
        await page.keyboard.type('zzqxv');
        await settled(page);
        await expectVisible(page.getByTestId('command-palette-empty'));
        await screenshot(page, 'command-palette-nothing-found');
        await page.keyboard.press('Escape');
        await expectHidden(palette(page));
        await expectPath(page, ROUTES.TextSlider.path);
      },
    },
    {
      name: 'as writter: the same client name finds nothing, and no Clients group',
      run: async ({ server, newPage }) => {
        const client = uniqueDemoClient(server.databaseFile);
        const page = await newPage();
        await signIn(page, server.url, 'writter@demo.test', DEMO_PASSWORD);
        await page.keyboard.press('Control+K');
        await paletteReady(page);
        await page.keyboard.type(client.fullname);
        await settled(page);
        await expectVisible(page.getByTestId('command-palette-empty'));
        assert.equal(await results(page).getByRole('group', { name: 'Clients' }).count(), 0);
        assert.equal(await results(page).getByText(client.email).count(), 0);
        await screenshot(page, 'command-palette-writter');
        // Content the writter may read is found.
        await palette(page).fill('');
        await page.keyboard.type('exclusive');
        await expectVisible(results(page).getByRole('group', { name: 'Screens' }));
        assert.equal(await selected(page).count(), 1, 'one result is highlighted');
      },
    },
    {
      name: 'on a phone: the header search icon opens the palette',
      run: async ({ server, newPage }) => {
        const client = uniqueDemoClient(server.databaseFile);
        const page = await newPage({ viewport: MOBILE, isMobile: true });
        await signIn(page, server.url, 'owner@demo.test', DEMO_PASSWORD);
        await screenshot(page, 'command-palette-phone-header');
        await page.getByTestId('command-palette-icon').click();
        await paletteReady(page);
        await page.keyboard.type(client.fullname.split(' ')[0]!);
        await expectVisible(results(page).getByRole('group', { name: 'Clients' }));
        await settled(page);
        await screenshot(page, 'command-palette-phone');
        await expectAccessible(page, 'Command palette at phone width');
      },
    },
  ],
};
