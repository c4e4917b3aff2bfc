import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Db } from '@/db/database.ts';
import { migrateToLatest } from '@/db/migrate.ts';
import { slugIndexInByteOrder } from '@/db/migration-kit/slug-index-v1.ts';
import { createTable } from '@/db/migration-kit/table-kit-v1.ts';
import { RESOURCE_BINDINGS } from '@/resource-bindings.ts';
import type { ResourceBinding } from '@/resources/resource-model.ts';
import { resourceStorage } from '@/resources/resource-storage.ts';
import { checkStorage } from '@/resources/storage-check.ts';
import { tableSpecOf } from '@/resources/table-spec.ts';
import { DIALECTS, freshDatabase } from '../test-app.ts';

/**
 * Bindings stored the plain way: their list fields in the row, one search index, counters for the
 * select and boolean filters. The others (side lists, narrow or scoped search, a clustered table)
 * name storage the definition alone does not say.
 */
const PLAIN = RESOURCE_BINDINGS.filter(
  (b) => !b.sideLists && !b.searchKeys && !b.searchScope && !b.clusteredBy && b.counted === undefined,
);

/**
 * The table derived from a definition (what npm run new-area writes into a new migration) is one
 * the storage check accepts, for every plain definition, on both databases: a table made from it
 * beside the migrated one, under another name, holds every field, search and counter.
 */
describe.each(DIALECTS)('tables derived from the definitions on %s', (dialect) => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let db: Db;
  beforeAll(async () => {
    fresh = await freshDatabase(dialect);
    db = fresh.db;
    await migrateToLatest(db.kysely, db.dialect);
  });
  afterAll(async () => {
    await db.close();
    await fresh.drop();
  });

  it('covers most definitions', () => {
    expect(PLAIN.length).toBeGreaterThan(RESOURCE_BINDINGS.length / 2);
  });

  it.each(PLAIN.map((b) => [b.definition.name, b] as const))(
    '%s: its derived table passes the storage check',
    async (_name, binding) => {
      const table = `x_${binding.table}`;
      const spec = tableSpecOf(binding.definition, table, (resource) => resourceStorage(resource)?.table);
      await createTable(db.kysely as Kysely<any>, dialect, spec);
      // As the migration npm run new-area writes (migrationText) does for a definition with a slug.
      const slug = binding.definition.slug?.field;
      if (slug) await slugIndexInByteOrder(db.kysely as Kysely<any>, dialect, table, slug);
      const derived: ResourceBinding = { ...binding, table };
      expect((await checkStorage(db, [derived])).map((p) => p.message)).toEqual([]);
    },
  );
});
