import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { AUTOSAVE_EVERY_MS } from '@rc/contract/drafts';
import { ROUTES } from '@rc/contract/routes';
import { SESSION_EXPIRED } from '../../src/lib/messages.ts';
import { endSessionsOnServer, menu, screenshot, signIn, submitSignIn, waitForLayout } from '../support/console.ts';
import { accessibilityViolations } from '../support/axe.ts';
import { assert, eventually, expectHidden, expectPath, expectText, expectVisible } from '../support/expect.ts';
import { DESKTOP, MOBILE, type JourneySuite } from '../support/journey.ts';
import { expectExistingEditor, expectToast } from '../support/resources.ts';
import { DEMO_PASSWORD } from '../support/server.ts';

const NEW_RESEARCH = ROUTES.AlgoResearchEditorNew.path;
const FORBIDDEN = "You don't have permission to access this page.";

/** The drafts the server keeps, as rows (read-only). */
function draftRows(databaseFile: string): Array<{ area: string; record_key: string; values_json: string }> {
  const db = new Database(databaseFile, { readonly: true });
  db.pragma('busy_timeout = 5000');
  try {
    return db.prepare('select area, record_key, values_json from drafts').all() as Array<{
      area: string;
      record_key: string;
      values_json: string;
    }>;
  } finally {
    db.close();
  }
}

/**
 * Record, in every document the page opens, whether a text ever appeared (even for a moment). A
 * script of text: the page runs it as it is, without the helpers of the journeys' own compiler.
 */
async function watchFor(page: Page, name: string, text: string): Promise<void> {
  await page.addInitScript({
    content: `new MutationObserver(() => {
      if (document.body && document.body.textContent.includes(${JSON.stringify(text)})) window[${JSON.stringify(name)}] = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });`,
  });
}

const everSeen = (page: Page, name: string) =>
  page.evaluate((n) => (window as unknown as Record<string, boolean>)[n] === true, name);

type Typed = { title: string; summary: string; description: string; body: string };

async function typeResearch(page: Page, typed: Typed): Promise<void> {
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(typed.title);
  await page.getByRole('textbox', { name: 'First summary' }).fill(typed.summary);
  await page.getByRole('textbox', { name: 'Short description' }).fill(typed.description);
  await page.getByRole('textbox', { name: 'Body' }).click();
  await page.keyboard.type(typed.body);
}

async function expectTyped(page: Page, typed: Typed): Promise<void> {
  await eventually(async () => {
    assert.equal(await page.getByRole('textbox', { name: 'Title', exact: true }).inputValue(), typed.title);
    assert.equal(await page.getByRole('textbox', { name: 'First summary' }).inputValue(), typed.summary);
    assert.equal(await page.getByRole('textbox', { name: 'Short description' }).inputValue(), typed.description);
    assert.match((await page.getByRole('textbox', { name: 'Body' }).textContent()) ?? '', new RegExp(typed.body));
  });
}

/** Wait for the autosave of what was typed (it runs every AUTOSAVE_EVERY_MS). */
async function expectAutosaved(page: Page): Promise<void> {
  await expectText(page.getByTestId('autosave-status'), /^Autosaved \d{2}:\d{2}$/, AUTOSAVE_EVERY_MS + 10_000);
}

