import { ROUTES } from '@rc/contract/routes';
import { signIn, waitForLayout } from '../support/console.ts';
import { expectVisible } from '../support/expect.ts';
import type { JourneySuite } from '../support/journey.ts';
import { DEMO_PASSWORD } from '../support/server.ts';

const id = (path: string, value: number) => path.replace(':id', String(value));

/**
 * The seven master-data areas' own checks. Every one of their screens is opened, audited and
 * photographed at both widths by the accessibility gate (accessibility.journey.ts).
 */
export const resourcesScreensSuite: JourneySuite = {
  title: 'Master data screens',
  journeys: [
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
