import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutionStockPlacementSchema } from '@rc/contract/resources/institution-stock-placement.resource';
import { CONTENT_STATUSES } from '@rc/contract/statuses';
import { seedInstitutionDemo } from '@/seed/demo/institution.demo-seed.ts';
import { seedMasterDataDemo } from '@/seed/demo/master-data.demo-seed.ts';
import { listRecords } from '../resources/resource-helpers.ts';
import { DIALECTS, createTestApp, type TestApp } from '../test-app.ts';

describe.each(DIALECTS)('institution demo data on %s', (dialect) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await seedMasterDataDemo(t.ctx);
    expect(await seedInstitutionDemo(t.ctx)).toEqual({ institutions: 8, content: 18, selections: 10 });
    owner = await t.login('owner@demo.test');
  });
  afterAll(async () => t.close());

  const list = (name: string, query = '') => listRecords(t, owner, name, query);

  it('has eight brokers with unique two-letter codes and logos', async () => {
    const brokers = await list('institution');
    expect(brokers.map((b) => b.broker_code)).toEqual(['CC', 'SQ', 'YP', 'PD', 'NI', 'LG', 'YU', 'AZ']);
    expect((await t.call({ method: 'GET', url: `/media/${brokers[0]!.logo}` })).statusCode).toBe(200);
  });

  it('has reports at every status, each with a PDF that is one', async () => {
    const reports = await list('institution-content');
    for (const status of CONTENT_STATUSES)
      expect(
        reports.some((r) => r.status === status),
        status,
      ).toBe(true);
    for (const report of reports) {
      const pdf = await t.call({ method: 'GET', url: `/media/${report.pdf}` });
      expect(pdf.rawPayload.subarray(0, 5).toString('latin1'), report.title).toBe('%PDF-');
    }
  });

  it('schedules the approved-but-unpublished report with the Scheduler', async () => {
    const jobs = await t.ctx.db.kysely.selectFrom('jobs').select('subject').where('kind', '=', 'workflow.publish').execute();
    expect(jobs.some((j) => j.subject?.startsWith('institution-content:'))).toBe(true);
  });

  it('has selections at every status whose picks keep the rules', async () => {
    const sets = await list('institution-stock-placement');
    // A selection goes live when it is approved: none is scheduled.
    for (const status of CONTENT_STATUSES.filter((s) => s !== 'SCHEDULED'))
      expect(
        sets.some((r) => r.status === status),
        status,
      ).toBe(true);
    for (const set of sets) {
      const { title, period_from, period_to, picks } = set;
      const parsed = institutionStockPlacementSchema.safeParse({ title, period_from, period_to, picks });
      expect(parsed.success, `${title}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
  });

  it('seeds once', async () => {
    expect(await seedInstitutionDemo(t.ctx)).toEqual({ institutions: 0, content: 0, selections: 0 });
  });
});
