import type { Page } from 'playwright-core';
import { ROUTES } from '@rc/contract/routes';
import { screenshot, signIn, waitForLayout } from '../support/console.ts';
import { expectVisible } from '../support/expect.ts';
import { DESKTOP, MOBILE, type JourneySuite } from '../support/journey.ts';
import { settleList } from '../support/resources.ts';
import { DEMO_PASSWORD } from '../support/server.ts';

const id = (path: string, value: number) => path.replace(':id', String(value));

/** Every list and editor of the seven areas, with what shows it has loaded. */
const SCREENS: { name: string; path: string; ready: 'list' | 'editor' | 'settings' | 'landing' }[] = [
  { name: 'category-list', path: ROUTES.Category.path, ready: 'list' },
  { name: 'category-new', path: ROUTES.CategoryEditorNew.path, ready: 'editor' },
  { name: 'category-editor', path: id(ROUTES.CategoryEditorExisting.path, 1), ready: 'editor' },
  { name: 'mastertag-list', path: ROUTES.Mastertag.path, ready: 'list' },
  { name: 'mastertag-new', path: ROUTES.MastertagNew.path, ready: 'editor' },
  { name: 'subscription-list', path: ROUTES.Subscription.path, ready: 'list' },
  { name: 'subscription-create', path: ROUTES.SubscriptionCreate.path, ready: 'editor' },
  { name: 'subscription-detail', path: id(ROUTES.SubscriptionDetail.path, 2), ready: 'editor' },
  { name: 'text-slider-list', path: ROUTES.TextSlider.path, ready: 'list' },
  { name: 'text-slider-create', path: ROUTES.TextSliderCreate.path, ready: 'editor' },
  { name: 'text-slider-detail', path: id(ROUTES.TextSliderDetail.path, 1), ready: 'editor' },
  { name: 'ad-banner-list', path: ROUTES.AdBanner.path, ready: 'list' },
  { name: 'ad-banner-new', path: ROUTES.AdBannerEditorNew.path, ready: 'editor' },
  { name: 'ad-banner-editor', path: id(ROUTES.AdBannerEditorExisting.path, 2), ready: 'editor' },
  { name: 'account-wall', path: ROUTES.AccountWall.path, ready: 'settings' },
  { name: 'legal-landing', path: ROUTES.Legal.path, ready: 'landing' },
  { name: 'circle-disclosure-list', path: ROUTES.LegalCircleDisclosure.path, ready: 'list' },
  { name: 'circle-disclosure-new', path: ROUTES.LegalCircleDisclosureNew.path, ready: 'editor' },
  { name: 'legal-information-list', path: ROUTES.LegalInformation.path, ready: 'list' },
  { name: 'legal-information-editor', path: `${ROUTES.LegalInformationEditor.path}?id=2`, ready: 'editor' },
];

async function ready(page: Page, kind: (typeof SCREENS)[number]['ready']) {
  if (kind === 'list') await settleList(page);
  if (kind === 'editor') {
    await expectVisible(page.getByTestId('save-bar'));
    if ((await page.getByTestId('history-panel').count()) > 0) await expectVisible(page.getByTestId('history-entry'));
  }
  if (kind === 'settings') await expectVisible(page.getByTestId('history-entry'));
  if (kind === 'landing')
    await expectVisible(page.getByTestId('legal-card-information').getByRole('link', { name: /^Privacy policy/ }));
  // Images (banners, previews) finish loading before the picture is taken.
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
}

async function tour(page: Page, base: string, suffix: string) {
  await signIn(page, base, 'owner@demo.test', DEMO_PASSWORD);
  for (const screen of SCREENS) {
    await page.goto(`${base}${screen.path}`);
    await waitForLayout(page);
    await ready(page, screen.ready);
    await screenshot(page, `${screen.name}-${suffix}`);
  }
}

export const resourcesScreensSuite: JourneySuite = {
  title: 'Master data screens',
  journeys: [
    {
      name: 'every list and editor of the seven areas opens on a desktop',
      run: async ({ server, newPage }) => tour(await newPage({ viewport: DESKTOP }), server.url, 'desktop'),
    },
    {
      name: 'every list and editor of the seven areas opens on a phone',
      run: async ({ server, newPage }) => tour(await newPage({ viewport: MOBILE, isMobile: true }), server.url, 'mobile'),
    },
    {
      name: 'a subscription plan shows its price in rupiah and its active subscribers',
      run: async ({ server, newPage }) => {
        const page = await newPage();
        await signIn(page, server.url, 'owner@demo.test', DEMO_PASSWORD);
        await page.goto(`${server.url}${id(ROUTES.SubscriptionDetail.path, 2)}`);
        await waitForLayout(page);
        await expectVisible(page.getByTestId('subscriber-count'));
        await expectVisible(page.getByRole('textbox', { name: 'Price', exact: true }));
        const price = await page.getByRole('textbox', { name: 'Price', exact: true }).inputValue();
        if (price !== 'Rp 249.000') throw new Error(`price shown as ${price}`);
      },
    },
  ],
};
