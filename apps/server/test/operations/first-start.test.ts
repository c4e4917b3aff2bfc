import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureFirstOwner } from '@/seed/first-start.ts';
import { DIALECTS, createTestApp, type TestApp } from '../test-app.ts';

describe.each(DIALECTS)('the first start on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect, { seed: false });
  });
  afterEach(async () => t.close());

  it('nodes started together on an empty database create the first owner once, and none of them fails', async () => {
    const results = await Promise.all([ensureFirstOwner(t.ctx), ensureFirstOwner(t.ctx), ensureFirstOwner(t.ctx)]);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    const owners = await t.ctx.db.kysely.selectFrom('staff_users').select('email').where('role', '=', 'owner').execute();
    expect(owners.map((o) => o.email)).toEqual([t.ctx.config.adminEmail]);
    // A later start finds them and creates nobody.
    expect(await ensureFirstOwner(t.ctx)).toEqual({ created: false });
  });
});
