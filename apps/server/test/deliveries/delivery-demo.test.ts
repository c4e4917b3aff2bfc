import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDeliveryDemo } from '@/seed/demo/delivery.demo-seed.ts';
import { seedDemo } from '@/seed/demo/demo.seed.ts';
import { listRecords } from '../resources/resource-helpers.ts';
import { DIALECTS, createTestApp, json, rowCount, type TestApp } from '../test-app.ts';

describe.each(DIALECTS)('blast and newsletter demo data on %s', (dialect) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await seedDemo(t.ctx);
    const blasts = await rowCount(t.ctx.db.kysely, 'research_blasts');
    const editions = await rowCount(t.ctx.db.kysely, 'newsletters');
    expect({ blasts, editions }).toEqual({ blasts: 6, editions: 4 });
    // A second start adds nothing.
    expect(await seedDeliveryDemo(t.ctx)).toEqual({ subscribers: 0, blasts: 0, editions: 0 });
    owner = await t.login('owner@demo.test');
  }, 120_000);
  afterAll(async () => t.close());

  const list = (name: string, query = '') => listRecords(t, owner, name, query);

  it('subscribes about 60 % of the clients to the newsletter', async () => {
    const clients = await rowCount(t.ctx.db.kysely, 'clients');
    const subscribers = await rowCount(t.ctx.db.kysely, 'newsletter_subscribers');
    expect(subscribers / clients).toBeGreaterThan(0.55);
    expect(subscribers / clients).toBeLessThan(0.65);
    expect((await list('newsletter-subscriber', '&status=UNSUBSCRIBED')).length).toBeGreaterThan(0);
  });

  it('has sent blasts and editions whose figures are their deliveries, and one blast waiting for its time', async () => {
    const blasts = await list('research-blast');
    expect(new Set(blasts.map((b) => b.status))).toEqual(new Set(['SENT', 'CANCELLED', 'SCHEDULED', 'DRAFT']));
    for (const campaign of [...blasts.filter((b) => b.status === 'SENT'), ...(await list('newsletter', '&status=SENT'))]) {
      const name = 'subject' in campaign ? 'newsletter' : 'research-blast';
      const answer = json(await t.call({ method: 'GET', url: `/api/${name}/deliveries/${campaign.id}?limit=1`, cookie: owner }));
      expect(answer.meta.counts.SENT, campaign.title ?? campaign.subject).toBe(campaign.sent_count);
      expect(answer.meta.counts.FAILED).toBe(campaign.failed_count);
      expect(answer.meta.total).toBe(campaign.recipient_count);
      expect(campaign.sent_count).toBeGreaterThan(100);
    }
    const scheduled = blasts.find((b) => b.status === 'SCHEDULED')!;
    const job = await t.ctx.jobs.latest('deliveries.send', `research-blast:${scheduled.id}`);
    expect(job).toMatchObject({ status: 'queued', run_at: scheduled.scheduled_at });
  });
});
