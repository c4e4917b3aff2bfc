import dayjs from 'dayjs';
import type { Page } from 'playwright-core';
import { ROUTES } from '@rc/contract/routes';
import { pngOf, screenshot, signIn, waitForLayout } from '../support/console.ts';
import { assert, eventually, expectHidden, expectText, expectVisible } from '../support/expect.ts';
import type { JourneySuite } from '../support/journey.ts';
import { expectSaved, expectToast, openList, rows, rowTitles, expectExistingEditor } from '../support/resources.ts';
import { DEMO_PASSWORD } from '../support/server.ts';

async function openEditor(page: Page, url: string) {
  await page.goto(url);
  await waitForLayout(page);
  await expectVisible(page.getByTestId('save-bar'));
  await expectVisible(page.getByTestId('history-entry'));
}

/** Pick a day of the current month (at 00:00) in a date-and-time field. */
async function pickDay(page: Page, field: string, day: number) {
  await page.locator(`[data-field="${field}"]`).click();
  const dropdown = page.locator('[data-dates-dropdown]');
  await dropdown.getByRole('button', { name: dayjs().date(day).format('D MMMM YYYY'), exact: true }).click();
  await dropdown.locator('.mantine-DateTimePicker-submitButton').click();
  await expectHidden(dropdown);
}

