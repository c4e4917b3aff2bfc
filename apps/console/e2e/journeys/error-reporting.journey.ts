import type { Page } from 'playwright-core';
import { ROUTES } from '@rc/contract/routes';
import { SESSION_COOKIE } from '@rc/contract/defaults';
import { startErrorCollector, type EnvelopeItem, type ErrorCollector } from '../../../server/test/operations/error-collector.ts';
import { menu, signIn } from '../support/console.ts';
import { breakTable } from '../support/database.ts';
import { assert, eventually } from '../support/expect.ts';
import type { JourneySuite } from '../support/journey.ts';
import { DEMO_PASSWORD, E2E_API_CLIENT, E2E_BASIC, startServer } from '../support/server.ts';

/** The console's policy with error reporting off (the server's CONSOLE_CSP). */
const USUAL_POLICY =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https:;font-src 'self' data:;" +
  "connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'";

/** Every request the page makes outside its own origin (blob: and data: stay in the page). */
function requestsLeaving(page: Page, origin: string): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${origin}/`) && !/^(blob|data):/.test(url)) urls.push(`${request.method()} ${url}`);
  });
  return urls;
}

/** Throw in the page, outside any handler of the console: an uncaught error, as a bug would raise. */
async function throwInPage(page: Page, message: string): Promise<void> {
  const thrown = page.waitForEvent('pageerror', { predicate: (error) => error.message.includes(message) });
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    });
  }, message);
  await thrown;
}

const itemsOf = (collector: ErrorCollector, type: string) =>
  collector.envelopes.flatMap((envelope) =>
    envelope.items.filter((item) => item.type === type).map((item) => ({ envelope: envelope.header, item })),
  );

/** The settings the session replay records at its start (Sentry's "options" event). */
function replayOptions(recording: EnvelopeItem): Record<string, unknown> | undefined {
  const events = recording.json as Array<{ type: number; data?: { tag?: string; payload?: Record<string, unknown> } }>;
  return events?.find((event) => event.data?.tag === 'options')?.data?.payload;
}

export const errorReportingSuite: JourneySuite = {
  title: 'Error reporting',
  journeys: [
    {
      name: 'with SENTRY_DSN on the server alone, an error thrown in the console and one in the server reach the collector, labelled and sampled as section 9 says, with nothing secret',
      timeoutMs: 120_000,
      run: async ({ newPage, expectPageError, log }) => {
        const collector = await startErrorCollector();
        const server = await startServer('error-reporting-on', { SENTRY_DSN: collector.dsn });
        try {
          const page = await newPage();
          const leaving = requestsLeaving(page, server.url);
          const signinPage = await page.goto(`${server.url}${ROUTES.Login.path}`);
          // The policy lets the page send to the collector and start the replay's worker: nothing else changed.
          assert.equal(
            signinPage?.headers()['content-security-policy'],
            USUAL_POLICY.replace("connect-src 'self'", `connect-src 'self' ${collector.origin}`) + ";worker-src 'self' blob:",
          );
          await signIn(page, server.url, 'admin@demo.test', DEMO_PASSWORD);
          // The client header's value was read and taken out of the page, so a replay cannot record it.
          assert.equal(await page.locator('meta[name="rc-api-client"]').count(), 0);

          const message = 'A bug in the console (error reporting journey)';
          expectPageError(message);
          await throwInPage(page, message);

          const error = await eventually(
            async () => {
              const found = itemsOf(collector, 'event').find(({ item }) =>
                item.json?.exception?.values?.some((value: { value?: string }) => value.value === message),
              );
              assert.ok(found, 'the error reached the collector');
              return found;
            },
            { timeout: 30_000, interval: 250 },
          );
          assert.equal(error.item.json.environment, 'staging');
          assert.equal(error.item.json.exception.values.at(-1).mechanism.handled, false);
          // Every trace is kept: the error belongs to one sampled at 1.
          assert.equal(error.envelope.trace?.environment, 'staging');
          assert.equal(error.envelope.trace?.sample_rate, '1');
          assert.equal(error.envelope.trace?.sampled, 'true');

          // The page's load and navigation are traced, every one (sample rate 1).
          const transaction = await eventually(
            async () => {
              const found = itemsOf(collector, 'transaction')[0];
              assert.ok(found, 'a trace of the page reached the collector');
              return found;
            },
            { timeout: 30_000, interval: 250 },
          );
          assert.equal(transaction.item.json.environment, 'staging');
          assert.equal(transaction.envelope.trace?.sample_rate, '1');

          // The session with an error is replayed (every one: 1), with the replay's settings as
          // recorded: 10 % of sessions, 100 % on error, text, inputs and media hidden.
          const options = await eventually(
            async () => {
              const recorded = itemsOf(collector, 'replay_recording')
                .map(({ item }) => replayOptions(item))
                .find(Boolean);
              assert.ok(recorded, 'a replay reached the collector');
              return recorded;
            },
            { timeout: 45_000, interval: 250 },
          );
          assert.deepEqual(
            {
              sessionSampleRate: options.sessionSampleRate,
              errorSampleRate: options.errorSampleRate,
              maskAllText: options.maskAllText,
              maskAllInputs: options.maskAllInputs,
              blockAllMedia: options.blockAllMedia,
              networkDetailHasUrls: options.networkDetailHasUrls,
            },
            {
              sessionSampleRate: 0.1,
              errorSampleRate: 1,
              maskAllText: true,
              maskAllInputs: true,
              blockAllMedia: true,
              networkDetailHasUrls: false,
            },
          );
          const replay = itemsOf(collector, 'replay_event')[0]!.item.json;
          assert.equal(replay.environment, 'staging');
          assert.ok(replay.error_ids.includes(error.item.json.event_id), 'the replay is the one of the error');
          // The replay's worker started under the policy: the recording arrives compressed by it.
          await eventually(
            async () =>
              assert.ok(
                itemsOf(collector, 'replay_recording').some(({ item }) => item.compressed),
                'a compressed recording segment',
              ),
            { timeout: 30_000, interval: 250 },
          );

          // The server's own errors arrive too: with the sessions table gone, the console's next call
          // fails on the server (a 500), which reports it with the request's id.
          breakTable(server.databaseFile, 'sessions');
          const failed = page.waitForResponse(
            (response) => response.url().startsWith(`${server.url}/api/`) && response.status() === 500,
          );
          await menu(page).getByRole('link', { name: 'Client' }).click();
          const requestId = (await failed).headers()['x-request-id'];
          assert.ok(requestId, 'the failed answer names its request');
          const serverError = await eventually(
            async () => {
              const found = itemsOf(collector, 'event').find(({ item }) => item.json?.tags?.request_id === requestId);
              assert.ok(found, 'the server’s error reached the collector');
              return found.item.json;
            },
            { timeout: 30_000, interval: 250 },
          );
          assert.equal(serverError.platform, 'node');
          assert.equal(serverError.environment, 'staging');
          assert.match(serverError.exception.values.at(-1).value, /no such table: sessions/);

          // Nothing secret left the console or the server: not the session cookie, the client header
          // or the password.
          const cookie = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE);
          assert.ok(cookie, 'signed in');
          const sent = collector.allText();
          for (const secret of [cookie.value, DEMO_PASSWORD, E2E_API_CLIENT.secret, E2E_BASIC.slice('Basic '.length)]) {
            assert.ok(!sent.includes(secret), `a report carries ${secret.slice(0, 4)}…`);
          }
          assert.deepEqual(collector.strays, []);
          // The console's own origin, and the collector: nothing else.
          assert.deepEqual(
            leaving.filter((url) => !url.includes(`${collector.origin}/api/42/envelope/`)),
            [],
          );
          const kinds = collector.envelopes.flatMap((envelope) => envelope.items.map((item) => item.type));
          log(`collector received ${collector.envelopes.length} envelopes: ${[...new Set(kinds)].join(', ')}`);
        } finally {
          await server.stop();
          await collector.close();
        }
      },
    },
    {
      name: 'without SENTRY_DSN, no request leaves the console’s origin, the policy is the usual one and the SDK is never loaded',
      run: async ({ server, newPage, expectPageError }) => {
        const page = await newPage();
        const leaving = requestsLeaving(page, server.url);
        const signinPage = await page.goto(`${server.url}${ROUTES.Login.path}`);
        assert.equal(signinPage?.headers()['content-security-policy'], USUAL_POLICY);
        assert.equal(await page.locator('meta[name="rc-error-reporting-dsn"]').getAttribute('content'), '');
        await signIn(page, server.url, 'admin@demo.test', DEMO_PASSWORD);
        const message = 'A bug in the console with reporting off (error reporting journey)';
        expectPageError(message);
        await throwInPage(page, message);
        assert.deepEqual(leaving, []);
        // Sentry's SDK marks the window as it loads: it never did, so nothing can be sent later either.
        assert.equal(await page.evaluate(() => '__SENTRY__' in window), false);
      },
    },
  ],
};
