import type { Kysely } from 'kysely';
import type { PreviewPlan, PreviewWall } from '@rc/contract/reader-preview';
import type { Database } from '@/db/schema.ts';
import { changesOf } from '@/db/change-counters.repository.ts';
import { CompiledQueries, slot } from '@/db/compiled-query.ts';
import { asDynamic } from '@/db/dynamic-db.ts';
import type { ResourceModel } from '@/resources/resource-model.ts';

/**
 * The settings the entitlement rule reads: one area's account wall and the live plans (two small
 * indexed reads, compiled once), and the change counters that tell whether a kept preview still
 * holds. Rows are decoded by the engine's models of the two resources, as their own calls decode
 * them.
 */
export function createPreviewRepository(database: Kysely<Database>, models: { wall: ResourceModel; plan: ResourceModel }) {
  const db = asDynamic(database);
  const queries = new CompiledQueries();
  const planColumns = ['code', 'name', 'active', 'modules'];

  return {
    /** The change counters of a record table, the walls and the plans, summed: see changesOf. */
    changes: (recordTable: string) => changesOf(queries, db, [recordTable, models.wall.table, models.plan.table]),

    async wall(contentArea: string): Promise<PreviewWall | undefined> {
      const rows = await queries.run<Record<string, unknown>>(
        db,
        'wall',
        () => db.selectFrom(models.wall.table).select(models.wall.columns).where('content_area', '=', slot(0)),
        [contentArea],
      );
      if (!rows[0]) return undefined;
      const wall = models.wall.toRecord(rows[0]);
      return {
        enabled: wall.enabled === true,
        free_reads: Number(wall.free_reads ?? 0),
        title: String(wall.title ?? ''),
        body: String(wall.body ?? ''),
        cta_label: String(wall.cta_label ?? ''),
        cta_url: String(wall.cta_url ?? ''),
      };
    },

    /** Plans not in the trash (inactive ones too), in pricing order. */
    async plans(): Promise<PreviewPlan[]> {
      const rows = await queries.run<Record<string, unknown>>(
        db,
        'plans',
        () =>
          db
            .selectFrom(models.plan.table)
            .select(planColumns)
            .where('deleted_at', 'is', null)
            .orderBy('sort_order')
            .orderBy('name')
            .orderBy('id'),
        [],
      );
      return rows.map((row) => {
        const plan = models.plan.toRecord(row);
        return {
          code: String(plan.code),
          name: String(plan.name),
          active: plan.active === true,
          modules: Array.isArray(plan.modules) ? plan.modules.map(String) : [],
        };
      });
    },
  };
}

export type PreviewRepository = ReturnType<typeof createPreviewRepository>;
