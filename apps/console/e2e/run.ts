/**
 * Browser journeys: real Chromium (Debian's /usr/bin/chromium, headless) against the built console
 * and a real API server (built from the sources at the start) on its own copy of a demo SQLite
 * database per suite. The console is not built here: run `npm run build` first. Usage:
 * `npm run e2e -w apps/console [-- <name filter>]`. Suites run in two lanes side by side
 * (`E2E_LANES=1` runs them one after another). Screenshots go to test-output/screenshots/.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { measureSigninJs, SIGNIN_BUDGET_BYTES } from '../scripts/signin-budget.ts';
import { screenshot } from './support/console.ts';
import type { Journey, JourneyContext, JourneySuite } from './support/journey.ts';
import { DESKTOP } from './support/journey.ts';
import { REPO_ROOT, startServer } from './support/server.ts';
import { menuSuite } from './journeys/menu.journey.ts';
import { accessSuite } from './journeys/access.journey.ts';
import { sessionSuite } from './journeys/session.journey.ts';
import { passwordResetSuite } from './journeys/password-reset.journey.ts';
import { profileSuite } from './journeys/profile.journey.ts';
import { dashboardSuite } from './journeys/dashboard.journey.ts';
import { resourcesCategorySuite } from './journeys/resources-category.journey.ts';
import { resourcesScreensSuite } from './journeys/resources-screens.journey.ts';
import { resourcesWorkflowsSuite } from './journeys/resources-workflows.journey.ts';
import { peopleSuite } from './journeys/people.journey.ts';
import { peopleScreensSuite } from './journeys/people-screens.journey.ts';
import { circleSuite } from './journeys/circle.journey.ts';
import { workflowSuite } from './journeys/workflow.journey.ts';
import { readerPreviewSuite } from './journeys/reader-preview.journey.ts';
import { algoContentSuite } from './journeys/algo-content.journey.ts';
import { editorialDeskSuite } from './journeys/editorial-desk.journey.ts';
import { institutionSuite } from './journeys/institution.journey.ts';
import { stocksSuite } from './journeys/stocks.journey.ts';
import { deliveriesSuite } from './journeys/deliveries.journey.ts';
import { placementSuite } from './journeys/placement.journey.ts';
import { commandPaletteSuite } from './journeys/command-palette.journey.ts';
import { apiKeysSuite } from './journeys/api-keys.journey.ts';
import { webhooksSuite } from './journeys/webhooks.journey.ts';
import { accessibilitySuite } from './journeys/accessibility.journey.ts';
import { keyboardSuite } from './journeys/keyboard.journey.ts';
import { twoFactorSuite } from './journeys/two-factor.journey.ts';
import { rolesSuite } from './journeys/roles.journey.ts';
import { errorReportingSuite } from './journeys/error-reporting.journey.ts';
import { keptWorkSuite } from './journeys/kept-work.journey.ts';
import { notificationsSuite } from './journeys/notifications.journey.ts';

// The longest suites first, so the two lanes end together.
const SUITES: JourneySuite[] = [
  accessibilitySuite,
  peopleSuite,
  rolesSuite,
  institutionSuite,
  deliveriesSuite,
  algoContentSuite,
  notificationsSuite,
  keyboardSuite,
  editorialDeskSuite,
  menuSuite,
  peopleScreensSuite,
  circleSuite,
  resourcesWorkflowsSuite,
  resourcesCategorySuite,
  workflowSuite,
  twoFactorSuite,
  apiKeysSuite,
  webhooksSuite,
  placementSuite,
  commandPaletteSuite,
  readerPreviewSuite,
  dashboardSuite,
  accessSuite,
  profileSuite,
  stocksSuite,
  sessionSuite,
  keptWorkSuite,
  passwordResetSuite,
  resourcesScreensSuite,
  errorReportingSuite,
];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const JOURNEY_TIMEOUT_MS = 120_000;
/** Two lanes: on a two-core machine a third adds more waiting on the processor than it saves. */
const DEFAULT_LANES = 2;

