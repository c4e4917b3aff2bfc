import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { createRecord, staffWith } from '../resources/resource-helpers.ts';
import { addClients, blastBody, deliveryRows, drain } from './delivery-helpers.ts';
import { startFakeSmtp } from './fake-smtp.ts';

const METRICS = 'delivery-metrics-token-2026';

describe.each(DIALECTS)('delivery over SMTP (%s)', (dialect) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;

  beforeAll(async () => {
    smtp = await startFakeSmtp({
      refuse: ['nobody@example.com'],
      busy: { 'busy.once@example.com': 1, 'busy.always@example.com': 99 },
    });
    t = await createTestApp(dialect, { env: { SMTP_URL: smtp.url, DELIVERY_RETRY_MS: '1000', METRICS_TOKEN: METRICS } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('retries a passing refusal with backoff, counts a permanent one as failed with its reason, and sends each message once', async () => {
    await addClients(t, [
      { email: 'ok.one@example.com' },
      { email: 'ok.two@example.com' },
      { email: 'nobody@example.com' },
      { email: 'busy.once@example.com' },
      { email: 'busy.always@example.com' },
    ]);
    const writer = await staffWith(t, { ALGORESEARCHBLAST: ['read', 'write', 'update'] });
    const sender = await staffWith(t, { ALGORESEARCHBLAST: ['read', 'approval'] });
    const blast = await createRecord(t, writer, 'research-blast', blastBody());
    expect(
      (await t.call({ method: 'POST', url: `/api/research-blast/send/${blast.id}`, cookie: sender, payload: {} })).statusCode,
    ).toBe(200);
    await drain(t);
    const detail = async () =>
      json(await t.call({ method: 'GET', url: `/api/research-blast/detail/${blast.id}`, cookie: writer })).data;
    // First pass: two delivered, one refused for good, two waiting for their retry.
    expect(await detail()).toMatchObject({ status: 'SENDING', sent_count: 2, failed_count: 1, recipient_count: 5 });
    const rows = await deliveryRows(t, 'research-blast', blast.id);
    const byEmail = Object.fromEntries(rows.map((r) => [r.email, r]));
    expect(byEmail['nobody@example.com']).toMatchObject({ status: 'FAILED', attempts: 1 });
    expect(byEmail['nobody@example.com']!.error).toContain('No such mailbox');
    expect(byEmail['busy.once@example.com']).toMatchObject({ status: 'PENDING', attempts: 1 });

    // The retry waits: nothing is due until the backoff has passed (1 s, then 2, 4, 8).
    expect(await t.ctx.jobs.runDue()).toBe(0);
    for (const wait of [1000, 2000, 4000, 8000]) {
      t.clock.advance(wait);
      await drain(t);
    }
    const final = await detail();
    expect(final).toMatchObject({ status: 'SENT', sent_count: 3, failed_count: 2 });
    const after = Object.fromEntries((await deliveryRows(t, 'research-blast', blast.id)).map((r) => [r.email, r]));
    expect(after['busy.once@example.com']).toMatchObject({ status: 'SENT', attempts: 2 });
    expect(after['busy.always@example.com']).toMatchObject({ status: 'FAILED', attempts: 5 });
    expect(after['busy.always@example.com']!.error).toContain('Gave up after 5 attempts');
    // The mail server accepted exactly one message per delivered client.
    expect([...smtp.perAddress().entries()].sort()).toEqual([
      ['busy.once@example.com', 1],
      ['ok.one@example.com', 1],
      ['ok.two@example.com', 1],
    ]);
    // The metrics count the same outcomes: 3 sent, 2 failed for good, 5 refusals tried again.
    const scrape = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS}` } });
    const counted = scrape.body.split('\n').filter((line) => line.startsWith('rc_deliveries_total{'));
    expect(counted.sort()).toEqual([
      'rc_deliveries_total{channel="EMAIL",status="FAILED"} 2',
      'rc_deliveries_total{channel="EMAIL",status="RETRY"} 5',
      'rc_deliveries_total{channel="EMAIL",status="SENT"} 3',
    ]);
  });
});
