import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { AnyResourceDefinition, FilterDef } from '@rc/contract/resources/resource';
import type { Db } from '@/db/database.ts';
import { migrateToLatest } from '@/db/migrate.ts';
import { slugIndexInCollation } from '@/db/migration-kit/slug-index-v1.ts';
import { createStatusSearchTables } from '@/db/migration-kit/status-search-v3.ts';
import { SPECS } from '@/db/migrations/20261130T010000-status-search.ts';
import { checkStorage, type StorageProblem } from '@/resources/storage-check.ts';
import { RESOURCE_BINDINGS } from '@/resource-bindings.ts';
import { compileResource, type ResourceBinding } from '@/resources/resource-model.ts';
import { DIALECTS, freshDatabase } from '../test-app.ts';

/** Every binding the server mounts (the two lists are about to become one registry). */
const BINDINGS: readonly ResourceBinding[] = RESOURCE_BINDINGS;

/** A mounted binding with its definition changed, as a definition ahead of its migration would be. */
function variant(
  name: string,
  change: (def: AnyResourceDefinition) => Partial<AnyResourceDefinition>,
  binding: Partial<ResourceBinding> = {},
): ResourceBinding {
  const mounted = BINDINGS.find((b) => b.definition.name === name)!;
  return { ...mounted, ...binding, definition: { ...mounted.definition, ...change(mounted.definition) } };
}

/** Thrown to roll a transaction back, carrying what was found inside it. */
class Rollback extends Error {
  constructor(readonly problems: StorageProblem[][]) {
    super('rollback');
  }
}

const withFilter = (def: AnyResourceDefinition, filter: FilterDef<string>) => ({
  list: { ...def.list, filters: [...def.list.filters, filter] },
});

