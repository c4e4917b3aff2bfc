import { addStaff } from '../support/database.ts';
import type { Page } from 'playwright-core';
import { ROUTES } from '@rc/contract/routes';
import { screenshot, signIn, waitForLayout } from '../support/console.ts';
import { assert, eventually, expectPath, expectText, expectVisible } from '../support/expect.ts';
import { DESKTOP, MOBILE, type JourneySuite } from '../support/journey.ts';
import { DEMO_PASSWORD } from '../support/server.ts';

const desk = (page: Page) => page.getByTestId('editorial-desk');
const deskRows = (page: Page) => desk(page).getByTestId('resource-row');

/** Wait until the desk shows its rows (or why it has none) and no page is on its way. */
async function settleDesk(page: Page): Promise<void> {
  await expectVisible(desk(page));
  await eventually(async () => {
    assert.equal(await desk(page).getAttribute('aria-busy'), 'false', 'the desk is not loading');
    const rows = await deskRows(page).count();
    const empty = await desk(page).getByTestId('list-empty').count();
    assert.ok(rows > 0 || empty > 0, 'rows or an empty state');
  });
}

async function openDesk(page: Page, base: string, query = ''): Promise<void> {
  await page.goto(`${base}${ROUTES.Research.path}${query}`);
  await waitForLayout(page);
  await settleDesk(page);
}

/** The areas of the rows shown (a row's data-id is its desk id, `<area>-<id>`). */
async function areasShown(page: Page): Promise<string[]> {
  const ids = await deskRows(page).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-id') ?? ''));
  return [...new Set(ids.map((id) => id.replace(/-\d+$/, '')))].sort();
}