type Result = { name: string; ok: boolean; ms: number; error?: string };

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out after ${ms / 1000} s`)), ms);
    }),
  ]);
}

/** One suite on its own server; answers its report, printed whole when it ends (lanes interleave). */
async function runSuite(suite: JourneySuite, journeys: Journey[], browser: Browser, results: Result[]): Promise<string[]> {
  const report: string[] = [];
  const suiteStarted = Date.now();
  const heading = () => `\n${suite.title} (${Math.round((Date.now() - suiteStarted) / 1000)} s)`;
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer(slug(suite.title));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    report.push(`  ✗ the API server did not start\n    ${message.split('\n').join('\n    ')}`);
    for (const journey of journeys) results.push({ name: `${suite.title} › ${journey.name}`, ok: false, ms: 0, error: message });
    return [heading(), ...report];
  }
  try {
    for (const journey of journeys) {
      const pages: Page[] = [];
      const pageErrors: string[] = [];
      const expectedErrors: string[] = [];
      const ctx: JourneyContext = {
        server,
        browser,
        contexts: [],
        log: (line) => report.push(`    ${line}`),
        expectPageError: (message) => expectedErrors.push(message),
        newPage: async ({ viewport = DESKTOP, isMobile = false } = {}) => {
          const context = await browser.newContext({
            viewport,
            isMobile,
            hasTouch: isMobile,
            baseURL: server.url,
            locale: 'en-GB',
          });
          context.setDefaultTimeout(10_000);
          ctx.contexts.push(context);
          const page = await context.newPage();
          page.on('pageerror', (error) => {
            if (!expectedErrors.some((message) => error.message.includes(message))) pageErrors.push(error.message);
          });
          // The server's Content-Security-Policy must never block what the console does.
          page.on('console', (message) => {
            if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
              pageErrors.push(message.text());
            }
          });
          pages.push(page);
          return page;
        },
      };
      const started = Date.now();
      try {
        await withTimeout(journey.run(ctx), journey.timeoutMs ?? JOURNEY_TIMEOUT_MS);
        if (pageErrors.length > 0) throw new Error(`uncaught errors in the page:\n  ${pageErrors.join('\n  ')}`);
        results.push({ name: `${suite.title} › ${journey.name}`, ok: true, ms: Date.now() - started });
        report.push(`  ✓ ${journey.name} (${Date.now() - started} ms)`);
      } catch (error) {
        const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
        results.push({ name: `${suite.title} › ${journey.name}`, ok: false, ms: Date.now() - started, error: message });
        report.push(`  ✗ ${journey.name}\n    ${message.split('\n').join('\n    ')}`);
        for (const [index, page] of pages.entries()) {
          if (!page.isClosed()) await screenshot(page, `FAILED-${slug(journey.name)}-${index}`).catch(() => undefined);
        }
      } finally {
        for (const context of ctx.contexts) await context.close().catch(() => undefined);
      }
    }
  } finally {
    await server.stop();
  }
  return [heading(), ...report];
}

async function main(): Promise<number> {
  const filter = process.argv[2]?.toLowerCase();
  const dist = path.join(REPO_ROOT, 'apps/console/dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    console.error('The console is not built: run `npm run build` first.');
    return 1;
  }

  const results: Result[] = [];

  // The servers serve a copy of the build: a rebuild in another terminal during the run would
  // otherwise replace the hashed files the pages are loading.
  const snapshot = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-e2e-dist-'));
  fs.cpSync(dist, snapshot, { recursive: true });
  process.env.E2E_CONSOLE_DIST = snapshot;

  const budget = measureSigninJs(snapshot);
  const budgetOk = budget.bytes <= SIGNIN_BUDGET_BYTES;
  results.push({
    name: `sign-in screen JavaScript ${(budget.bytes / 1024).toFixed(1)} KB gzipped ≤ ${SIGNIN_BUDGET_BYTES / 1024} KB`,
    ok: budgetOk,
    ms: 0,
  });
  console.log(`${budgetOk ? '✓' : '✗'} ${results[0]!.name}`);

  // The server as production runs it: built from the sources now (half a second), so it is never stale.
  const built = spawnSync(process.execPath, ['--import', 'tsx', 'build.ts'], {
    cwd: path.join(REPO_ROOT, 'apps/server'),
    stdio: 'inherit',
  });
  if (built.status !== 0) {
    console.error('The server did not build.');
    return 1;
  }
  process.env.E2E_SERVER_BUILT = '1';

  // The demo data is seeded once; every suite's server starts on a copy of it.
  const template = await startServer('demo-template');
  await template.stop({ keep: true });
  process.env.E2E_TEMPLATE_DIR = template.dir;

  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  const selected = SUITES.map((suite) => ({
    suite,
    journeys: suite.journeys.filter((j) => !filter || `${suite.title} ${j.name}`.toLowerCase().includes(filter)),
  })).filter(({ journeys }) => journeys.length > 0);
  // Suites run side by side in lanes, one browser for all: each suite has its own server and
  // database, and most of a journey's time is spent waiting on the page, not computing.
  const lanes = Math.max(1, Number(process.env.E2E_LANES) || DEFAULT_LANES);
  const started = Date.now();
  try {
    await Promise.all(
      Array.from({ length: Math.min(lanes, selected.length) }, async () => {
        for (let next = selected.shift(); next; next = selected.shift()) {
          const report = await runSuite(next.suite, next.journeys, browser, results);
          console.log(report.join('\n'));
        }
      }),
    );
  } finally {
    await browser.close();
    fs.rmSync(snapshot, { recursive: true, force: true });
    fs.rmSync(template.dir, { recursive: true, force: true });
  }
  console.log(`\njourneys took ${Math.round((Date.now() - started) / 1000)} s in ${lanes} lane${lanes === 1 ? '' : 's'}`);

  const failed = results.filter((r) => !r.ok);
  console.log(`\n${results.length - failed.length} passed, ${failed.length} failed`);
  for (const result of failed) console.log(`  ✗ ${result.name}`);
  return failed.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
