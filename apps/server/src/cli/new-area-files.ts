import type { TableSpec } from '@/db/migration-kit/table-kit-v1.ts';

/**
 * What `npm run new-area` writes, as text: a new definition, the lines a new area adds to the
 * registries that remain (RESOURCES, the modules, the migrations, the storage), and the migration
 * holding the area's table spec. Each edit takes a file's text and gives it back with the area in;
 * new-area.ts reads and writes the files.
 */

export type AreaNames = {
  /** kebab-case, the API path segment: market-memo */
  name: string;
  camel: string;
  pascal: string;
  /** The permission module, as the specification spells them: MARKETMEMO */
  module: string;
  table: string;
  singular: string;
  plural: string;
};

const NAME = /^[a-z]+(-[a-z]+)*$/;

function pluralOf(word: string): string {
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

export function areaNames(name: string): AreaNames {
  if (!NAME.test(name)) throw new Error(`An area's name is kebab-case words (market-memo), not "${name}"`);
  const words = name.split('-');
  const pascal = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
  const spoken = words.join(' ');
  const plural = pluralOf(spoken);
  return {
    name,
    camel: pascal[0]!.toLowerCase() + pascal.slice(1),
    pascal,
    module: words.join('').toUpperCase(),
    table: pluralOf(words.join('_')),
    singular: spoken[0]!.toUpperCase() + spoken.slice(1),
    plural: plural[0]!.toUpperCase() + plural.slice(1),
  };
}

/** The definition of a new area: a plain list and editor, or a workflow area on the desk with a reader preview. */
export function definitionText(n: AreaNames, options: { workflow: boolean; wall: string }): string {
  const screens = `  screens: {
    group: '${n.name}',
    list: { route: '${n.pascal}', path: '/${n.name}', title: '${n.plural}' },
    create: { route: '${n.pascal}EditorNew', path: '/${n.name}/new', title: 'New ${n.singular.toLowerCase()}' },
    edit: { route: '${n.pascal}EditorExisting', path: '/${n.name}/editor/existing/:id', title: 'Edit ${n.singular.toLowerCase()}' },
    menu: { label: '${n.plural}', section: 'tools' },
  },`;
  if (!options.workflow)
    return `import { z } from 'zod';
import { defineResource } from './define-resource.ts';
import { fields as f } from './resource-fields.ts';

/** ${n.plural} (${n.module}). */
export const ${n.camel}Schema = z.strictObject({
  title: f.text('Title', { max: 200 }),
  description: f.optionalText('Description', { max: 1000 }),
  active: f.boolean('Active', true),
});

export const ${n.camel}Resource = defineResource({
  name: '${n.name}',
  labels: { singular: '${n.singular}', plural: '${n.plural}' },
  description: '${n.plural} kept by staff.',
  module: '${n.module}',
  kind: 'collection',
  schema: ${n.camel}Schema,
  fields: {
    title: { widget: 'text' },
    description: { widget: 'textarea' },
    active: { widget: 'boolean' },
  },
  titleField: 'title',
  list: {
    columns: [
      { field: 'title', format: 'text' },
      { field: 'active', format: 'boolean', width: 100 },
      { field: 'updated_at', label: 'Last change', format: 'datetime', width: 180 },
    ],
    search: ['title', 'description'],
    searchPlaceholder: 'Search title or description',
    filters: [{ field: 'active', type: 'boolean', label: 'Active' }],
    sort: ['title', 'created_at', 'updated_at'],
    defaultSort: { field: 'created_at', desc: true },
  },
  form: { sections: [{ title: '${n.singular}', fields: ['title', 'description', 'active'] }] },
  sample: { title: 'A first ${n.singular.toLowerCase()}' },
${screens}
});
`;
  return `import { z } from 'zod';
import { workflowFieldsMeta } from './algo-content-fields.ts';
import { defineResource } from './define-resource.ts';
import { fields as f } from './resource-fields.ts';

/** ${n.plural} (${n.module}): written by staff and published through the editorial workflow. */
export const ${n.camel}Schema = z.strictObject({
  title: f.text('Title', { max: 200, min: 3 }),
  slug: f.slug('Slug'),
  summary: f.text('Summary', { max: 600 }),
  body: f.richText('Body', { max: 400_000 }),
});

export const ${n.camel}Resource = defineResource({
  name: '${n.name}',
  labels: { singular: '${n.singular}', plural: '${n.plural}' },
  description: '${n.plural} written by staff, reviewed before they are published.',
  module: '${n.module}',
  kind: 'collection',
  schema: ${n.camel}Schema,
  fields: {
    title: { widget: 'text' },
    slug: { widget: 'slug', help: 'Part of the public link. Left empty, it is made from the title.' },
    summary: { widget: 'textarea', help: 'Free for every reader; shown in lists and shares.' },
    body: { widget: 'richtext' },
    ...workflowFieldsMeta,
    writter_id: {
      label: 'Writter',
      widget: 'number',
      readOnly: true,
      reference: { resource: 'internal-user', valueField: 'id', labelField: 'fullname' },
      embed: 'writter',
    },
  },
  titleField: 'title',
  list: {
    columns: [
      { field: 'title', format: 'text' },
      { field: 'status', format: 'badge', width: 130 },
      { field: 'writter_id', format: 'number', width: 150 },
      { field: 'updated_at', label: 'Last change', format: 'datetime', width: 170 },
    ],
    search: ['title', 'summary', 'body'],
    searchPlaceholder: 'Search title, summary or body',
    filters: [{ field: 'status', type: 'select' }],
    sort: ['created_at', 'updated_at', 'published_at', 'title'],
    defaultSort: { field: 'updated_at', desc: true },
  },
  form: {
    sections: [
      { title: '${n.singular}', fields: ['title', 'slug'] },
      { title: 'Content', fields: ['summary', 'body'] },
    ],
  },
  slug: { field: 'slug', from: 'title' },
  sample: { title: 'A first ${n.singular.toLowerCase()}', summary: 'What it is about.', body: '<p>The ${n.singular.toLowerCase()}.</p>' },
${screens}
  workflow: { module: '${n.module}', author: 'writter_id' },
  desk: { label: '${n.plural}', author: { field: 'writter_id', people: 'staff' } },
  // The summary is free, the body behind the wall of the ${options.wall} settings; no plans are listed per record.
  preview: { wall: '${options.wall}', parts: { title: 'title', summaries: ['summary'], paid: 'body' } },
});
`;
}

/** Insert `line` before the first match of `before` at or after `from`; fails loudly when the file changed shape. */
function insertBefore(text: string, before: string | RegExp, line: string, from = 0, what = 'file'): string {
  const rest = text.slice(from);
  const at = typeof before === 'string' ? rest.indexOf(before) : rest.search(before);
  if (at < 0) throw new Error(`Cannot find where the area goes in ${what} (${String(before)})`);
  return text.slice(0, from + at) + line + text.slice(from + at);
}

/** After the last line starting with `prefix`. */
function insertAfterLast(text: string, prefix: string, line: string, what: string): string {
  const at = text.lastIndexOf(`\n${prefix}`);
  if (at < 0) throw new Error(`Cannot find ${prefix} in ${what}`);
  const end = text.indexOf('\n', at + 1);
  return `${text.slice(0, end + 1)}${line}\n${text.slice(end + 1)}`;
}

/** packages/contract/src/resources/resource-registry.ts: the import and the line in RESOURCES. */
export function withRegistryLine(text: string, n: AreaNames): string {
  const imported = insertAfterLast(
    text,
    'import { ',
    `import { ${n.camel}Resource } from './${n.name}.resource.ts';`,
    'the registry',
  );
  return insertBefore(
    imported,
    '] as const;',
    `  ${n.camel}Resource,\n`,
    imported.indexOf('const DEFINITIONS = ['),
    'DEFINITIONS',
  );
}

/** packages/contract/src/modules.ts: the module, and (for an area with a reader preview) that plans may unlock it. */
export function withModule(text: string, n: AreaNames, options: { plans: boolean }): string {
  if (new RegExp(`'${n.module}'`).test(text)) throw new Error(`The module ${n.module} exists already`);
  let out = insertBefore(text, '] as const;', `  '${n.module}',\n`, text.indexOf('export const MODULES = ['), 'MODULES');
  if (options.plans) {
    const start = out.indexOf('export const PLAN_MODULES = [');
    const end = out.indexOf(']', start);
    if (start < 0 || end < 0) throw new Error('Cannot find PLAN_MODULES in modules.ts');
    const last = out.slice(start, end).trimEnd();
    // After the last item, whether the list is written on one line or one item a line.
    out = `${out.slice(0, start)}${last}${last.endsWith(',') ? ' ' : ', '}'${n.module}'${out.slice(end)}`;
  }
  return out;
}

/** The new migration's file name without its extension: after every existing one, whatever the clock says. */
export function migrationName(n: AreaNames, now: Date, existing: readonly string[]): string {
  const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').slice(0, 15);
  const latest = [...existing].sort().at(-1)?.slice(0, 15) ?? '';
  let at = now;
  while (stamp(at) <= latest) at = new Date(at.getTime() + 60 * 60 * 1000);
  return `${stamp(at)}-${n.name}`;
}

/** The migration: the table spec derived from the definition, written out as it is today (frozen). */
export function migrationText(n: AreaNames, spec: TableSpec, options: { countsChanges: boolean; slug?: string }): string {
  const counter = options.countsChanges;
  const slug = options.slug;
  return `import type { Kysely } from 'kysely';
${counter ? "import { countChanges, uncountChanges } from '../migration-kit/change-counters-v1.ts';\n" : ''}${slug ? "import { slugIndexInByteOrder } from '../migration-kit/slug-index-v1.ts';\n" : ''}import { createTable, dropTable, type Dialect, type TableSpec } from '../migration-kit/table-kit-v1.ts';

/**
 * ${n.plural} (npm run new-area): the table its definition needs, derived from the definition when
 * this migration was written (resources/table-spec.ts) and kept here as it was.${counter ? '\n * Its change counter keeps the desk and the reader preview current.' : ''}
 */
const TABLE: TableSpec = ${JSON.stringify(spec, null, 2)};

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await createTable(db, dialect, TABLE);${slug ? `\n  await slugIndexInByteOrder(db, dialect, TABLE.name, '${slug}');` : ''}${counter ? '\n  await countChanges(db, dialect, TABLE.name);' : ''}
}

export async function down(db: Kysely<any>, dialect: Dialect): Promise<void> {
${counter ? '  await uncountChanges(db, dialect, TABLE.name);\n' : ''}  await dropTable(db, dialect, TABLE);
}
`;
}

/** apps/server/src/db/migrate.ts: the import and the entry, last. */
export function withMigration(text: string, n: AreaNames, migration: string): string {
  const id = `${n.camel}Area`;
  const imported = insertAfterLast(text, 'import * as ', `import * as ${id} from './migrations/${migration}.ts';`, 'migrate.ts');
  const list = imported.indexOf('const MIGRATIONS: Record<string, DialectMigration> = {');
  return insertBefore(imported, '\n};', `\n  '${migration}': ${id},`, list, 'MIGRATIONS');
}

/** apps/server/src/resources/resource-storage.ts: the import and the storage line, last. */
export function withStorageLine(text: string, n: AreaNames): string {
  const imported = insertAfterLast(
    text,
    'import { ',
    `import { ${n.camel}Resource } from '@rc/contract/resources/${n.name}.resource';`,
    'resource-storage.ts',
  );
  const list = imported.indexOf('export const RESOURCE_STORAGE');
  return insertBefore(imported, '\n];', `\n  { definition: ${n.camel}Resource, table: '${n.table}' },`, list, 'RESOURCE_STORAGE');
}