export const resourcesWorkflowsSuite: JourneySuite = {
  title: 'Master data: conflicts, order and versions',
  journeys: [
    {
      name: 'two people edit the same ad banner: the second save shows both versions and keeps the chosen values',
      run: async ({ server, newPage }) => {
        const url = `${server.url}${ROUTES.AdBannerEditorExisting.path.replace(':id', '1')}`;
        const ratna = await newPage();
        const budi = await newPage();
        await signIn(ratna, server.url, 'owner@demo.test', DEMO_PASSWORD);
        await signIn(budi, server.url, 'admin@demo.test', DEMO_PASSWORD);
        await openEditor(ratna, url);
        await openEditor(budi, url);
        const original = await ratna.getByRole('textbox', { name: 'Title', exact: true }).inputValue();

        await ratna.getByRole('textbox', { name: 'Title', exact: true }).fill('Langganan Pro: diskon 25%');
        await ratna.getByRole('textbox', { name: 'Priority', exact: true }).fill('95');
        await ratna.getByRole('button', { name: 'Save changes' }).click();
        await expectToast(ratna, 'Ad banner saved');

        await budi.getByRole('textbox', { name: 'Title', exact: true }).fill('Langganan Pro: gratis 7 hari');
        await budi.getByRole('button', { name: 'Save changes' }).click();
        const dialog = budi.getByTestId('conflict-dialog').getByRole('dialog');
        await expectVisible(dialog);
        await expectText(dialog.getByText(/saved this ad banner while you were editing/), /Ratna Wijaya saved this ad banner/);
        const title = dialog.getByTestId('conflict-row-title');
        await expectVisible(title.getByText('Langganan Pro: diskon 25%'));
        await expectVisible(title.getByText('Langganan Pro: gratis 7 hari'));
        await expectVisible(title.getByText('Changed by both of you'));
        await expectVisible(dialog.getByTestId('conflict-row-priority').getByText('Changed by them'));
        assert.ok(original !== 'Langganan Pro: diskon 25%');
        await screenshot(budi, 'ad-banner-conflict');

        // Keep my title, take their priority (proposed), save onto their newer version.
        await dialog.getByLabel('Keep your Title').check();
        await dialog.getByRole('button', { name: 'Save with these choices' }).click();
        await expectHidden(dialog);
        await expectToast(budi, 'Ad banner saved');
        await expectSaved(budi);
        await budi.reload();
        await waitForLayout(budi);
        await eventually(async () =>
          assert.equal(
            await budi.getByRole('textbox', { name: 'Title', exact: true }).inputValue(),
            'Langganan Pro: gratis 7 hari',
          ),
        );
        assert.equal(await budi.getByRole('textbox', { name: 'Priority', exact: true }).inputValue(), '95');
        await expectText(budi.getByTestId('history-entry').first(), /Budi Santoso changed Title/);
      },
    },
    {
      name: 'create an ad banner: images checked before upload and previewed, the schedule ends after it starts',
      run: async ({ server, newPage }) => {
        const page = await newPage();
        await signIn(page, server.url, 'owner@demo.test', DEMO_PASSWORD);
        await page.goto(`${server.url}${ROUTES.AdBannerEditorNew.path}`);
        await waitForLayout(page);
        await page.getByRole('button', { name: 'Create' }).click();
        for (const message of [
          'Title is required',
          'Placement is required',
          'Desktop image is required',
          'Target link is required',
          'Start is required',
        ]) {
          await expectVisible(page.getByText(message, { exact: true }));
        }

        await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Webinar Obligasi Syariah');
        await page.locator('[data-field="placement"]').click();
        await page.getByRole('option', { name: 'Article, inline' }).click();
        await page.getByRole('textbox', { name: 'Target link', exact: true }).fill('https://example.com/webinar-sukuk');

        const uploads: string[] = [];
        page.on('request', (request) => request.url().includes('/upload/') && uploads.push(request.url()));
        await page
          .getByTestId('file-desktop_image')
          .setInputFiles({ name: 'brief.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
        await expectVisible(page.getByText('Choose a JPEG, PNG or WebP image.').first());
        assert.equal(uploads.length, 0, 'a wrong file never travels');

        await page
          .getByTestId('file-desktop_image')
          .setInputFiles({ name: 'desktop.png', mimeType: 'image/png', buffer: await pngOf(page, 600, 150) });
        await page
          .getByTestId('file-mobile_image')
          .setInputFiles({ name: 'mobile.png', mimeType: 'image/png', buffer: await pngOf(page, 320, 160) });
        for (const alt of ['Desktop image preview', 'Mobile image preview']) {
          const image = page.getByAltText(alt);
          await expectVisible(image);
          await eventually(async () =>
            assert.ok(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)),
          );
        }
        await eventually(async () => assert.equal(uploads.length, 2));

        await pickDay(page, 'start_at', 20);
        await pickDay(page, 'end_at', 15);
        await page.getByRole('button', { name: 'Create' }).click();
        await expectVisible(page.getByText('End must be after the start'));
        await screenshot(page, 'ad-banner-new-errors');

        await pickDay(page, 'end_at', 28 > dayjs().daysInMonth() ? dayjs().daysInMonth() : 28);
        await page.getByRole('button', { name: 'Create' }).click();
        await expectToast(page, 'Ad banner created');
        await expectExistingEditor(page, 'ad-banner');
        const stored = page.getByAltText('Desktop image preview');
        await eventually(async () => assert.match((await stored.getAttribute('src')) ?? '', /^\/media\/ad-banner\/.+\.png$/));
        await screenshot(page, 'ad-banner-created');
      },
    },
    {
      name: 'rename a master tag in place: Enter saves, Esc cancels',
      run: async ({ server, newPage }) => {
        const page = await newPage();
        await signIn(page, server.url, 'owner@demo.test', DEMO_PASSWORD);
        await openList(page, `${server.url}${ROUTES.Mastertag.path}?q=dividen`);
        const row = rows(page).first();
        await row.getByRole('button', { name: 'Rename Dividen' }).click();
        await row.getByTestId('inline-edit-input').fill('Something else');
        await page.keyboard.press('Escape');
        await expectVisible(row.getByText('Dividen', { exact: true }));

        await row.getByRole('button', { name: 'Rename Dividen' }).click();
        await row.getByTestId('inline-edit-input').fill('Dividen Tunai');
        await page.keyboard.press('Enter');
        await expectToast(page, 'Master tag renamed');
        await expectVisible(rows(page).getByText('Dividen Tunai', { exact: true }));
        await screenshot(page, 'mastertag-renamed');
      },
    },
    {
      name: 'reorder text sliders by dragging and with the arrow buttons; the order survives a reload',
      run: async ({ server, newPage }) => {
        const page = await newPage();
        await signIn(page, server.url, 'owner@demo.test', DEMO_PASSWORD);
        const url = `${server.url}${ROUTES.TextSlider.path}`;
        await openList(page, url);
        const before = await rowTitles(page);
        assert.equal(before.length, 4);

        // Drag the first line below the third.
        await rows(page).nth(0).dragTo(rows(page).nth(2));
        await expectToast(page, 'Order saved');
        const dragged = [before[1], before[2], before[0], before[3]];
        await eventually(async () => assert.deepEqual(await rowTitles(page), dragged));
        await screenshot(page, 'text-slider-reordered');

        // Move the last one up with the keyboard-friendly button.
        await rows(page).nth(3).getByRole('button', { name: 'Move up' }).click();
        await expectToast(page, 'Order saved');
        const moved = [dragged[0], dragged[1], dragged[3], dragged[2]];
        await eventually(async () => assert.deepEqual(await rowTitles(page), moved));

        await page.reload();
        await waitForLayout(page);
        await eventually(async () => assert.deepEqual(await rowTitles(page), moved));
      },
    },
    {
      name: 'publish a new version of a legal document; the earlier version stays readable',
      run: async ({ server, newPage }) => {
        const page = await newPage();
        await signIn(page, server.url, 'owner@demo.test', DEMO_PASSWORD);
        await page.goto(`${server.url}${ROUTES.Legal.path}`);
        await waitForLayout(page);
        await page
          .getByTestId('legal-card-information')
          .getByRole('link', { name: /^Privacy policy/ })
          .click();
        await expectVisible(page.getByTestId('versions-panel'));
        const versions = page.getByTestId('version-item');
        await expectText(versions.first(), /Version 2\s*Current/);
        const firstId = new URL(page.url()).searchParams.get('id');

        const editor = page.getByRole('textbox', { name: 'Content' });
        await editor.click();
        await page.keyboard.press('Control+End');
        await page.keyboard.press('Enter');
        await page.keyboard.type('Data tidak dijual kepada pihak ketiga.');
        await page.getByLabel('What changed').fill('Menegaskan data tidak dijual');
        await page.getByRole('button', { name: 'Publish new version' }).click();
        await expectToast(page, /published$/);
        await eventually(async () => assert.notEqual(new URL(page.url()).searchParams.get('id'), firstId));
        await expectText(versions.first(), /Version 3\s*Current/);
        await expectText(page.getByTestId('history-entry').first(), /published this version/);
        await expectText(page.getByTestId('history-entry').first(), /Replaces version 2/);
        await screenshot(page, 'legal-information-published');

        // The old version opens read-only, without the new sentence.
        await versions.nth(1).click();
        const viewer = page.getByTestId('version-viewer');
        await expectVisible(viewer.getByText('Earlier version'));
        const oldText = (await viewer.getByTestId('version-content-content').textContent()) ?? '';
        assert.ok(oldText.length > 20, 'the old content is shown');
        assert.ok(!oldText.includes('Data tidak dijual'), 'the old version does not change');
        await expectVisible(viewer.getByRole('button', { name: 'Publish again as the next version' }));
        await screenshot(page, 'legal-information-old-version');
        await page.keyboard.press('Escape');
        await expectHidden(viewer);

        // The list of documents shows both versions of the privacy policy.
        await openList(page, `${server.url}${ROUTES.LegalInformation.path}?document_type=PRIVACY_POLICY`);
        await eventually(async () => assert.equal(await rows(page).count(), 3));
      },
    },
  ],
};
