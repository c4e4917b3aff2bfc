import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { defineResource } from '@rc/contract/resources/define-resource';
import { fields as f } from '@rc/contract/resources/resource-fields';
import { CONTENT_STATUS_OPTIONS } from '@rc/contract/workflow';
import type { AppContext } from '@/context.ts';
import { createTable, type TableSpec } from '@/db/migration-kit/table-kit-v1.ts';
import { mountBinding } from '@/resources/resource-registry.ts';

/**
 * A workflow area that exists only in tests: what a new area needs is a definition, a table made
 * with the kit's workflow option, and a binding. It proves the engine's workflow without Circle's
 * adapters in the way.
 */
const schema = z.strictObject({
  title: f.text('Title', { max: 200 }),
  slug: f.slug(),
  summary: f.optionalText('Summary', { max: 500 }),
  body: f.richText('Body', { max: 50_000 }),
});

export const memoResource = defineResource({
  name: 'test-memo',
  labels: { singular: 'Memo', plural: 'Memos' },
  module: 'STANDUP',
  kind: 'collection',
  schema,
  fields: {
    title: { widget: 'text' },
    slug: { widget: 'slug' },
    summary: { widget: 'textarea' },
    body: { widget: 'richtext' },
    status: { label: 'Status', widget: 'select', readOnly: true, options: CONTENT_STATUS_OPTIONS },
    auditor_id: { label: 'Reviewed by', widget: 'number', readOnly: true },
    published_at: { label: 'Published', widget: 'datetime', readOnly: true },
    scheduled_at: { label: 'Scheduled for', widget: 'datetime', readOnly: true },
    response_note: { label: 'Reviewer note', widget: 'textarea', readOnly: true },
  },
  titleField: 'title',
  list: {
    columns: [
      { field: 'title', format: 'text' },
      { field: 'status', format: 'badge' },
    ],
    search: ['title', 'summary'],
    filters: [{ field: 'status', type: 'select' }],
    sort: ['created_at', 'title'],
    defaultSort: { field: 'created_at', desc: true },
  },
  form: { sections: [{ title: 'Memo', fields: ['title', 'slug', 'summary', 'body'] }] },
  slug: { field: 'slug', from: 'title' },
  sample: { title: 'Memo', body: '<p>Memo</p>' },
  screens: { list: 'Research' },
  workflow: { module: 'STANDUP' },
});

export const MEMO_TABLE: TableSpec = {
  name: 'test_memos',
  workflow: true,
  columns: ['title text not null {nocase}', 'slug text not null', 'summary text', 'body text not null'],
  search: ['title', 'summary'],
  counted: ['status'],
  indexes: [['created_at'], ['status', 'created_at']],
  unique: [{ name: 'slug', columns: ['slug'] }],
};

/** createTestApp's `extend`: the memo table (once per database; a second node finds it) and its calls. */
export async function mountMemos(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const tables = await ctx.db.kysely.introspection.getTables();
  if (!tables.some((table) => table.name === MEMO_TABLE.name)) {
    await createTable(ctx.db.kysely as Kysely<any>, ctx.db.dialect, MEMO_TABLE);
  }
  await mountBinding(app, ctx, { definition: memoResource, table: MEMO_TABLE.name });
}

export const memoBody = (n: number, extra: Record<string, unknown> = {}) => ({
  title: `Memo riset ${n}: prospek perbankan`,
  summary: `Ringkasan ${n}`,
  body: `<p>Isi memo ${n}.</p>`,
  ...extra,
});
