import { createHash, randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { API_KEY_HEADER } from '@rc/contract/analytics';
import { CIRCLE_ROUTES, CIRCLE_SUBMIT_SCOPE } from '@rc/contract/circle';
import { ROUTES } from '@rc/contract/routes';
import { INSUFFICIENT_PERMISSION } from '../../src/lib/messages.ts';
import { menu, screenshot, signIn, waitForLayout } from '../support/console.ts';
import { assert, eventually, expectAttribute, expectHidden, expectText, expectVisible } from '../support/expect.ts';
import { DESKTOP, MOBILE, type JourneySuite } from '../support/journey.ts';
import { expectToast } from '../support/resources.ts';
import { DEMO_PASSWORD } from '../support/server.ts';

const LANDING = ROUTES.CommunityResearchContent.path;
const list = (page: Page) => page.getByTestId('circle-list');
const rows = (page: Page) => list(page).getByTestId('resource-row');

/** Open the moderation list (with `query` in the address) and wait until it shows rows or its empty state. */
async function openLanding(page: Page, base: string, query = ''): Promise<void> {
  await page.goto(`${base}${LANDING}${query}`);
  await waitForLayout(page);
  await settle(page);
}

async function settle(page: Page): Promise<void> {
  await expectVisible(list(page));
  await eventually(async () => {
    assert.equal(await list(page).getAttribute('aria-busy'), 'false', 'the list is not loading');
    assert.ok((await rows(page).count()) > 0 || (await page.getByTestId('list-empty').count()) > 0, 'rows or empty');
  });
}

/** The number on the side menu's Circle badge (0 when it is hidden). */
async function badge(page: Page): Promise<number> {
  const shown = menu(page).getByTestId('menu-badge');
  if ((await shown.count()) === 0) return 0;
  return Number(((await shown.first().textContent()) ?? '0').trim());
}

async function expectBadge(page: Page, expected: number): Promise<void> {
  await eventually(async () => assert.equal(await badge(page), expected, 'the Circle badge'), { timeout: 8000 });
}

/**
 * A public API key bound to a contributor, written straight into the server's database (what
 * `npm run api-key -- contributor <id>` does), and a category to file the article under.
 */
function contributorKey(databaseFile: string, email: string): { key: string; categoryId: number } {
  const db = new Database(databaseFile);
  db.pragma('busy_timeout = 5000');
  try {
    const contributor = db.prepare('select id from contributors where email = ?').get(email) as { id: number };
    const key = `rcpk_${randomBytes(24).toString('base64url')}`;
    db.prepare(
      'insert into public_api_keys (name, key_hash, prefix, scopes, contributor_id, created_at) values (?, ?, ?, ?, ?, ?)',
    ).run(
      'journey site',
      createHash('sha256').update(key).digest('hex'),
      key.slice(0, 11),
      CIRCLE_SUBMIT_SCOPE,
      contributor.id,
      new Date().toISOString(),
    );
    const category = db.prepare("select id from research_categories where article_category_name = 'Telekomunikasi'").get() as {
      id: number;
    };
    return { key, categoryId: category.id };
  } finally {
    db.close();
  }
}

async function submitArticle(base: string, site: { key: string; categoryId: number }, title: string): Promise<number> {
  const response = await fetch(`${base}/api${CIRCLE_ROUTES.publicSubmit}`, {
    method: 'POST',
    headers: { [API_KEY_HEADER]: site.key, 'content-type': 'application/json' },
    body: JSON.stringify({
      article_title: title,
      article_category_id: site.categoryId,
      content_type: 'COMPANY',
      first_summary: 'Pendapatan segmen data center tumbuh 31% yoy.',
      short_description: 'Catatan komunitas tentang bisnis pusat data Telkom.',
      first_content: '<p>Bagian gratis untuk semua pembaca.</p>',
      second_content: '<p>Valuasi dan target harga untuk anggota.</p>',
    }),
  });
  assert.equal(response.status, 201, await response.clone().text());
  return ((await response.json()) as { data: { id: number } }).data.id;
}

export const circleSuite: JourneySuite = {
  title: 'Circle moderation',
  journeys: [
    {
      name: 'an auditor approves a pending article and the badge count drops (screenshots of the list)',
      run: async ({ server, newPage }) => {
        const page = await newPage({ viewport: DESKTOP });
        await signIn(page, server.url, 'auditor@demo.test', DEMO_PASSWORD);
        await openLanding(page, server.url);
        await screenshot(page, 'circle-list-desktop');
        await page.getByTestId('status-tab-PENDING').click();
        await settle(page);
        const before = await badge(page);
        assert.ok(before > 0, 'the demo queue is not empty');
        await expectText(page.getByTestId('queue-size'), `${before} waiting for review`);
        const first = rows(page).first();
        const id = await first.getAttribute('data-id');
        const title = ((await first.getByTestId('row-title').textContent()) ?? '').trim();
        await first.getByTestId('row-approve').click();
        const dialog = page.getByTestId('respond-dialog').getByRole('dialog');
        await expectVisible(dialog);
        await expectText(dialog.getByTestId('respond-submit'), 'Approve and publish');
        await dialog.getByTestId('respond-submit').click();
        await expectToast(page, 'Article approved');
        await expectHidden(dialog);
        await expectBadge(page, before - 1);
        await expectText(page.getByTestId('queue-size'), `${before - 1} waiting for review`);
        await eventually(async () =>
          assert.equal(await list(page).locator(`[data-id="${id}"]`).count(), 0, `${title} left the queue`),
        );
      },
    },
    {
      name: 'an auditor asks for a revision with a note, which shows in the history (screenshots of preview and history)',
      run: async ({ server, newPage }) => {
        const page = await newPage({ viewport: DESKTOP });
        await signIn(page, server.url, 'auditor@demo.test', DEMO_PASSWORD);
        await openLanding(page, server.url, '?status=PENDING');
        const row = rows(page).first();
        const id = Number(await row.getAttribute('data-id'));
        await row.getByTestId('row-title').click();
        const preview = page.getByTestId('circle-preview').getByRole('dialog');
        await expectVisible(preview.getByTestId('circle-reader'));
        await expectVisible(preview.getByTestId('reader-disclosure'));
        await expectText(preview.getByTestId('reader-disclosure'), /Kontributor wajib mengungkapkan kepemilikan saham/);
        await screenshot(page, 'circle-preview-desktop');
        await preview.getByTestId('preview-respond').click();
        const dialog = page.getByTestId('respond-dialog').getByRole('dialog');
        await expectVisible(dialog);
        await dialog.getByRole('radio', { name: 'Request revision' }).check({ force: true });
        // The note is required for a revision: refused in the browser before anything is sent.
        await dialog.getByTestId('respond-submit').click();
        await expectText(dialog.locator('.mantine-Textarea-error'), /note is required/i);
        const note = 'Tambahkan sumber data pendapatan segmen dan periode laporannya.';
        await dialog.getByTestId('respond-note').fill(note);
        await dialog.getByTestId('respond-submit').click();
        await expectToast(page, 'Revision requested');
        // Said as a person would, not as a status ("… is now revision").
        await expectText(page.getByTestId('toast-text').last(), /was sent back for revision\.$/);
        await page.goto(`${server.url}${LANDING}?panel=history&item=${id}`);
        const history = page.getByTestId('circle-history').getByRole('dialog');
        await expectVisible(history.getByTestId('history-entry').first());
        const entry = history.locator('[data-testid="history-entry"][data-action="request-revision"]').first();
        await expectText(entry.getByTestId('history-note'), note);
        await expectText(entry.locator('p').first(), /Sent back for revision/);
        await screenshot(page, 'circle-history-desktop');
      },
    },
    {
      name: 'a contributor submission through the public call makes the badge rise without a reload',
      run: async ({ server, newPage }) => {
        const page = await newPage({ viewport: DESKTOP });
        await signIn(page, server.url, 'auditor@demo.test', DEMO_PASSWORD);
        await openLanding(page, server.url, '?status=PENDING');
        const before = await badge(page);
        let reloads = 0;
        page.on('framenavigated', (frame) => {
          if (frame === page.mainFrame()) reloads++;
        });
        const site = contributorKey(server.databaseFile, 'redaksi@sahamnusantara.id');
        await submitArticle(server.url, site, 'TLKM: Monetisasi Data Center Mulai Terlihat di Kuartal IV');
        await expectBadge(page, before + 1);
        await expectText(page.getByTestId('queue-size'), `${before + 1} waiting for review`);
        await expectVisible(page.getByTestId('queue-moved'));
        await page.getByTestId('queue-moved').click();
        await settle(page);
        await expectText(
          rows(page).first().getByTestId('row-title'),
          'TLKM: Monetisasi Data Center Mulai Terlihat di Kuartal IV',
        );
        assert.equal(reloads, 0, 'no page load');
      },
    },
    {
      name: 'an owner deletes an article and restores it from the trash (mobile screenshots)',
      run: async ({ server, newPage }) => {
        const page = await newPage({ viewport: DESKTOP });
        await signIn(page, server.url, 'owner@demo.test', DEMO_PASSWORD);
        await openLanding(page, server.url, '?status=APPROVED');
        const row = rows(page).first();
        const id = await row.getAttribute('data-id');
        const title = ((await row.getByTestId('row-title').textContent()) ?? '').trim();
        await row.getByTestId('row-menu').click();
        await page.getByTestId('menu-delete').click();
        const confirmDialog = page.getByTestId('confirm-dialog').getByRole('dialog');
        await expectVisible(confirmDialog);
        await confirmDialog.getByRole('button', { name: 'Delete' }).click();
        await expectToast(page, 'Article deleted');
        await eventually(async () =>
          assert.equal(await list(page).locator(`[data-id="${id}"]`).count(), 0, 'gone from the live list'),
        );
        await page.getByTestId('trash-switch').locator('label', { hasText: 'Trash' }).click();
        await settle(page);
        // Find it in the trash by its title (the debounced search narrows the list).
        await page.getByTestId('list-search').fill(title);
        await eventually(async () => assert.equal(new URL(page.url()).searchParams.get('q'), title));
        await settle(page);
        const trashed = list(page).locator(`[data-id="${id}"]`);
        await expectVisible(trashed);
        await trashed.getByTestId('row-restore').click();
        await expectToast(page, 'Article restored');
        await eventually(async () => assert.equal(await trashed.count(), 0, 'gone from the trash'));
        await page.getByTestId('trash-switch').locator('label', { hasText: 'Live' }).click();
        await settle(page);
        await expectText(list(page).locator(`[data-id="${id}"]`).getByTestId('row-title'), title);

        const phone = await newPage({ viewport: MOBILE, isMobile: true });
        await signIn(phone, server.url, 'auditor@demo.test', DEMO_PASSWORD);
        await openLanding(phone, server.url, '?status=PENDING');
        // Seven status tabs do not fit a phone: the edge says more lie beyond, on the side they are.
        const tabsFrame = phone.getByTestId('status-tabs-frame');
        await expectAttribute(tabsFrame, 'data-more-right', 'true');
        await expectVisible(phone.getByTestId('status-tabs-more'));
        await screenshot(phone, 'circle-list-mobile');
        await tabsFrame.getByRole('tablist').evaluate((row) => row.scrollTo({ left: row.scrollWidth }));
        await eventually(async () => assert.equal(await tabsFrame.getAttribute('data-more-right'), null, 'no cue at the end'));
        await expectAttribute(tabsFrame, 'data-more-left', 'true');
        await screenshot(phone, 'circle-tabs-scrolled-mobile');
        await rows(phone).first().getByTestId('row-title').click();
        await expectVisible(phone.getByTestId('circle-preview').getByTestId('circle-reader'));
        await screenshot(phone, 'circle-preview-mobile');
        await phone.goto(
          `${server.url}${LANDING}?status=PENDING&panel=history&item=${await rows(phone).first().getAttribute('data-id')}`,
        );
        await expectVisible(phone.getByTestId('circle-history').getByTestId('history-entry').first());
        await screenshot(phone, 'circle-history-mobile');
      },
    },
    {
      name: 'a writter cannot respond, and a forced response shows "Insufficient Permission!"',
      run: async ({ server, newPage }) => {
        const page = await newPage({ viewport: DESKTOP });
        await signIn(page, server.url, 'writter@demo.test', DEMO_PASSWORD);
        await openLanding(page, server.url, '?status=PENDING');
        assert.ok((await rows(page).count()) > 0, 'the writter reads the queue');
        assert.equal(await list(page).getByTestId('row-approve').count(), 0, 'no approve buttons');
        assert.equal(await list(page).getByTestId('row-respond').count(), 0, 'no respond buttons');
        assert.equal(await page.getByTestId('trash-switch').count(), 0, 'no trash for a writter');

        // Make this browser believe it may approve; the server still decides.
        await page.route('**/api/user-permission/self/permission', async (route) => {
          const response = await route.fetch();
          const body = (await response.json()) as { data: Record<string, string[]> };
          body.data.approval_action = [...(body.data.approval_action ?? []), 'COMMUNITYRESEARCH'];
          await route.fulfill({ response, json: body });
        });
        await openLanding(page, server.url, '?status=PENDING');
        const row = rows(page).first();
        const id = await row.getAttribute('data-id');
        const answers: number[] = [];
        page.on('response', (response) => {
          if (response.request().method() === 'PUT') answers.push(response.status());
        });
        await row.getByTestId('row-approve').click();
        await page.getByTestId('respond-dialog').getByRole('dialog').getByTestId('respond-submit').click();
        await expectToast(page, INSUFFICIENT_PERMISSION.title);
        await expectText(page.getByTestId('toast-text'), INSUFFICIENT_PERMISSION.text);
        assert.deepEqual(answers, [403]);
        await page.unroute('**/api/user-permission/self/permission');
        await openLanding(page, server.url, '?status=PENDING');
        await expectVisible(list(page).locator(`[data-id="${id}"]`));
      },
    },
  ],
};
