import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { ROUTES } from '@rc/contract/routes';
import { expectAccessible } from '../support/axe.ts';
import { pngOf, screenshot, signIn, waitForLayout } from '../support/console.ts';
import { assert, eventually, expectText, expectVisible } from '../support/expect.ts';
import { DESKTOP, MOBILE, type JourneySuite } from '../support/journey.ts';
import { contentOption, expectToast, openList, rowTitles, rows } from '../support/resources.ts';
import { DEMO_PASSWORD } from '../support/server.ts';

const preview = (page: Page) => page.getByTestId('carousel-preview');
const previewTitles = async (page: Page) =>
  (await preview(page).getByTestId('carousel-slide-title').allTextContents()).map((t) => t.trim());

/** The title of a published item (not the newest: the demo carousel shows that one), read from the server's database. */
function publishedTitle(databaseFile: string, table: 'algo_news' | 'algo_research'): string {
  const db = new Database(databaseFile, { readonly: true });
  db.pragma('busy_timeout = 5000');
  try {
    const row = db
      .prepare(
        `select title from ${table} where status = 'APPROVED' and published_at is not null and deleted_at is null order by published_at desc limit 1 offset 3`,
      )
      .get() as { title: string };
    return row.title;
  } finally {
    db.close();
  }
}

/** Choose `option` in the select of `field`, typing `typed` first when given (search as you type). */
async function choose(page: Page, field: string, option: string | RegExp, typed?: string): Promise<void> {
  const input = page.locator(`input[data-field="${field}"]`);
  await input.click();
  if (typed) await input.fill(typed);
  await page
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .first()
    .click();
}

/** Pick today in the date-and-time picker of `field` (its time stays the current one). */
async function today(page: Page, field: string): Promise<void> {
  await page.locator(`[data-field="${field}"]`).click();
  const dropdown = page.locator('[data-dates-dropdown]');
  await dropdown.locator('button.mantine-DateTimePicker-day[data-today]').first().click();
  await dropdown.locator('.mantine-DateTimePicker-submitButton').click();
}

export const placementSuite: JourneySuite = {
  title: 'Content placement',
  journeys: [
    {
      name: 'slides of different kinds make the carousel; the keyboard reorders it and the preview follows',
      timeoutMs: 180_000,
      run: async ({ server, newPage }) => {
        const page = await newPage();
        await signIn(page, server.url, 'owner@demo.test', DEMO_PASSWORD);
        await openList(page, `${server.url}${ROUTES.HybridSlider.path}`);
        await expectVisible(preview(page).getByTestId('carousel-slide').first());
        const shownBefore = await preview(page).getByTestId('carousel-slide').count();
        const listedBefore = (await rowTitles(page)).length;
        // The demo holds one slide whose research is not published: listed, not shown.
        assert.equal(shownBefore, listedBefore - 1);
        // …and its row says its content is not live.
        await eventually(async () => assert.equal(await page.getByTestId('not-live').count(), 1));
        await screenshot(page, 'content-placement-list');
        await expectAccessible(page, 'Content placement list');

        // Three slides of different kinds: Insight and Exclusive research found by a word of their
        // title, and an outside link with its own title and banner.
        const newSlide = async () => {
          await page
            .getByRole('link', { name: /New slide/ })
            .or(page.getByRole('button', { name: /New slide/ }))
            .first()
            .click();
          await waitForLayout(page);
        };
        const insight = publishedTitle(server.databaseFile, 'algo_news');
        const research = publishedTitle(server.databaseFile, 'algo_research');
        for (const [kind, title] of [
          ['Insight', insight],
          ['Exclusive research', research],
        ] as const) {
          await newSlide();
          await choose(page, 'content_type', kind);
          await choose(page, 'content_id', contentOption(title), title.split(' ').slice(0, 2).join(' '));
          await today(page, 'start_at');
          await page.getByRole('button', { name: 'Create' }).click();
          await expectToast(page, 'Slide created');
          await expectVisible(page.getByTestId('slide-content'));
          await expectText(page.getByTestId('slide-content-status'), 'Approved');
          await openList(page, `${server.url}${ROUTES.HybridSlider.path}`);
        }
        await newSlide();
        await choose(page, 'content_type', 'Outside link');
        const link = 'Promo Langganan Akhir Tahun';
        await page.locator('input[data-field="url"]').fill('https://example.com/promo-akhir-tahun');
        await page.locator('input[data-field="title"]').fill(link);
        await page
          .getByTestId('file-image')
          .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: await pngOf(page, 800, 300) });
        await expectVisible(page.getByAltText('Image preview'));
        await today(page, 'start_at');
        await page.getByRole('button', { name: 'Create' }).click();
        await expectToast(page, 'Slide created');
        await expectVisible(page.getByTestId('slide-content'));
        await screenshot(page, 'content-placement-slide-created');
        await expectAccessible(page, 'Slide editor');

        // On the list the three are last; the keyboard-friendly button moves the link above the research.
        await openList(page, `${server.url}${ROUTES.HybridSlider.path}`);
        const titles = await rowTitles(page);
        const n = titles.length;
        assert.equal(n, listedBefore + 3);
        assert.deepEqual(titles.slice(n - 3), [insight, research, link]);
        await eventually(async () => assert.equal(await preview(page).getByTestId('carousel-slide').count(), shownBefore + 3));
        await rows(page)
          .nth(n - 1)
          .getByRole('button', { name: 'Move up' })
          .focus();
        await page.keyboard.press('Enter');
        await expectToast(page, 'Order saved');
        const moved = [...titles.slice(0, n - 2), link, research];
        await eventually(async () => assert.deepEqual(await rowTitles(page), moved));
        // The preview shows the live slides in the new order (the unpublished research's slide is not among them).
        await eventually(async () => {
          const shown = await previewTitles(page);
          assert.deepEqual(shown.slice(-3), [insight, link, research]);
          assert.equal(shown.length, shownBefore + 3);
        });
        await screenshot(page, 'content-placement-reordered');

        await page.setViewportSize(MOBILE);
        await page.reload();
        await waitForLayout(page);
        await expectVisible(preview(page));
        await screenshot(page, 'content-placement-phone');
        await expectAccessible(page, 'Content placement list at phone width');
        await page.setViewportSize(DESKTOP);
      },
    },
  ],
};
