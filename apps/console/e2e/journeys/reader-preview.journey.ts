import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { SESSION_COOKIE } from '@rc/contract/defaults';
import { ROUTES } from '@rc/contract/routes';
import { screenshot, signIn, waitForLayout } from '../support/console.ts';
import { assert, eventually, expectHidden, expectText, expectVisible } from '../support/expect.ts';
import { DESKTOP, MOBILE, type JourneySuite } from '../support/journey.ts';
import { DEMO_PASSWORD, E2E_BASIC } from '../support/server.ts';

const BASIC = E2E_BASIC;
const BODY = 'Target harga BBCA dinaikkan ke Rp 12.000 dengan rekomendasi beli.';

/** The API as a signed-in staff member (the journey's own set-up, outside the browser). */
async function apiAs(base: string, email: string) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { authorization: BASIC, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  assert.equal(login.status, 200, `sign-in of ${email}`);
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`))!
    .split(';')[0]!;
  return async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}/api${path}`, {
      method,
      headers: { authorization: BASIC, cookie, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    assert.ok(res.ok, `${method} ${path}: ${res.status} ${text}`);
    return (JSON.parse(text) as { data: any }).data;
  };
}

/** A Circle article of the demo data in `status` (read straight from the server's database). */
function circleArticleIn(databaseFile: string, status: string): number {
  const db = new Database(databaseFile, { readonly: true });
  db.pragma('busy_timeout = 5000');
  try {
    const row = db
      .prepare(
        "select id from circle_research where status = ? and deleted_at is null and coalesce(second_content, '') <> '' order by id desc limit 1",
      )
      .get(status) as { id: number } | undefined;
    assert.ok(row, `a Circle article in ${status}`);
    return row.id;
  } finally {
    db.close();
  }
}

const panel = (page: Page) => page.getByTestId('reader-preview-panel');

/** Scroll so the preview panel starts just under the page header (for the screenshots). */
async function scrollToPanel(page: Page): Promise<void> {
  await panel(page).evaluate((element) => {
    const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
    window.scrollBy({ top: element.getBoundingClientRect().top - header - 12, behavior: 'instant' });
  });
}

async function previewAs(page: Page, label: string): Promise<void> {
  await panel(page).getByRole('combobox', { name: 'Preview as' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

/** Open an editor and bring its reader preview into view. */
async function openEditorWithPreview(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForLayout(page);
  await expectVisible(page.getByTestId('reader-preview-panel'));
  await panel(page).scrollIntoViewIfNeeded();
  await expectVisible(panel(page).getByTestId('reader-article'));
}

/**
 * The reader preview beside the editors: what a guest, a free reader and each plan's subscribers
 * see of a record, following the form as it is typed.
 */
export const readerPreviewSuite: JourneySuite = {
  title: 'Reader preview',
  journeys: [
    {
      name: 'the auditor previews an exclusive research as a guest (the wall) and as a plan that unlocks it (the body) (screenshots)',
      run: async ({ server, newPage }) => {
        const owner = await apiAs(server.url, 'owner@demo.test');
        const research = await owner('POST', '/algo-research/create', {
          title: 'BBCA: Kualitas Aset Tetap Terjaga',
          first_summary: 'NPL turun ke 1,8% dan biaya kredit tetap rendah.',
          second_summary: 'Margin bunga bersih stabil di 5,6%.',
          short_description: 'Riset perbankan kuartal III: bank terbesar menjaga kualitas asetnya.',
          body: `<h2>Valuasi</h2><p>${BODY}</p><p>Risiko utama: perlambatan kredit korporasi.</p>`,
          tickers: ['BBCA'],
          plans: ['PRO_30', 'PRO_365'],
        });
        const wall = (await owner('GET', '/preview/algo-research/context')).wall as { enabled: boolean; title: string };
        assert.ok(wall.enabled, 'the demo wall of Exclusive research is on');

        // The Exclusive research editor, or Circle's where this build has no research screens yet.
        const research_url = `${server.url}${ROUTES.AlgoResearchEditorExisting.path.replace(':id', String(research.id))}`;

        for (const [viewport, name] of [
          [DESKTOP, 'desktop'],
          [MOBILE, 'mobile'],
        ] as const) {
          const page = await newPage({ viewport, isMobile: viewport === MOBILE });
          await signIn(page, server.url, 'auditor@demo.test', DEMO_PASSWORD);
          await openEditorWithPreview(page, research_url);
          const article = panel(page).getByTestId('reader-article');
          await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
          await screenshot(page, `reader-preview-editor-${name}`);

          // A guest: the free part, then the wall with its call to action, never the body.
          assert.equal(await panel(page).getByRole('combobox', { name: 'Preview as' }).inputValue(), 'Guest');
          await expectVisible(article.getByTestId('reader-wall'));
          await expectText(article.getByTestId('reader-wall-title'), wall.title);
          await expectText(article.getByTestId('reader-preview-title'), 'BBCA: Kualitas Aset Tetap Terjaga');
          await expectVisible(article.getByText('NPL turun ke 1,8% dan biaya kredit tetap rendah.'));
          assert.equal(await article.getByText(BODY).count(), 0, 'a guest does not read the body');
          await expectVisible(article.getByTestId('reader-wall-cta'));
          await expectText(panel(page).getByTestId('reader-preview-verdict'), /Stopped by the account wall/);
          await scrollToPanel(page);
          await screenshot(page, `reader-preview-walled-${name}`);

          // A plan that unlocks Exclusive research and is among the required plans: the body.
          await previewAs(page, 'Pro');
          await expectHidden(article.getByTestId('reader-wall'));
          await expectVisible(article.getByTestId('reader-paid-part'));
          await expectVisible(article.getByText(BODY));
          await expectText(panel(page).getByTestId('reader-preview-verdict'), /Reads it in full/);
          await scrollToPanel(page);
          await screenshot(page, `reader-preview-unlocked-${name}`);

          if (name === 'desktop') {
            // A plan that does not unlock Exclusive research (Basic: Insight only) stops at the wall.
            await previewAs(page, 'Basic');
            await expectVisible(article.getByTestId('reader-wall'));
            await expectText(panel(page).getByTestId('reader-preview-verdict'), /Basic does not unlock Exclusive research/);
          }
          // The form keeps its width on a phone: the preview sits below it, never beside it.
          if (name === 'mobile') {
            const fields = await page.getByRole('form', { name: /form$/ }).locator('.mantine-Grid-col').first().boundingBox();
            const box = await panel(page).boundingBox();
            assert.ok(fields && box && box.y >= fields.y + fields.height - 1, 'the preview is below the form');
            assert.ok(fields.width >= 330, `the form keeps the phone's width (${fields.width}px)`);
          }
        }
      },
    },
    {
      name: 'in a Circle article’s editor, the preview follows what is typed before it is saved',
      run: async ({ server, newPage }) => {
        const id = circleArticleIn(server.databaseFile, 'PENDING');
        const page = await newPage({ viewport: DESKTOP });
        await signIn(page, server.url, 'owner@demo.test', DEMO_PASSWORD);
        await openEditorWithPreview(
          page,
          `${server.url}${ROUTES.CommunityResearchEditorExisting.path.replace(':id', String(id))}`,
        );
        const article = panel(page).getByTestId('reader-article');
        await expectVisible(article.getByTestId('reader-wall'));
        await expectVisible(article.getByTestId('reader-free-part'));

        const title = page.locator('input[name="article_title"]');
        await title.fill('TLKM: Pusat Data Jadi Mesin Pertumbuhan Baru');
        await expectText(article.getByTestId('reader-preview-title'), 'TLKM: Pusat Data Jadi Mesin Pertumbuhan Baru');
        await expectVisible(panel(page).getByTestId('reader-preview-unsaved'));

        // Circle requires no plan: a signed-in free reader reads the walled part.
        await previewAs(page, 'Free reader');
        await expectHidden(article.getByTestId('reader-wall'));
        await expectVisible(article.getByTestId('reader-paid-part'));
        await expectText(panel(page).getByTestId('reader-preview-verdict'), /requires no plan/);
        await eventually(async () =>
          assert.equal(await article.getByTestId('reader-preview-title').textContent(), await title.inputValue()),
        );
      },
    },
  ],
};
