import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import { resourceStorage } from '@/resources/resource-storage.ts';
import { tableSpecOf } from '@/resources/table-spec.ts';
import {
  type AreaNames,
  areaNames,
  definitionText,
  migrationName,
  migrationText,
  withMigration,
  withModule,
  withRegistryLine,
  withStorageLine,
} from './new-area-files.ts';

/**
 * `npm run new-area -- <name> [--workflow] [--wall <KEY>]`: a new area from one declaration. Writes
 * its definition (screens, menu item, and for a workflow area the desk and the reader preview), its
 * line in RESOURCES, its permission module, a migration holding the table derived from the
 * definition (frozen: it imports only the kit) and its storage line. Everything else (routes,
 * screens, menu, desk, preview, the permission matrix row, the API) follows from the definition.
 */
const USAGE = `Usage: npm run new-area -- <name> [--workflow] [--wall <KEY>]
       npm run new-area -- <name> --migration
  <name>       kebab-case, the API path segment (market-memo)
  --workflow   an editorial workflow area, on the desk and with a reader preview
  --wall KEY   the account-wall settings its preview falls under (default ALGORESEARCH)
  --migration  write the area's migration again from its definition as it is now (before it lands)`;

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const FILES = {
  definition: (name: string) => `packages/contract/src/resources/${name}.resource.ts`,
  registry: 'packages/contract/src/resources/resource-registry.ts',
  modules: 'packages/contract/src/modules.ts',
  migrations: 'apps/server/src/db/migrations',
  migrate: 'apps/server/src/db/migrate.ts',
  storage: 'apps/server/src/resources/resource-storage.ts',
};

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

async function write(file: string, text: string): Promise<void> {
  const full = path.join(ROOT, file);
  const options = await prettier.resolveConfig(full);
  fs.writeFileSync(full, await prettier.format(text, { ...options, filepath: full }));
}

async function main(argv: string[]): Promise<number> {
  const name = argv.find((a) => !a.startsWith('--') && argv[argv.indexOf(a) - 1] !== '--wall');
  if (!name || argv.includes('--help')) {
    console.log(USAGE);
    return name ? 0 : 64;
  }
  if (argv.includes('--migration')) return rewriteMigration(areaNames(name));
  const workflow = argv.includes('--workflow');
  const wall = argv.includes('--wall') ? argv[argv.indexOf('--wall') + 1] : 'ALGORESEARCH';
  if (!wall || !/^[A-Z_]+$/.test(wall)) throw new Error(`--wall names an account-wall key such as ALGORESEARCH, not "${wall}"`);
  const n = areaNames(name);
  const definitionFile = FILES.definition(n.name);
  if (fs.existsSync(path.join(ROOT, definitionFile))) throw new Error(`${definitionFile} exists already`);

  // The edits first, in memory: a file that changed shape stops everything before anything is written.
  const registry = withRegistryLine(read(FILES.registry), n);
  const modules = withModule(read(FILES.modules), n, { plans: workflow });
  const storage = withStorageLine(read(FILES.storage), n);
  const existing = fs.readdirSync(path.join(ROOT, FILES.migrations)).map((f) => f.replace(/\.ts$/, ''));
  const migration = migrationName(n, new Date(), existing);
  const migrate = withMigration(read(FILES.migrate), n, migration);

  await write(definitionFile, definitionText(n, { workflow, wall }));
  let text: string;
  try {
    text = await migrationOf(n);
  } catch (error) {
    fs.rmSync(path.join(ROOT, definitionFile));
    throw error;
  }
  const migrationFile = `${FILES.migrations}/${migration}.ts`;
  await write(migrationFile, text);
  await write(FILES.registry, registry);
  await write(FILES.modules, modules);
  await write(FILES.migrate, migrate);
  await write(FILES.storage, storage);

  console.log(`${n.plural}: wrote ${definitionFile} and ${migrationFile}; added the area to
  ${FILES.registry}, ${FILES.modules}, ${FILES.migrate} and ${FILES.storage}.
Next: shape its fields in the definition; until the migration lands, write it again from the
definition with  npm run new-area -- ${n.name} --migration  (the storage check holds them together). Then
  npm run typecheck
  npx vitest run --project server apps/server/test/db/schema-snapshot.test.ts -u   (accept the new schema)
  npx vitest run --project server apps/server/test/storage apps/server/test/resources/resource-samples.test.ts`);
  return 0;
}

/** The migration of an area, from its definition as it is now: its table, and a change counter for a desk or preview area. */
async function migrationOf(n: AreaNames): Promise<string> {
  const file = path.join(ROOT, FILES.definition(n.name));
  // A query string: a second write of the same run reads the definition as it is on disk.
  const module = (await import(`${pathToFileURL(file).href}?at=${Date.now()}`)) as Record<string, AnyResourceDefinition>;
  const def = module[`${n.camel}Resource`];
  if (!def) throw new Error(`${FILES.definition(n.name)} exports no ${n.camel}Resource`);
  const spec = tableSpecOf(def, n.table, (resource) => resourceStorage(resource)?.table);
  return migrationText(n, spec, { countsChanges: Boolean(def.outline.desk || def.outline.preview), slug: def.slug?.field });
}

/** The area's migration written again from its definition (a migration that has not landed yet). */
async function rewriteMigration(n: AreaNames): Promise<number> {
  const found = fs.readdirSync(path.join(ROOT, FILES.migrations)).filter((f) => f.endsWith(`-${n.name}.ts`));
  if (found.length !== 1) throw new Error(`Expected one migration of ${n.name} in ${FILES.migrations}, found ${found.length}`);
  const file = `${FILES.migrations}/${found[0]}`;
  await write(file, await migrationOf(n));
  console.log(`Wrote ${file} again from ${FILES.definition(n.name)}.`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
