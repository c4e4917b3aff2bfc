import type { AppContext } from '@/context.ts';
import { createPermissionRepository } from '@/auth/permission.repository.ts';
import type { ApiRecord, RecordData } from '@/resources/resource-hooks.ts';
import type { ResourceModel } from '@/resources/resource-model.ts';
import { modelNamed } from '@/resources/resource-catalog.ts';
import { createResourceWriter, type WriteMeta } from '@/resources/resource-write.service.ts';
import { placeholderPng } from './demo-png.ts';
import {
  DEMO_ACCOUNT_WALLS,
  DEMO_BANNERS,
  DEMO_CATEGORIES,
  DEMO_DISCLOSURES,
  DEMO_LEGAL,
  DEMO_PLANS,
  DEMO_TAGS,
  DEMO_TEXT_SLIDERS,
} from './master-data.demo-data.ts';
import { asDynamic } from '@/db/dynamic-db.ts';

/**
 * Demo records for the seven master-data areas, written through the resource engine as the first
 * owner (so they are validated, slugged and carry audit history like any edit). Idempotent: an
 * area is seeded only while its table is empty; account walls only while nobody has edited them.
 */
export async function seedMasterDataDemo(ctx: AppContext): Promise<void> {
  const owner = await ctx.db.kysely
    .selectFrom('staff_users')
    .select('id')
    .where('role', '=', 'owner')
    .orderBy('id')
    .executeTakeFirst();
  if (!owner) return;
  const meta: WriteMeta = {
    actor: { id: owner.id, permissions: await createPermissionRepository(ctx.db.kysely).load(owner.id) },
    requestId: 'demo-seed',
  };
  // The app's own models (its hooks bound): the demo data is written as a person would write it.
  const model = (name: string) => modelNamed(ctx, name)!;
  const writer = (name: string) => createResourceWriter(ctx, model(name));
  const isEmpty = async (m: ResourceModel) =>
    !(await asDynamic(ctx.db.kysely).selectFrom(m.table).select('id').limit(1).executeTakeFirst());
  const create = (name: string, data: Record<string, unknown>) =>
    writer(name).create(model(name).def.schema.parse(data) as RecordData, meta);

  if (await isEmpty(model('category'))) for (const c of DEMO_CATEGORIES) await create('category', c);
  if (await isEmpty(model('master-tag'))) for (const t of DEMO_TAGS) await create('master-tag', t);
  if (await isEmpty(model('subscription'))) for (const plan of DEMO_PLANS) await create('subscription', plan);
  if (await isEmpty(model('text-slider'))) {
    const now = ctx.clock.now().getTime();
    for (const [i, s] of DEMO_TEXT_SLIDERS.entries()) {
      await create('text-slider', {
        ...s,
        start_at: new Date(now - 86_400_000).toISOString(),
        end_at: i === 3 ? new Date(now + 30 * 86_400_000).toISOString() : '',
      });
    }
  }
  if (await isEmpty(model('ad-banner'))) await seedBanners(ctx, create);
  await seedAccountWalls(ctx, model('account-wall'), meta);
  if (await isEmpty(model('legal-information'))) {
    for (const doc of DEMO_LEGAL) {
      const base = { document_type: doc.document_type, title: doc.title };
      const first = await create('legal-information', {
        ...base,
        content: doc.v1,
        effective_from: '2025-01-01T00:00:00Z',
        change_note: 'Versi pertama',
      });
      const next = { ...base, content: doc.v2, effective_from: '2026-06-01T00:00:00Z', change_note: doc.note };
      await publishNext(writer('legal-information'), model('legal-information'), first, next, meta);
    }
  }
  if (await isEmpty(model('circle-disclosure'))) {
    const [v1, v2] = DEMO_DISCLOSURES;
    const first = await create('circle-disclosure', { ...v1, effective_from: '2025-01-01T00:00:00Z' });
    await publishNext(
      writer('circle-disclosure'),
      model('circle-disclosure'),
      first,
      { ...v2, effective_from: '2026-03-01T00:00:00Z' },
      meta,
    );
  }
}

async function publishNext(
  w: ReturnType<typeof createResourceWriter>,
  m: ResourceModel,
  previous: ApiRecord,
  data: Record<string, unknown>,
  meta: WriteMeta,
) {
  await w.update(previous.id, { ...(m.def.schema.parse(data) as RecordData), version: previous.version }, meta);
}

async function seedBanners(
  ctx: AppContext,
  create: (name: string, data: Record<string, unknown>) => Promise<ApiRecord>,
): Promise<void> {
  const start = new Date(ctx.clock.now().getTime() - 7 * 86_400_000).toISOString();
  for (const [i, b] of DEMO_BANNERS.entries()) {
    const desktop = `ad-banner/demo-${i + 1}-desktop.png`;
    const mobile = `ad-banner/demo-${i + 1}-mobile.png`;
    await ctx.media.put(desktop, placeholderPng(1200, 300, b.colours[0], b.colours[1]), 'image/png');
    await ctx.media.put(mobile, placeholderPng(640, 320, b.colours[0], b.colours[1]), 'image/png');
    const { colours: _colours, ...fields } = b;
    await create('ad-banner', { ...fields, desktop_image: desktop, mobile_image: mobile, start_at: start, end_at: '' });
  }
}

/** Account walls exist from the start; give them demo texts while no one has edited them. */
async function seedAccountWalls(ctx: AppContext, m: ResourceModel, meta: WriteMeta): Promise<void> {
  const rows = await asDynamic(ctx.db.kysely).selectFrom(m.table).select(['id', 'content_area', 'version']).execute();
  if (rows.some((r) => Number(r.version) !== 1)) return;
  const w = createResourceWriter(ctx, m);
  for (const row of rows) {
    const demo = DEMO_ACCOUNT_WALLS[String(row.content_area)];
    if (!demo) continue;
    const data = m.def.schema.parse({ ...demo, cta_url: 'https://example.com/langganan' }) as RecordData;
    await w.update(Number(row.id), { ...data, version: 1 }, meta);
  }
}