describe.each(DIALECTS)('resource storage on %s', (dialect) => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let db: Db;
  const messages = async (binding: ResourceBinding) => (await checkStorage(db, [binding])).map((p) => p.message);
  /** A change to the schema: a statement, or a migration kit's step. */
  type Change = RawBuilder<unknown> | ((trx: Kysely<unknown>) => Promise<unknown>);
  /**
   * What the check says of `binding` once `change` (SQLite only; undefined: none) is made, in a
   * transaction rolled back afterwards: the other tests share this database.
   */
  const messagesAfter = async (change: Change | undefined, binding: ResourceBinding, onPostgres?: Change) =>
    db.kysely
      .transaction()
      .execute(async (trx) => {
        const made = dialect === 'sqlite' ? change : onPostgres;
        if (typeof made === 'function') await made(trx as unknown as Kysely<unknown>);
        else if (made) await made.execute(trx);
        throw new Rollback([await checkStorage({ ...db, kysely: trx }, [binding])]);
      })
      .catch((e: unknown) => {
        if (e instanceof Rollback) return e.problems[0]!.map((p) => p.message);
        throw e;
      });

  beforeAll(async () => {
    fresh = await freshDatabase(dialect);
    db = fresh.db;
    await migrateToLatest(db.kysely, db.dialect);
  });

  afterAll(async () => {
    await db.close();
    await fresh.drop();
  });

  it.each(BINDINGS.map((b) => [b.definition.name, b] as const))(
    '%s: the table has every field, searched field and counted filter of the definition',
    async (_name, binding) => {
      expect(await messages(binding)).toEqual([]);
    },
  );

  it('reports a definition field without a column, naming the resource, the table and the field', async () => {
    const withColour = variant('category', (def) => ({
      fields: { ...def.fields, colour: { label: 'Colour', widget: 'color' } },
    }));
    expect(await checkStorage(db, [withColour])).toEqual([
      {
        resource: 'category',
        table: 'research_categories',
        field: 'colour',
        message: "category: research_categories has no column for field 'colour' — add a migration",
      },
    ]);
  });

  it('reports a column whose type does not hold the field', async () => {
    const textOrder = variant('category', (def) => ({
      fields: { ...def.fields, sort_order: { label: 'Sort order', widget: 'text' } },
    }));
    expect(await messages(textOrder)).toEqual([
      "category: research_categories column 'sort_order' is integer, but field 'sort_order' is stored as text — add a migration",
    ]);
  });

  it('reports a table that does not exist', async () => {
    expect(await messages(variant('master-tag', () => ({}), { table: 'master_tag' }))).toEqual([
      'master-tag: master_tag does not exist — add a migration',
    ]);
  });

  it('reports a searched field missing from the full-text index, and only that one', async () => {
    // text_sliders searches a column named `text`: PostgreSQL's `''::text` casts must not count as it.
    const alsoLink = variant('text-slider', (def) => ({ list: { ...def.list, search: ['text', 'link_url'] } }));
    const problems = await checkStorage(db, [alsoLink]);
    expect(problems.map((p) => [p.table, p.field])).toEqual([['text_sliders', 'link_url']]);
    expect(problems[0]!.message).toMatch(/^text-slider: text_sliders .*searched field 'link_url'.* — add a migration$/);
  });

  it('reports a select filter the triggers do not count, unless the binding declares it uncounted', async () => {
    const byType = variant('circle-research', (def) => withFilter(def, { field: 'content_type', type: 'select' }));
    expect(await messages(byType)).toEqual([
      "circle-research: circle_research does not count filter 'content_type' (a select or boolean filter, counted by default) — add a migration, or declare `counted` in the binding without 'content_type'",
    ]);
    expect(await messages({ ...byType, counted: ['status'] })).toEqual([]);
    expect(await messages({ ...byType, counted: false })).toEqual([]);
  });

  it('reports a declared counted column the triggers do not count', async () => {
    const byCode = variant('subscription', () => ({}), { counted: ['active', 'code'] });
    expect(await messages(byCode)).toEqual([
      "subscription: subscription_plans does not count filter 'code' (declared in `counted`) — add a migration, or declare `counted` in the binding without 'code'",
    ]);
  });

  it('reports the narrow search indexes a binding asks for but its table lacks (SQLite reads them by name)', async () => {
    const narrow = variant('category', () => ({}), { searchKeys: true });
    const expected = narrow.definition.list.sort.map(
      (column) =>
        `category: research_categories has no search index research_categories_search_${column} on (id, active, ${column}) — add a migration with createSearchKeys`,
    );
    expect(await messages(narrow)).toEqual(dialect === 'sqlite' ? expected : []);
  });

  it('reports a table kept in its key order (SQLite) whose binding does not say so, as the engine must number its rows', async () => {
    const unsaid = variant('stock-data', () => ({}), { clusteredBy: undefined });
    expect(await messages(unsaid)).toEqual(
      dialect === 'sqlite'
        ? [
            'stock-data: stock_data is kept in (ticker, date) order without rowids — declare `clusteredBy: [ticker, date]` in the binding',
          ]
        : [],
    );
  });

  it('reports a search index numbered in another order than the binding says (SQLite decodes the id from it)', async () => {
    const research = variant('algo-research', () => ({}));
    const unordered = variant('algo-research', () => ({}), { searchOrder: undefined });
    const found = await db.kysely
      .transaction()
      .execute(async (trx) => {
        const inTrx = { ...db, kysely: trx };
        const problems = [await checkStorage(inTrx, [unordered])];
        // Per-status tables numbered by record id.
        await createStatusSearchTables(trx as unknown as Kysely<unknown>, dialect, SPECS[0]!);
        problems.push(await checkStorage(inTrx, [research]), await checkStorage(inTrx, [unordered]));
        // Numbered by the title's first characters (decision 028), not by rank (decision 033).
        await createStatusSearchTables(trx as unknown as Kysely<unknown>, dialect, { ...SPECS[0]!, order: 'title' });
        problems.push(await checkStorage(inTrx, [research]));
        // Undo the change: the other tests share this database.
        throw new Rollback(problems);
      })
      .catch((e: unknown) => {
        if (e instanceof Rollback) return e.problems;
        throw e;
      });
    expect(found.map((problems) => problems.map((p) => p.message))).toEqual(
      dialect === 'sqlite'
        ? [
            [
              'algo-research: algo_research has its search index (algo_research_fts_…) numbered otherwise than by record id — declare its order in the binding (searchOrder)',
            ],
            [
              'algo-research: algo_research has its search index (algo_research_fts_…) numbered otherwise than by rank in title order (algo_research_title_ranks) — add a migration with createRankedStatusSearch and the order',
            ],
            [],
            [
              'algo-research: algo_research has its search index (algo_research_fts_…) numbered otherwise than by rank in title order (algo_research_title_ranks) — add a migration with createRankedStatusSearch and the order',
            ],
          ]
        : [[], [], [], []],
    );
    expect(await messages(research)).toEqual([]);
    // The order key is read from text: a date column cannot number the index.
    expect(() => compileResource(variant('algo-research', () => ({}), { searchOrder: 'created_at' }))).toThrow(
      /searchOrder created_at needs searchScope and a sort column stored as text/,
    );
  });

  it('reports a status tab whose search table or index is missing (each database searches a tab in its own)', async () => {
    const research = variant('algo-research', () => ({}));
    expect(
      await messagesAfter(
        sql`drop table algo_research_fts_live_request`,
        research,
        sql`drop index algo_research_search_live_request`,
      ),
    ).toEqual([
      dialect === 'sqlite'
        ? 'algo-research: algo_research has no search table algo_research_fts_live_request — add a migration with createStatusSearchTables'
        : 'algo-research: algo_research has no search index algo_research_search_live_request — add a migration with splitSearchIndex',
    ]);
    expect(await messages(research)).toEqual([]);
  });

  it('reports a slug whose unique index does not compare bytes (PostgreSQL reads the free suffixes as a byte range)', async () => {
    const tags = variant('master-tag', () => ({}));
    const inCollation = (trx: Kysely<unknown>) => slugIndexInCollation(trx, 'postgres', 'master_tags', 'slug');
    expect(await messagesAfter(undefined, tags, inCollation)).toEqual(
      dialect === 'sqlite'
        ? []
        : [
            "master-tag: master_tags has no unique index on 'slug' in byte order (text_pattern_ops) — add a migration with slugIndexInByteOrder",
          ],
    );
    expect(await messages(tags)).toEqual([]);
  });

  it('reports a copied side list whose triggers are missing (SQLite reads the list from the row)', async () => {
    const research = variant('algo-research', () => ({}));
    expect(await messagesAfter(sql`drop trigger algo_research_tickers_copy_update`, research)).toEqual(
      dialect === 'sqlite'
        ? [
            'algo-research: algo_research side table algo_research_tickers has no triggers keeping tickers_copy — add a migration with createSideListCopy',
          ]
        : [],
    );
    expect(await messages(research)).toEqual([]);
    // Only a plain list can be copied: a rows field's entries have columns of their own.
    expect(() =>
      compileResource(
        variant('institution-stock-placement', () => ({}), {
          sideLists: {
            picks: { ...BINDINGS.find((b) => b.table === 'institution_stock_placements')!.sideLists!.picks!, copied: true },
          },
        }),
      ),
    ).toThrow(/side list picks is a rows field, whose entries its row cannot copy/);
  });

  it('reports a side list read from a page index its side table lacks (SQLite names it in every list)', async () => {
    const covered = variant('institution-content', () => ({}), {
      sideLists: {
        tags: { table: 'institution_content_tags', value: 'integer', covering: true },
        tickers: { table: 'institution_content_tickers', value: 'text' },
      },
    });
    expect(await messages(covered)).toEqual(
      dialect === 'sqlite'
        ? [
            "institution-content: institution_content side table institution_content_tags of 'tags' has no index institution_content_tags_owner on (owner_id, position, value) — add a migration with createSideListIndex",
          ]
        : [],
    );
  });

  it('reports a table without counter triggers, unless the binding declares it uncounted', async () => {
    const tags = variant('master-tag', () => ({}));
    const found = await db.kysely
      .transaction()
      .execute(async (trx) => {
        const on = dialect === 'postgres' ? ' on master_tags' : '';
        await sql.raw(`drop trigger master_tags_count_insert${on}`).execute(trx);
        const inTrx = { ...db, kysely: trx };
        const problems = [await checkStorage(inTrx, [tags]), await checkStorage(inTrx, [{ ...tags, counted: false }])];
        // Undo the drop: the other tests share this database.
        throw new Rollback(problems);
      })
      .catch((e: unknown) => {
        if (e instanceof Rollback) return e.problems;
        throw e;
      });
    expect(found.map((problems) => problems.map((p) => p.message))).toEqual([
      [
        'master-tag: master_tags has no counter triggers (master_tags_count_insert) — add a migration, or declare `counted: false` in the binding',
      ],
      [],
    ]);
    expect(await messages(tags)).toEqual([]);
  });
});
