import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Kysely } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import {
  areaNames,
  definitionText,
  migrationName,
  migrationText,
  withMigration,
  withModule,
  withRegistryLine,
  withStorageLine,
} from '@/cli/new-area-files.ts';
import { migrateToLatest } from '@/db/migrate.ts';
import { createTable } from '@/db/migration-kit/table-kit-v1.ts';
import { resourceStorage } from '@/resources/resource-storage.ts';
import { checkStorage } from '@/resources/storage-check.ts';
import { tableSpecOf } from '@/resources/table-spec.ts';
import { freshDatabase } from '../test-app.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** Syntax errors of a TypeScript text (the type check needs the file in place: see the README's recipe). */
function syntaxErrors(text: string): string[] {
  const out = ts.transpileModule(text, { reportDiagnostics: true, compilerOptions: { module: ts.ModuleKind.ESNext } });
  return (out.diagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

const n = areaNames('market-memo');

describe('npm run new-area', () => {
  it('names an area from its kebab-case name', () => {
    expect(n).toEqual({
      name: 'market-memo',
      camel: 'marketMemo',
      pascal: 'MarketMemo',
      module: 'MARKETMEMO',
      table: 'market_memos',
      singular: 'Market memo',
      plural: 'Market memos',
    });
    expect(areaNames('policy').table).toBe('policies');
    expect(() => areaNames('Market_Memo')).toThrow(/kebab-case/);
  });

  it('adds the area to RESOURCES, the modules, the migrations and the storage, and nothing else of them', () => {
    const registry = withRegistryLine(read('packages/contract/src/resources/resource-registry.ts'), n);
    expect(registry).toContain("import { marketMemoResource } from './market-memo.resource.ts';");
    expect(registry).toMatch(/ {2}marketMemoResource,\n\] as const;/);
    const modules = withModule(read('packages/contract/src/modules.ts'), n, { plans: true });
    expect(modules.match(/'MARKETMEMO'/g)).toHaveLength(2);
    expect(() => withModule(read('packages/contract/src/modules.ts'), areaNames('algo-news'), { plans: false })).toThrow(
      /exists/,
    );
    const migrate = withMigration(read('apps/server/src/db/migrate.ts'), n, '20270101T000000-market-memo');
    expect(migrate).toContain("import * as marketMemoArea from './migrations/20270101T000000-market-memo.ts';");
    expect(migrate).toMatch(/ {2}'20270101T000000-market-memo': marketMemoArea,\n\};/);
    const storage = withStorageLine(read('apps/server/src/resources/resource-storage.ts'), n);
    expect(storage).toContain("{ definition: marketMemoResource, table: 'market_memos' },\n];");
    for (const text of [registry, modules, migrate, storage]) expect(syntaxErrors(text)).toEqual([]);
  });

  it('dates its migration after every existing one', () => {
    const existing = fs.readdirSync(path.join(ROOT, 'apps/server/src/db/migrations')).map((f) => f.replace(/\.ts$/, ''));
    const name = migrationName(n, new Date('2020-01-01T00:00:00Z'), existing);
    expect(name > existing.sort().at(-1)!).toBe(true);
    expect(name).toMatch(/^\d{8}T\d{6}-market-memo$/);
  });

  describe('a workflow area, from its definition to a table the storage check accepts', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-new-area-'));
    let fresh: Awaited<ReturnType<typeof freshDatabase>>;
    let def: AnyResourceDefinition;
    beforeAll(async () => {
      // The definition as written, its imports pointed at the contract (the repository stays untouched).
      const resources = pathToFileURL(path.join(ROOT, 'packages/contract/src/resources/')).href;
      const text = definitionText(n, { workflow: true, wall: 'ALGORESEARCH' }).replaceAll("from './", `from '${resources}`);
      const file = path.join(dir, 'market-memo.resource.ts');
      fs.writeFileSync(file, text);
      def = ((await import(pathToFileURL(file).href)) as Record<string, AnyResourceDefinition>).marketMemoResource!;
      fresh = await freshDatabase('sqlite');
      await migrateToLatest(fresh.db.kysely, fresh.db.dialect);
    });
    afterAll(async () => {
      await fresh.db.close();
      await fresh.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('declares its screens, menu item, desk and preview', () => {
      expect(def.outline.routes.map((r) => [r.name, r.path])).toEqual([
        ['MarketMemo', '/market-memo'],
        ['MarketMemoEditorNew', '/market-memo/new'],
        ['MarketMemoEditorExisting', '/market-memo/editor/existing/:id'],
      ]);
      expect(def.outline.menu).toMatchObject({ label: 'Market memos', section: 'tools', route: 'MarketMemo' });
      expect(def.outline.desk).toMatchObject({ name: 'market-memo', module: 'MARKETMEMO' });
      expect(def.outline.preview).toMatchObject({ name: 'market-memo', wall: 'ALGORESEARCH' });
      expect(def.schema.safeParse(def.sample).success).toBe(true);
    });

    it('writes a migration holding its table, which the storage check accepts', async () => {
      const spec = tableSpecOf(def, n.table, (resource) => resourceStorage(resource)?.table);
      const text = migrationText(n, spec, { countsChanges: true, slug: def.slug?.field });
      expect(syntaxErrors(text)).toEqual([]);
      expect(text).toContain(JSON.stringify(spec, null, 2));
      expect(text).toContain("from '../migration-kit/table-kit-v1.ts'");
      // On PostgreSQL the slug's index compares bytes, as finding a free slug reads it (decision 057).
      expect(text).toContain("await slugIndexInByteOrder(db, dialect, TABLE.name, 'slug');");
      expect(text).not.toMatch(/from '@\//);
      await createTable(fresh.db.kysely as Kysely<any>, 'sqlite', spec);
      expect(await checkStorage(fresh.db, [{ definition: def, table: n.table }])).toEqual([]);
    });
  });
});
