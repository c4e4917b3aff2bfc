import Database from 'better-sqlite3';
import dayjs from 'dayjs';
import type { Page } from 'playwright-core';
import { ROUTES } from '@rc/contract/routes';
import { menu, screenshot, signIn, waitForLayout, pickDateTime } from '../support/console.ts';
import { expectAccessible } from '../support/axe.ts';
import { addStaff, latestMailTo } from '../support/database.ts';
import { assert, eventually, expectText, expectVisible } from '../support/expect.ts';
import { DESKTOP, MOBILE, type JourneySuite } from '../support/journey.ts';
import { contentOption, expectToast, settleList, expectExistingEditor } from '../support/resources.ts';
import { DEMO_PASSWORD } from '../support/server.ts';

type Row = Record<string, unknown>;

function readRow(databaseFile: string, sql: string, ...params: unknown[]): Row | undefined {
  const db = new Database(databaseFile, { readonly: true });
  db.pragma('busy_timeout = 5000');
  try {
    return db.prepare(sql).get(...params) as Row | undefined;
  } finally {
    db.close();
  }
}

/**
 * Clients opt in to the newsletter on the public site, which the console never does: the first
 * `count` active clients opt in here, straight in the database.
 */
function optInClients(databaseFile: string, count: number): void {
  const db = new Database(databaseFile);
  db.pragma('busy_timeout = 5000');
  try {
    const now = new Date().toISOString();
    db.prepare(
      `insert into newsletter_subscribers (client_id, email, fullname, status, source, opted_in_at, created_at, updated_at)
       select id, email, fullname, 'SUBSCRIBED', 'SIGNUP', ?, ?, ? from clients
       where status = 'ACTIVE' and deleted_at is null
         and id not in (select client_id from newsletter_subscribers)
       order by id limit ?`,
    ).run(now, now, now, count);
  } finally {
    db.close();
  }
}

const card = (page: Page) => page.getByTestId('delivery-card');
const sendDialog = (page: Page) => page.getByTestId('confirm-dialog').getByRole('dialog');
const idOf = (page: Page) => Number(new URL(page.url()).pathname.split('/').pop());

async function choose(page: Page, field: string, option: string | RegExp): Promise<void> {
  await page.locator(`input[data-field="${field}"]`).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  await page.keyboard.press('Escape');
}

/** The number in "1,234 clients will receive this". */
async function audienceSize(page: Page): Promise<number> {
  const size = page.getByTestId('audience-preview').getByTestId('audience-size');
  await expectText(size, /^[\d,]+ clients? will receive this$/);
  return Number(((await size.textContent()) ?? '').split(' ')[0]!.replace(/,/g, ''));
}

/** Every control in the card and its dialogs has a name a screen reader can say. */
async function expectNamedControls(page: Page, scope: string): Promise<void> {
  const unnamed = await page.evaluate((selector) => {
    const roots = [...document.querySelectorAll(selector)];
    const controls = roots.flatMap((root) => [...root.querySelectorAll('button, input:not([type=hidden]), a[href]')]);
    return controls
      .filter((el) => {
        const labelled = el.getAttribute('aria-label') || el.getAttribute('aria-labelledby') || el.getAttribute('title');
        const label = el.id ? document.querySelector(`label[for="${el.id}"]`) : null;
        const text = (el.textContent ?? '').trim();
        return !labelled && !label && !text && !el.closest('label');
      })
      .map((el) => el.outerHTML.slice(0, 120));
  }, scope);
  assert.deepEqual(unnamed, [], `controls without a name in ${scope}`);
}

/** Pick a time ahead in the schedule dialog: the time is typed first, then the day is picked. */
async function pickSendAt(page: Page, at: dayjs.Dayjs): Promise<void> {
  await sendDialog(page).getByTestId('send-at').click();
  await pickDateTime(page, at);
}