async function openNewResearch(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}${NEW_RESEARCH}`);
  await waitForLayout(page);
  await expectVisible(page.getByRole('textbox', { name: 'Body' }));
}

async function signOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu').first().click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expectPath(page, ROUTES.Login.path);
}

export const keptWorkSuite: JourneySuite = {
  title: 'No lost work',
  journeys: [
    {
      name: 'the session ends while a research item is typed: Create leads to sign in, never the forbidden page, and signing in again brings the typing back',
      run: async ({ server, newPage }) => {
        const page = await newPage({ viewport: DESKTOP });
        await watchFor(page, 'forbiddenSeen', FORBIDDEN);
        await watchFor(page, 'expiredSeen', SESSION_EXPIRED.title);
        await signIn(page, server.url, 'owner@demo.test', DEMO_PASSWORD);
        await openNewResearch(page, server.url);
        const typed: Typed = {
          title: 'Prospek Perbankan 2027: Margin di Bawah Tekanan',
          summary: 'Biaya dana naik lebih cepat dari imbal hasil kredit.',
          description: 'Riset eksklusif tentang margin bank besar.',
          body: 'Satu jam menulis: rasio CASA turun di tiga bank besar.',
        };
        await typeResearch(page, typed);
        // The typing is autosaved first: the autosave would otherwise meet the ended session on its
        // next turn and lead to sign in before Create could be pressed.
        await expectAutosaved(page);

        // The session ends on the server (an idle timeout, or a revocation on another node).
        await endSessionsOnServer(page, server);
        await page.getByRole('button', { name: 'Create' }).click();

        await expectText(page.getByTestId('toast-title'), SESSION_EXPIRED.title);
        await expectPath(page, ROUTES.Login.path, { redirect: NEW_RESEARCH });
        await expectVisible(page.getByRole('form', { name: 'Sign in' }));
        assert.equal(await page.getByTestId('unsaved-changes-dialog').getByRole('dialog').count(), 0, 'nothing asked to stay');
        await screenshot(page, 'kept-work-session-expired');
        // What is kept in this browser is not readable as it is.
        const stored = await page.evaluate(() =>
          Object.keys(localStorage)
            .filter((name) => name.startsWith('rc-unsaved:'))
            .map((name) => localStorage.getItem(name) ?? ''),
        );
        assert.equal(stored.length, 1, 'one editor’s work is kept');
        assert.ok(!stored[0]!.includes('Prospek') && !stored[0]!.includes('CASA'), 'kept encrypted');

        // Signing in again: back in the editor it left, with what was typed.
        await submitSignIn(page, 'owner@demo.test', DEMO_PASSWORD);
        await expectPath(page, NEW_RESEARCH);
        await waitForLayout(page);
        await expectText(page.getByTestId('kept-work-restored'), /Your unsaved changes from \d{2}:\d{2} were restored/);
        await expectTyped(page, typed);
        await screenshot(page, 'kept-work-restored');
        assert.deepEqual(await accessibilityViolations(page, 'restored changes'), []);
        assert.equal(await everSeen(page, 'forbiddenSeen'), false, 'the forbidden page never showed');
        // The watch sees what shows: the notice of the session that ended did.
        assert.equal(await everSeen(page, 'expiredSeen'), true, '"Session expired!" was shown');

        // Ended again; this time another person signs in on this browser, and finds none of it.
        await expectAutosaved(page);
        await endSessionsOnServer(page, server);
        await page.getByRole('button', { name: 'Create' }).click();
        await expectPath(page, ROUTES.Login.path, { redirect: NEW_RESEARCH });
        await submitSignIn(page, 'admin@demo.test', DEMO_PASSWORD);
        await expectPath(page, NEW_RESEARCH);
        await waitForLayout(page);
        await expectVisible(page.getByRole('textbox', { name: 'Body' }));
        await expectHidden(page.getByTestId('kept-work-restored'));
        assert.equal(await page.getByRole('textbox', { name: 'Title', exact: true }).inputValue(), '');
        await signOut(page);

        // The owner, later, opening "new" from anywhere: still there.
        await submitSignIn(page, 'owner@demo.test', DEMO_PASSWORD);
        await expectPath(page, ROUTES.Home.path);
        await waitForLayout(page);
        // Everything since the first sign-in happened in one page: it never showed the forbidden page.
        assert.equal(await everSeen(page, 'forbiddenSeen'), false, 'the forbidden page never showed');
        await openNewResearch(page, server.url);
        await expectVisible(page.getByTestId('kept-work-restored'));
        await expectTyped(page, typed);

        await page.getByRole('button', { name: 'Create' }).click();
        await expectToast(page, 'Exclusive research created');
        await expectExistingEditor(page, 'algo-research');
        await expectText(page.getByTestId('editor-title'), typed.title);
        // Saved: nothing is kept any more, in the browser or on the server.
        await eventually(async () => {
          const left = await page.evaluate(() => Object.keys(localStorage).filter((name) => name.startsWith('rc-unsaved:')));
          assert.deepEqual(left, []);
          assert.deepEqual(draftRows(server.databaseFile), []);
        });
      },
    },
    {
      name: 'a closed tab: opening "new" again offers the autosaved draft, which restores what was typed',
      run: async ({ server, newPage }) => {
        const page = await newPage({ viewport: DESKTOP });
        await signIn(page, server.url, 'writter@demo.test', DEMO_PASSWORD);
        await openNewResearch(page, server.url);
        const typed: Typed = {
          title: 'TLKM: Menara dan Serat Optik',
          summary: 'Pendapatan data tumbuh dua digit.',
          description: 'Riset eksklusif telekomunikasi.',
          body: 'Draf panjang yang belum disimpan.',
        };
        await typeResearch(page, typed);
        // Every 10 seconds while it changes: a turn comes without anything but typing.
        await expectAutosaved(page);
        const [draft] = draftRows(server.databaseFile);
        assert.equal(draft?.area, 'algo-research');
        assert.equal(draft?.record_key, 'new');
        assert.match(draft!.values_json, /TLKM: Menara dan Serat Optik/);
        await screenshot(page, 'kept-work-autosaved');

        // More typing, then the tab closes before the next turn: leaving sends what the turn missed.
        const more = ' Ditambah sebelum tab ditutup.';
        await page.keyboard.type(more);
        typed.body += more;
        await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })));
        await page.close();
        await eventually(async () => assert.match(draftRows(server.databaseFile)[0]?.values_json ?? '', /sebelum tab ditutup/));

        const again = await newPage({ viewport: MOBILE, isMobile: true });
        await again.context().addCookies(await page.context().cookies());
        await openNewResearch(again, server.url);
        const offer = again.getByTestId('kept-work-offer');
        await expectText(offer, /You have an autosaved draft from \d{2}:\d{2}/);
        await expectVisible(offer.getByText(/Title, First summary, Short description and 1 more/));
        assert.equal(await again.getByRole('textbox', { name: 'Title', exact: true }).inputValue(), '', 'offered, not imposed');
        await screenshot(again, 'kept-work-offer-phone');
        assert.deepEqual(await accessibilityViolations(again, 'autosaved draft offered'), []);
        await offer.getByRole('button', { name: 'Restore draft' }).click();
        await expectVisible(again.getByTestId('kept-work-restored'));
        await expectTyped(again, typed);

        // Discarding goes back to an empty form and removes the draft.
        await again.getByTestId('kept-work-restored').getByRole('button', { name: 'Discard' }).click();
        await eventually(async () => {
          assert.equal(await again.getByRole('textbox', { name: 'Title', exact: true }).inputValue(), '');
          assert.deepEqual(draftRows(server.databaseFile), []);
        });
      },
    },
    {
      name: 'leaving a form with changes asks first, on every form of a page; a first visit while signed out is not told a session expired',
      run: async ({ server, newPage }) => {
        const visitor = await newPage({ viewport: DESKTOP });
        await watchFor(visitor, 'expiredSeen', SESSION_EXPIRED.title);
        await visitor.goto(`${server.url}${ROUTES.AlgoResearch.path}`);
        await expectPath(visitor, ROUTES.Login.path, { redirect: ROUTES.AlgoResearch.path });
        await expectVisible(visitor.getByRole('form', { name: 'Sign in' }));
        assert.equal(await everSeen(visitor, 'expiredSeen'), false, 'no "Session expired!" on a first visit');

        const page = await newPage({ viewport: DESKTOP });
        await signIn(page, server.url, 'admin@demo.test', DEMO_PASSWORD);
        const openMyAccount = async () => {
          await page.getByTestId('user-menu').first().click();
          await page.getByRole('menuitem', { name: 'My Account' }).click();
          await expectPath(page, ROUTES.UserProfile.path);
          await expectVisible(page.getByTestId('profile-form'));
        };
        await openMyAccount();
        // My Account has several forms: a half-typed password counts as much as the profile.
        await page.getByLabel('Current password').fill('Demo-Password');
        await menu(page).getByRole('link', { name: 'Dashboard' }).click();
        const dialog = page.getByTestId('unsaved-changes-dialog').getByRole('dialog');
        await expectVisible(dialog);
        await dialog.getByRole('button', { name: 'Stay and keep editing' }).click();
        await expectPath(page, ROUTES.UserProfile.path);
        await page.getByLabel('Current password').fill('');
        await page.getByRole('textbox', { name: 'Phone' }).fill('+62 811 2233 4455');
        await page.goBack();
        await expectVisible(dialog);
        await dialog.getByRole('button', { name: 'Leave without saving' }).click();
        await expectPath(page, ROUTES.Home.path);

        // Closing the tab with changes: the browser asks first.
        await openMyAccount();
        await page.getByRole('textbox', { name: 'Phone' }).fill('+62 811 2233 4455');
        const asked = new Promise<string>((resolve) =>
          page.once('dialog', (question) => {
            resolve(question.type());
            void question.dismiss();
          }),
        );
        await page.close({ runBeforeUnload: true });
        assert.equal(await asked, 'beforeunload');
      },
    },
  ],
};
