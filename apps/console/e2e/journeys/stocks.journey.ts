import { ROUTES } from '@rc/contract/routes';
import { accessibilityViolations } from '../support/axe.ts';
import { screenshot, signIn, waitForLayout } from '../support/console.ts';
import { expectText, expectVisible } from '../support/expect.ts';
import { MOBILE, type JourneySuite } from '../support/journey.ts';
import { DEMO_PASSWORD } from '../support/server.ts';

const HEADER = 'ticker,date,open,high,low,close,volume,value,frequency';
const csv = (rows: string[]) => ({ name: 'harian.csv', mimeType: 'text/csv', buffer: Buffer.from([HEADER, ...rows].join('\n')) });

export const stocksSuite: JourneySuite = {
  title: 'Stocks',
  journeys: [
    {
      name: 'import a daily data CSV with an error, read the report, fix it and import',
      run: async ({ server, newPage }) => {
        const page = await newPage();
        await signIn(page, server.url, 'owner@demo.test', DEMO_PASSWORD);
        await page.goto(`${server.url}${ROUTES.Stocks.path}?tab=stock-data`);
        await waitForLayout(page);
        await expectVisible(page.getByTestId('tab-master-stock'));
        await expectVisible(page.getByTestId('price-chart'));
        await page.getByTestId('import-open').click();
        const dialog = page.getByRole('dialog');
        const rows = [
          'BBCA,2030-01-02,9800,9900,9700,9850,1000,9850000,10',
          'BBCA,2030-01-03,9800,9900,9700,98x0,1000,9850000,10',
        ];
        await dialog.locator('input[type=file]').setInputFiles(csv(rows));
        await page.getByTestId('import-check').click();
        const report = page.getByTestId('import-report');
        await expectVisible(report);
        await expectText(report.getByRole('row').nth(1), /3\s*close\s*Close must be an amount in rupiah/);
        await screenshot(page, 'stocks-import-report');
        await dialog.locator('input[type=file]').setInputFiles(csv([rows[0]!, rows[1]!.replace('98x0', '9880')]));
        await page.getByTestId('import-check').click();
        await expectVisible(page.getByTestId('import-valid'));
        await page.getByTestId('import-confirm').click();
        await expectText(page.getByTestId('import-result'), /2 rows: 2 added, 0 updated/);
        await page.keyboard.press('Escape');
        await page.goto(`${server.url}${ROUTES.Stocks.path}?tab=stock-data&ticker=BBCA`);
        await expectText(page.getByTestId('resource-list'), /2 Jan 2030|02 Jan 2030/);
        await expectVisible(page.getByTestId('price-chart').locator('canvas'));
        await screenshot(page, 'stocks-daily-data');
        await page.goto(`${server.url}${ROUTES.Stocks.path}`);
        await expectText(page.getByTestId('resource-list'), /Bank Central Asia/);
        await screenshot(page, 'stocks-master');
      },
    },
    {
      name: 'import master stocks from a Windows-1252 file: told its encoding, then read as one',
      run: async ({ server, newPage }) => {
        const page = await newPage();
        await signIn(page, server.url, 'owner@demo.test', DEMO_PASSWORD);
        await page.goto(`${server.url}${ROUTES.Stocks.path}`);
        await waitForLayout(page);
        await page.getByTestId('import-open').click();
        const dialog = page.getByRole('dialog');
        const file = {
          name: 'emiten.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from('ticker,company_name,sector\nKAFE,Kafé Nusantara Tbk,Financials\n', 'latin1'),
        };
        await dialog.locator('input[type=file]').setInputFiles(file);
        await page.getByTestId('import-check').click();
        await expectText(page.getByTestId('toast-text').last(), /not UTF-8: row 2 has the byte 0xE9.*Windows-1252/);
        await page.getByTestId('import-encoding').click();
        await page.getByRole('option', { name: 'Windows-1252 (older Excel CSV)', exact: true }).click();
        await page.getByTestId('import-check').click();
        await expectVisible(page.getByTestId('import-valid'));
        const problems = await accessibilityViolations(page, 'the import dialog with an encoding chosen');
        if (problems.length > 0) throw new Error(problems.join('\n'));
        await screenshot(page, 'stocks-import-encoding');
        await page.getByTestId('import-confirm').click();
        await expectText(page.getByTestId('import-result'), /1 rows: 1 added, 0 updated/);
        await page.keyboard.press('Escape');
        await page.goto(`${server.url}${ROUTES.Stocks.path}?q=KAFE`);
        await expectText(page.getByTestId('resource-list'), /Kafé Nusantara Tbk/);
      },
    },
    {
      name: 'the stocks screen on a phone',
      run: async ({ server, newPage }) => {
        const page = await newPage({ viewport: MOBILE, isMobile: true });
        await signIn(page, server.url, 'owner@demo.test', DEMO_PASSWORD);
        await page.goto(`${server.url}${ROUTES.Stocks.path}?tab=stock-data&ticker=TLKM`);
        await waitForLayout(page);
        await expectVisible(page.getByTestId('price-chart').locator('canvas'));
        await screenshot(page, 'stocks-daily-data-phone');
        await page.goto(`${server.url}${ROUTES.Stocks.path}?tab=stock-index`);
        await expectText(page.getByTestId('resource-list'), /LQ45/);
        await screenshot(page, 'stocks-indices-phone');
        await page.getByTestId('import-open').click();
        await expectVisible(page.getByTestId('import-encoding'));
        await screenshot(page, 'stocks-import-phone');
      },
    },
  ],
};
