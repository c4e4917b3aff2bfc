import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const CONSOLE = 'apps/console/src';
// Every area folder gets its own zone, so an area added later is fenced in without editing this file.
const FEATURES = readdirSync(`${CONSOLE}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const SERVER = 'apps/server/src';
// The server's folders that every area builds on: none of them imports an area.
const INFRASTRUCTURE = ['db', 'http', 'auth', 'audit', 'jobs', 'mail', 'uploads', 'resources', 'launch', 'backup'];
// The server's areas, read like the console's: an area added later is fenced in without editing this file.
const AREAS = readdirSync(`${SERVER}/modules`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// The one file of an area that the others may import: its index.ts (relative to modules/).
const areaIndexes = (own) => AREAS.filter((area) => area !== own).map((area) => `./${area}/index.ts`);
// Outside the areas, what imports an area through its index.ts too (cli/, main.ts, …): everything but the
// infrastructure (it imports no area), the demo seed (it writes an area's rows itself) and the composition
// root. app.ts and resource-bindings.ts mount each area's routes and hooks directly, so no index carries
// them: the import reader thread loads resource-bindings.ts and must not load Fastify's routes with it.
const AREA_CLIENTS = readdirSync(SERVER).filter(
  (name) => !['modules', 'seed', 'app.ts', 'resource-bindings.ts', ...INFRASTRUCTURE].includes(name),
);

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-output/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Migrations are frozen in time and typed with Kysely<any>; tests read JSON answers loosely.
    files: ['apps/server/src/db/migrations/**', 'apps/server/src/db/migrate.ts', '**/test/**', '**/*.test.{ts,tsx}', '**/e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // route → service → repository: Kysely query builders and raw SQL (sql`…`, sql.raw/ref/id/table/join/…,
    // CompiledQuery.raw) are written in repositories only. The search strategies (resources/search) are
    // SQL by nature, one file per database.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/db/**', '**/seed/**', '**/cli/**', 'apps/server/src/resources/search/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom)$/]',
          message: 'SQL belongs in a *.repository.ts (route → service → repository).',
        },
        {
          selector: 'TaggedTemplateExpression[tag.name="sql"]',
          message: 'SQL belongs in a *.repository.ts (route → service → repository): move this sql`…` there.',
        },
        {
          selector: 'CallExpression[callee.type="MemberExpression"][callee.object.name="sql"]',
          message: 'SQL belongs in a *.repository.ts (route → service → repository): move this sql helper there.',
        },
        {
          selector: 'CallExpression[callee.object.name="CompiledQuery"][callee.property.name="raw"]',
          message: 'SQL belongs in a *.repository.ts (route → service → repository): move this CompiledQuery.raw there.',
        },
      ],
    },
  },
  {
    files: [`${CONSOLE}/**/*.{ts,tsx}`],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The console's layers: app -> features -> components / lib. An area (features/X) uses only its
    // own folder and the shared layers, so areas can be built, moved and deleted one at a time; the
    // shared layers never reach up into an area or the app. Paths are resolved (`@/`, relative), so
    // neither spelling gets around a zone.
    files: [`${CONSOLE}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      // Parse .ts/.tsx dependencies too (import-x reads only .js by default), which no-cycle needs.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/console/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...FEATURES.map((feature) => ({
              target: `${CONSOLE}/features/${feature}`,
              from: `${CONSOLE}/features`,
              except: [`./${feature}`],
              message: `features/${feature} may import only its own folder, lib, components and the contract: move what both areas need to lib or components, or pass it in from app.`,
            })),
            {
              target: `${CONSOLE}/features`,
              from: `${CONSOLE}/app`,
              message: 'features must not import from app: app wires the areas together, not the other way round.',
            },
            {
              target: [`${CONSOLE}/lib`, `${CONSOLE}/components`],
              from: [`${CONSOLE}/features`, `${CONSOLE}/app`],
              message: 'lib and components are shared by every area: they must not import features or app.',
            },
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The server and the contract have no import cycles either: a cycle is a layer that reaches back.
    files: ['apps/server/src/**/*.ts', 'packages/contract/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/server/tsconfig.json', 'packages/contract/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The server's engine and infrastructure serve every area and know none: an area registers what
    // they need (hooks at the composition root, resource-bindings.ts; jobs; prunable rows).
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/server/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: INFRASTRUCTURE.map((folder) => `${SERVER}/${folder}`),
              from: `${SERVER}/modules`,
              message:
                'The engine and the infrastructure import no area: let the area register what they need (resource-bindings.ts, ctx.jobs, ctx.retention).',
            },
            // An area imports another only through its index.ts, the few things it offers the others; the
            // rest of its files can change without the others noticing.
            ...AREAS.map((area) => ({
              target: `${SERVER}/modules/${area}`,
              from: `${SERVER}/modules`,
              except: [`./${area}`, ...areaIndexes(area)],
              message: `modules/${area} may import another area only through its index.ts: export what it needs there (or move the shared piece to the area that owns it).`,
            })),
            {
              target: AREA_CLIENTS.map((name) => `${SERVER}/${name}`),
              from: `${SERVER}/modules`,
              except: areaIndexes(null),
              message: 'Outside the composition root (app.ts, resource-bindings.ts) an area is imported through its index.ts.',
            },
          ],
        },
      ],
    },
  },
);
