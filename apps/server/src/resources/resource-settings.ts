import type { AppContext } from '@/context.ts';
import { iso } from '@/context.ts';
import type { ResourceModel } from './resource-model.ts';
import { createResourceSettingsRepository } from './resource-settings.repository.ts';

/**
 * Settings resources have one record per key (the account wall per content area). The server
 * creates missing ones at start from the definition's defaults, so the screen always has every
 * key to edit and no "new" is needed. Existing records are never touched.
 */
export async function ensureSettingsRecords(ctx: AppContext, model: ResourceModel): Promise<void> {
  const settings = model.def.settings;
  if (!settings) return;
  const repo = createResourceSettingsRepository(ctx.db.kysely, model.table, settings.keyField);
  const now = iso(ctx.clock.now());
  for (const key of settings.keys) {
    const defaults = model.def.schema.parse(settings.defaults(key.value)) as Record<string, unknown>;
    await repo.insertIfMissing({
      ...model.toColumns(defaults),
      [settings.keyField]: key.value,
      created_at: now,
      updated_at: now,
    });
  }
}
