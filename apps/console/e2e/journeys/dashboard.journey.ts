import { addStaff } from '../support/database.ts';
import type { Locator, Page } from 'playwright-core';
import { screenshot, signIn } from '../support/console.ts';
import { assert, eventually, expectHidden, expectVisible } from '../support/expect.ts';
import { MOBILE, type JourneySuite } from '../support/journey.ts';
import { DEMO_PASSWORD } from '../support/server.ts';

const countCards = (page: Page) => page.getByTestId('count-card');
const chartCards = (page: Page) => page.getByTestId('view-chart-card');
const chartCard = (page: Page, title: string) => chartCards(page).filter({ has: page.getByRole('heading', { name: title }) });

/** The x labels of a chart, read from its screen-reader table. */
async function chartLabels(card: Locator): Promise<string[]> {
  await card.locator('canvas').waitFor({ state: 'visible' });
  return (await card.locator('[data-testid="view-chart-table"] tbody th').allTextContents()).map((t) => t.trim());
}

/** Wait until every count card shows a number above zero and every chart has drawn. */
async function waitForFigures(page: Page, cards: number, charts: number): Promise<void> {
  await eventually(async () => {
    assert.equal(await countCards(page).count(), cards);
    const values = await page.getByTestId('count-value').allTextContents();
    assert.equal(values.length, cards);
    for (const value of values) assert.ok(Number(value.replace(/,/g, '')) > 0, `count ${value}`);
    assert.equal(await chartCards(page).count(), charts);
    assert.equal(await page.locator('[data-testid="view-chart-card"] canvas').count(), charts);
  });
}

export const dashboardSuite: JourneySuite = {
  title: 'Dashboard',
  journeys: [
    {
      name: 'the owner sees three count cards and four charts with data, on desktop and mobile',
      run: async ({ server, newPage }) => {
        const page = await newPage();
        await signIn(page, server.url, 'owner@demo.test', DEMO_PASSWORD);
        await waitForFigures(page, 3, 4);
        const titles = await countCards(page).evaluateAll((cards) => cards.map((card) => card.querySelector('p')?.textContent));
        assert.deepEqual(titles, ['Total Verified User', 'Total Published Research', 'Total Published Insight']);
        assert.deepEqual(await chartCards(page).locator('h3').allTextContents(), [
          'Total View Circle',
          'Total View Insight',
          'Total View Institution',
          'Total View Research',
        ]);
        for (const summary of await page.getByTestId('view-chart-summary').allTextContents()) {
          assert.match(summary, /^[\d,]+ views in the last 7 days · \d+% signed in$/);
        }
        const research = chartCard(page, 'Total View Research');
        assert.equal(await research.getByRole('tab', { name: 'Last 7 days' }).getAttribute('aria-selected'), 'true');
        assert.equal((await chartLabels(research)).length, 7);
        await page.waitForTimeout(500); // let the bars finish growing before the picture
        await screenshot(page, 'dashboard-desktop');
        await research.scrollIntoViewIfNeeded();
        await screenshot(page, 'dashboard-desktop-charts');

        const phone = await newPage({ viewport: MOBILE, isMobile: true });
        await signIn(phone, server.url, 'owner@demo.test', DEMO_PASSWORD);
        await waitForFigures(phone, 3, 4);
        await phone.waitForTimeout(500);
        await screenshot(phone, 'dashboard-mobile');
        await chartCard(phone, 'Total View Circle').scrollIntoViewIfNeeded();
        await phone.waitForTimeout(500);
        await screenshot(phone, 'dashboard-mobile-charts');
      },
    },
    {
      name: 'tab switches change the label format and refetch the chart',
      run: async ({ server, newPage }) => {
        const page = await newPage();
        await signIn(page, server.url, 'owner@demo.test', DEMO_PASSWORD);
        const insight = chartCard(page, 'Total View Insight');
        const week = await chartLabels(insight);
        assert.equal(week.length, 7);
        for (const label of week) assert.match(label, /^\d{2} [A-Z][a-z]{2} \d{4}$/);

        await insight.getByRole('tab', { name: 'Monthly' }).click();
        await eventually(async () => {
          const months = await chartLabels(insight);
          assert.equal(months.length, 12);
          for (const label of months) assert.match(label, /^[A-Z][a-z]{2} \d{4}$/);
        });
        await insight.getByRole('tab', { name: 'Yearly' }).click();
        await eventually(async () => {
          const years = await chartLabels(insight);
          const thisYear = new Date().getUTCFullYear();
          assert.deepEqual(years, [thisYear - 4, thisYear - 3, thisYear - 2, thisYear - 1, thisYear].map(String));
        });
        // The other cards keep their own period.
        assert.equal((await chartLabels(chartCard(page, 'Total View Circle'))).length, 7);
        await insight.scrollIntoViewIfNeeded();
        await screenshot(page, 'dashboard-yearly-tab');
      },
    },
    {
      name: 'a user holding only ALGONEWSANALYTIC sees only the Insight card and chart',
      run: async ({ server, newPage }) => {
        addStaff(server.databaseFile, 'Wulan Sari', 'insight-analyst@demo.test', { read: ['ALGONEWSANALYTIC'] });
        const page = await newPage();
        await signIn(page, server.url, 'insight-analyst@demo.test', DEMO_PASSWORD);
        await waitForFigures(page, 1, 1);
        assert.match((await countCards(page).textContent()) ?? '', /^Total Published Insight/);
        assert.deepEqual(await chartCards(page).locator('h3').allTextContents(), ['Total View Insight']);
        await screenshot(page, 'dashboard-insight-only');
      },
    },
    {
      name: 'a user without read permissions sees the placeholder',
      run: async ({ server, newPage }) => {
        addStaff(server.databaseFile, 'Andi Nugroho', 'no-access@demo.test', {});
        const page = await newPage();
        await signIn(page, server.url, 'no-access@demo.test', DEMO_PASSWORD);
        await expectVisible(page.getByTestId('dashboard-no-permission'));
        await expectHidden(page.getByTestId('count-cards'));
        assert.equal(await countCards(page).count(), 0);
        assert.equal(await chartCards(page).count(), 0);
        await screenshot(page, 'dashboard-no-permission');
      },
    },
  ],
};
