import { MAX_ID, type EditableFieldMeta, type FieldMeta } from './resource.ts';
import { fields as f } from './resource-fields.ts';
import { CONTENT_STATUS_OPTIONS } from '../workflow.ts';
import { tickersInput, tickersMeta } from './stock-fields.ts';

/**
 * What Exclusive research and Insight share: the category, tag and ticker fields, the staff author
 * and the workflow's read-only fields. Each definition spreads these into its own schema and meta.
 */

export const algoContentInputs = {
  thumbnail: f.optionalImage('Thumbnail'),
  category_id: f.integer('Category', { min: 1, max: MAX_ID }).nullable().default(null),
  tags: f.references('Tags', { maxItems: 20 }),
  tickers: tickersInput(),
};

const MB = 1024 * 1024;

/** The workflow's read-only fields (WORKFLOW_FIELDS) as every workflow area shows them. */
export const workflowFieldsMeta = {
  status: { label: 'Status', widget: 'select', readOnly: true, options: CONTENT_STATUS_OPTIONS },
  auditor_id: {
    label: 'Reviewed by',
    widget: 'number',
    readOnly: true,
    reference: { resource: 'internal-user', valueField: 'id', labelField: 'fullname' },
    embed: 'auditor',
  },
  published_at: { label: 'Published', widget: 'datetime', readOnly: true },
  scheduled_at: { label: 'Scheduled for', widget: 'datetime', readOnly: true },
  response_note: { label: 'Last review note', widget: 'textarea', readOnly: true },
} as const satisfies Record<string, FieldMeta>;

export const algoContentMeta = {
  thumbnail: {
    widget: 'image',
    help: 'The cover in lists and shares.',
    image: { maxBytes: 2 * MB, hint: '1200 × 630 px; PNG, JPEG or WebP, at most 2 MB' },
  },
  category_id: {
    widget: 'number',
    help: 'Where readers find it.',
    reference: { resource: 'category', valueField: 'id', labelField: 'article_category_name' },
  },
  tickers: tickersMeta('Master stocks the piece is about: type a ticker or a company name.'),
  ...workflowFieldsMeta,
  writter_id: {
    label: 'Writter',
    widget: 'number',
    readOnly: true,
    reference: { resource: 'internal-user', valueField: 'id', labelField: 'fullname' },
    embed: 'writter',
  },
} as const satisfies Record<string, FieldMeta | EditableFieldMeta>;

/** Tags of an area: master tags that apply to it (RESEARCH or NEWS) or to both. */
export function tagsMeta(scope: 'RESEARCH' | 'NEWS'): EditableFieldMeta {
  return {
    widget: 'multiselect',
    help: `Master tags for ${scope === 'RESEARCH' ? 'research' : 'news'} (or both).`,
    reference: { resource: 'master-tag', valueField: 'id', labelField: 'name', where: tagScope(scope) },
  };
}

/** Master tags that apply to an area: its own and those for both (the server refuses the others). */
function tagScope(scope: 'RESEARCH' | 'NEWS') {
  return { field: 'applies_to', values: [scope, 'BOTH'] };
}

/** The list filters both areas offer (status first: the workflow's tabs). */
export const algoContentFilters = [
  { field: 'status', type: 'select' },
  {
    field: 'category_id',
    type: 'reference',
    label: 'Category',
    reference: { resource: 'category', valueField: 'id', labelField: 'article_category_name', noneLabel: 'No category' },
  },
  { field: 'tags', type: 'reference', label: 'Tag', reference: { resource: 'master-tag', valueField: 'id', labelField: 'name' } },
  { field: 'tickers', type: 'reference', label: 'Ticker' },
  {
    field: 'writter_id',
    type: 'reference',
    label: 'Writter',
    reference: { resource: 'internal-user', valueField: 'id', labelField: 'fullname' },
  },
  { field: 'published_at', type: 'date-range', label: 'Published' },
] as const;