export const editorialDeskSuite: JourneySuite = {
  title: 'Editorial desk',
  journeys: [
    {
      name: 'the auditor sees what waits for review across the areas and opens one in its editor (screenshots)',
      run: async ({ server, newPage }) => {
        for (const [viewport, name] of [
          [MOBILE, 'mobile'],
          [DESKTOP, 'desktop'],
        ] as const) {
          const page = await newPage({ viewport, isMobile: viewport === MOBILE });
          await signIn(page, server.url, 'auditor@demo.test', DEMO_PASSWORD);
          await openDesk(page, server.url);
          await screenshot(page, `editorial-desk-${name}`);
          await page.getByRole('tab', { name: /Waiting for review/ }).click();
          await expectPath(page, ROUTES.Research.path, { status: 'REVIEW' });
          await settleDesk(page);
          await screenshot(page, `editorial-desk-review-${name}`);
          // A hundred to a page: what waits comes from every area.
          await openDesk(page, server.url, '?status=REVIEW&size=100');
          assert.deepEqual(await areasShown(page), ['algo-news', 'algo-research', 'circle-research', 'institution-content']);
          for (const badge of await desk(page).getByTestId('status-badge').allTextContents()) {
            assert.ok(['Pending', 'Change request'].includes(badge.trim()), `waiting: ${badge}`);
          }
          if (name === 'mobile') continue;

          // Only Circle: the auditor reviews the first article in Circle's editor.
          await desk(page).getByRole('group', { name: 'Filter by Area' }).getByText('Circle', { exact: true }).click();
          await expectPath(page, ROUTES.Research.path, { status: 'REVIEW', size: '100', area: 'circle-research' });
          await eventually(async () => assert.deepEqual(await areasShown(page), ['circle-research']));
          await settleDesk(page);
          const first = deskRows(page).first();
          const id = ((await first.getAttribute('data-id')) ?? '').replace('circle-research-', '');
          // Preview as a guest from the row, without leaving the desk.
          await first.getByTestId('desk-row-preview').click();
          const drawer = page.getByTestId('reader-preview-drawer');
          await expectText(drawer, /Preview as reader/);
          await expectText(drawer, /Preview · as guest/i);
          await page.keyboard.press('Escape');
          await eventually(async () => assert.equal(await drawer.getByText('Preview as reader').count(), 0));
          await expectText(first.getByTestId('desk-row-open'), 'Review');
          await first.getByTestId('desk-row-open').click();
          await expectPath(page, ROUTES.CommunityResearchEditorExisting.path.replace(':id', id));
          await expectVisible(page.getByTestId('workflow-panel'));
          await expectText(page.getByTestId('workflow-panel').getByTestId('status-badge'), /Pending|Change request/);

          // Back returns to the same view of the desk.
          await page.goBack();
          await expectPath(page, ROUTES.Research.path, { status: 'REVIEW', size: '100', area: 'circle-research' });
          await settleDesk(page);

          // The desk's own link to a record opens it in its area's editor.
          await page.goto(`${server.url}${ROUTES.ResearchEditorExisting.path.replace(':id', `circle-research-${id}`)}`);
          await expectPath(page, ROUTES.CommunityResearchEditorExisting.path.replace(':id', id));
          await expectVisible(page.getByTestId('workflow-panel'));

          // An Insight row leads to Insight's editor route.
          await openDesk(page, server.url, '?status=REVIEW&area=algo-news');
          const insight = deskRows(page).first();
          const insightId = ((await insight.getAttribute('data-id')) ?? '').replace('algo-news-', '');
          await insight.getByTestId('row-title').click();
          await expectPath(page, ROUTES.AlgoNewsEditorExisting.path.replace(':id', insightId));
        }
      },
    },
    {
      name: 'whoever reads only Insight sees only Insight on the desk, and cannot start anything',
      run: async ({ server, newPage }) => {
        addStaff(server.databaseFile, 'Dewi Insight', 'dewi.insight@demo.test', { read: ['ALGONEWS'] });
        const page = await newPage({ viewport: DESKTOP });
        await signIn(page, server.url, 'dewi.insight@demo.test', DEMO_PASSWORD);
        await openDesk(page, server.url);
        assert.ok((await deskRows(page).count()) > 0, 'Insight rows are shown');
        assert.deepEqual(await areasShown(page), ['algo-news']);
        for (const status of ['REVIEW', 'REVISION', 'PUBLISHED']) {
          await openDesk(page, server.url, `?status=${status}`);
          assert.ok(['algo-news', undefined].includes((await areasShown(page))[0]), `${status}: Insight only`);
          assert.ok((await areasShown(page)).length <= 1, `${status}: one area at most`);
        }
        // One area: no area chips, and no way to create.
        assert.equal(await desk(page).getByRole('group', { name: 'Filter by Area' }).count(), 0);
        assert.equal(await page.getByTestId('desk-new').count(), 0);
        await page.goto(`${server.url}${ROUTES.ResearchEditorNew.path}`);
        await expectVisible(page.getByTestId('new-content-none'));
        await screenshot(page, 'editorial-desk-insight-reader');
      },
    },
    {
      name: '/research/new offers only the kinds the user can create, and opens that kind’s new editor',
      run: async ({ server, newPage }) => {
        const page = await newPage({ viewport: DESKTOP });
        await signIn(page, server.url, 'writter@demo.test', DEMO_PASSWORD);
        await openDesk(page, server.url);
        await page.getByTestId('desk-new').click();
        await expectPath(page, ROUTES.ResearchEditorNew.path);
        const kinds = page.getByTestId('new-content-kinds').locator('[data-testid^="new-kind-"]');
        await expectVisible(kinds.first());
        assert.deepEqual(await kinds.evaluateAll((cards) => cards.map((c) => c.getAttribute('data-testid'))), [
          'new-kind-algo-research',
          'new-kind-algo-news',
          'new-kind-institution-content',
        ]);
        await screenshot(page, 'editorial-new-content-desktop');
        await page.getByRole('link', { name: 'New insight item' }).click();
        await expectPath(page, ROUTES.AlgoNewsEditorNew.path);

        addStaff(server.databaseFile, 'Bayu Riset', 'bayu.riset@demo.test', {
          read: ['ALGORESEARCH', 'ALGONEWS', 'COMMUNITYRESEARCH'],
          write: ['ALGORESEARCH'],
        });
        const other = await newPage({ viewport: MOBILE, isMobile: true });
        await signIn(other, server.url, 'bayu.riset@demo.test', DEMO_PASSWORD);
        await other.goto(`${server.url}${ROUTES.ResearchEditorNew.path}`);
        const offered = other.getByTestId('new-content-kinds').locator('[data-testid^="new-kind-"]');
        await expectVisible(offered.first());
        assert.deepEqual(await offered.evaluateAll((cards) => cards.map((c) => c.getAttribute('data-testid'))), [
          'new-kind-algo-research',
        ]);
        await screenshot(other, 'editorial-new-content-mobile');
      },
    },
  ],
};