export const deliveriesSuite: JourneySuite = {
  title: 'Research blasts and newsletters',
  journeys: [
    {
      name: 'a writer composes a blast for one plan; another staff member sends it and watches it go out',
      timeoutMs: 180_000,
      run: async ({ server, newPage }) => {
        addStaff(server.databaseFile, 'Wulan Penulis', 'wulan.blast@demo.test', {
          read: ['ALGORESEARCHBLAST', 'ALGORESEARCH', 'SUBSCRIPTION'],
          write: ['ALGORESEARCHBLAST'],
          update: ['ALGORESEARCHBLAST'],
          approval: ['ALGORESEARCHBLAST'],
        });
        const research = readRow(
          server.databaseFile,
          "select title from algo_research where status = 'APPROVED' order by id limit 1",
        )!;
        const writer = await newPage({ viewport: DESKTOP });
        await signIn(writer, server.url, 'wulan.blast@demo.test', DEMO_PASSWORD);

        // The menu leads to it: Exclusive › Research Blast.
        await menu(writer).getByRole('button', { name: 'Exclusive' }).click();
        await menu(writer).getByRole('link', { name: 'Research Blast' }).click();
        await settleList(writer);
        await writer.getByRole('link', { name: /^New/ }).first().click();
        await expectVisible(writer.getByTestId('audience-preview'));

        const title = 'BMRI: target harga dinaikkan setelah kredit korporasi tumbuh';
        await writer.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
        await choose(writer, 'research_id', contentOption(String(research.title)));
        await expectText(
          writer.getByTestId('blast-follow-up'),
          new RegExp(`${String(research.title).slice(0, 20)}.*follow the message`),
        );
        const message = writer.getByRole('textbox', { name: 'Message' });
        await message.click();
        await writer.keyboard.type('Riset terbaru kami untuk pelanggan Pro sudah terbit. Baca ringkasannya di bawah.');
        const everyone = await audienceSize(writer);
        await choose(writer, 'audience', 'Subscribers of chosen plans');
        await expectText(writer.getByTestId('audience-size'), /Choose at least one plan/);
        await choose(writer, 'plans', 'Pro');
        const audience = await eventually(async () => {
          const n = await audienceSize(writer);
          assert.ok(n > 0 && n < everyone, `the Pro audience (${n}) is a part of everyone (${everyone})`);
          return n;
        });
        // Blasts go to every active client who has not opted out (demo data has some who did).
        const expected = readRow(
          server.databaseFile,
          `select count(*) as n from clients c left join newsletter_subscribers s on s.client_id = c.id
           where c.status = 'ACTIVE' and c.deleted_at is null and c.plan_code = 'PRO_30' and c.plan_ends_at > ?
             and (s.status is null or s.status <> 'UNSUBSCRIBED')`,
          new Date().toISOString(),
        )!;
        assert.equal(audience, Number(expected.n));
        await writer.getByTestId('audience-preview').scrollIntoViewIfNeeded();
        await screenshot(writer, 'blast-new-desktop');
        await expectAccessible(writer, 'New blast with its audience');
        await writer.getByRole('button', { name: 'Create' }).click();
        await expectToast(writer, 'Research blast created');
        await expectExistingEditor(writer, 'research-blast');
        const blastId = idOf(writer);

        // The author may hold approval, but never sends their own.
        await expectText(card(writer).getByTestId('campaign-status'), 'Draft');
        await expectText(card(writer).getByTestId('send-note'), /You wrote this blast, so another staff member with approval/);
        assert.equal(await card(writer).getByTestId('send-now').count(), 0);
        await expectNamedControls(writer, '[data-testid="delivery-card"], [data-testid="audience-preview"]');
        await screenshot(writer, 'blast-draft-author-desktop');

        // The owner sends it, after a confirmation that says how many it goes to.
        const owner = await newPage({ viewport: DESKTOP });
        await signIn(owner, server.url, 'owner@demo.test', DEMO_PASSWORD);
        await owner.goto(`${server.url}${ROUTES.ResearchBlastEditorExisting.path.replace(':id', String(blastId))}`);
        await waitForLayout(owner);
        await card(owner).getByTestId('send-now').click();
        await expectText(
          sendDialog(owner).getByTestId('send-audience'),
          new RegExp(`It goes to ${audience.toLocaleString('en')} clients`),
        );
        await expectNamedControls(owner, '[data-testid="confirm-dialog"]');
        await screenshot(owner, 'blast-send-confirm-desktop');
        await expectAccessible(owner, 'Send confirmation');
        await sendDialog(owner).getByRole('button', { name: 'Send now' }).click();
        await expectToast(owner, 'Sending started');
        await expectVisible(owner.getByTestId('read-only-notice'));
        await expectVisible(card(owner).getByTestId('delivery-progress'));
        await expectText(card(owner).getByTestId('campaign-status'), 'Sent', 90_000);
        const progress = card(owner).getByTestId('delivery-progress');
        assert.equal(await progress.getAttribute('data-total'), String(audience));
        assert.equal(await progress.getAttribute('data-sent'), String(audience));
        await expectText(owner.getByTestId('read-only-notice'), /This blast is sent, so it can no longer be changed/);
        // The forecast gives way to the real figures.
        assert.equal(await owner.getByTestId('audience-preview').count(), 0);
        await screenshot(owner, 'blast-sent-desktop');
        await expectAccessible(owner, 'Sent blast with progress');

        // Who it went to: one row per recipient, filtered by status with counts.
        await card(owner).getByTestId('open-deliveries').click();
        const drawer = owner.getByTestId('deliveries-drawer');
        await expectVisible(drawer.getByTestId('deliveries-table'));
        await expectText(
          drawer.getByTestId('delivery-filter').locator('[data-status="SENT"]').locator('..'),
          new RegExp(`${audience.toLocaleString('en')}`),
        );
        await drawer.getByText(/^Failed/).click();
        await expectVisible(drawer.getByTestId('deliveries-empty'));
        await drawer.getByText(/^Sent/).click();
        await expectVisible(drawer.getByTestId('resource-row').first());
        await expectText(drawer.getByTestId('deliveries-count'), new RegExp(`of ${audience.toLocaleString('en')}$`));
        await expectNamedControls(owner, '[data-testid="deliveries-drawer"]');
        await screenshot(owner, 'blast-deliveries-desktop');
        await expectAccessible(owner, 'Deliveries drawer');
        await owner.keyboard.press('Escape');

        // The author's screen follows as well, on a phone.
        const phone = await newPage({ viewport: MOBILE, isMobile: true });
        await signIn(phone, server.url, 'wulan.blast@demo.test', DEMO_PASSWORD);
        await phone.goto(`${server.url}${ROUTES.ResearchBlastEditorExisting.path.replace(':id', String(blastId))}`);
        await waitForLayout(phone);
        await expectText(card(phone).getByTestId('campaign-status'), 'Sent');
        await card(phone).scrollIntoViewIfNeeded();
        await screenshot(phone, 'blast-sent-phone');
        await phone.goto(`${server.url}${ROUTES.ResearchBlast.path}`);
        await settleList(phone);
        await screenshot(phone, 'blast-list-phone');
        await expectAccessible(phone, 'Blast list at phone width');
      },
    },
    {
      name: 'an edition is composed and tested by its author, then scheduled by the owner',
      run: async ({ server, newPage }) => {
        optInClients(server.databaseFile, 40);
        const author = await newPage({ viewport: DESKTOP });
        await signIn(author, server.url, 'admin@demo.test', DEMO_PASSWORD);
        await menu(author).getByRole('button', { name: 'Tools' }).click();
        await menu(author).getByRole('link', { name: 'Newsletter' }).click();
        await expectVisible(author.getByTestId('tab-newsletter-subscriber'));
        await settleList(author);
        await screenshot(author, 'newsletter-list-desktop');
        await expectAccessible(author, 'Newsletter editions');
        await author.goto(`${server.url}${ROUTES.NewsletterEditorUpdate.path}`);
        await waitForLayout(author);
        const subject = 'Weekly Research Digest: bank besar menguat';
        await author.getByRole('textbox', { name: 'Subject' }).fill(subject);
        await author.getByRole('textbox', { name: 'Preheader' }).fill('Tiga riset pilihan minggu ini');
        await author.getByRole('textbox', { name: 'Body' }).click();
        await author.keyboard.type('Selamat pagi. Berikut riset pilihan redaksi minggu ini.');
        const research = readRow(
          server.databaseFile,
          "select title from algo_research where status = 'APPROVED' order by id limit 1",
        )!;
        await choose(author, 'research_ids', String(research.title));
        await expectText(author.getByTestId('edition-blocks'), /followed by 1 Exclusive research block/);
        const subscribed = readRow(
          server.databaseFile,
          `select count(*) as n from clients c join newsletter_subscribers s on s.client_id = c.id
           where c.status = 'ACTIVE' and c.deleted_at is null and s.status = 'SUBSCRIBED' and s.deleted_at is null`,
        )!;
        const audience = Number(subscribed.n);
        assert.equal(await audienceSize(author), audience);
        await screenshot(author, 'newsletter-new-desktop');
        await expectAccessible(author, 'New newsletter edition');
        await author.getByRole('button', { name: 'Create' }).click();
        await expectToast(author, 'Newsletter edition created');
        await eventually(async () => assert.match(new URL(author.url()).pathname, /^\/newsletter\/detail\/existing\/\d+$/));
        const editionId = idOf(author);

        await card(author).getByTestId('send-test').click();
        await expectToast(author, 'Test sent');
        await expectText(author.getByTestId('toast-text'), /admin@demo\.test/);
        await eventually(async () =>
          assert.match(latestMailTo(server.databaseFile, 'admin@demo.test')?.subject ?? '', /^\[Test\] /),
        );
        await screenshot(author, 'newsletter-test-sent-desktop');

        const owner = await newPage({ viewport: MOBILE, isMobile: true });
        await signIn(owner, server.url, 'owner@demo.test', DEMO_PASSWORD);
        await owner.goto(`${server.url}${ROUTES.NewsletterDetailExisting.path.replace(':id', String(editionId))}`);
        await waitForLayout(owner);
        await card(owner).getByTestId('send-schedule').click();
        await expectText(
          sendDialog(owner).getByTestId('send-audience'),
          new RegExp(`It goes to ${audience.toLocaleString('en')} clients`),
        );
        const at = dayjs().add(2, 'day').hour(9).minute(30).second(0).millisecond(0);
        await pickSendAt(owner, at);
        await screenshot(owner, 'newsletter-schedule-phone');
        await expectAccessible(owner, 'Schedule dialog at phone width');
        await sendDialog(owner).getByRole('button', { name: 'Schedule' }).click();
        await expectToast(owner, 'Edition scheduled');
        await expectText(card(owner).getByTestId('campaign-status'), 'Scheduled');
        await expectText(card(owner).getByTestId('fact-goes-out'), at.format('D MMM YYYY, HH:mm'));
        const stored = readRow(server.databaseFile, 'select status, scheduled_at from newsletters where id = ?', editionId)!;
        assert.equal(stored.status, 'SCHEDULED');
        assert.equal(stored.scheduled_at, at.toISOString());
        await expectVisible(card(owner).getByTestId('send-cancel'));
        await expectVisible(owner.getByTestId('read-only-notice'));
        await card(owner).scrollIntoViewIfNeeded();
        await screenshot(owner, 'newsletter-scheduled-phone');
      },
    },
  ],
};
