import { z } from 'zod';
import { defineResource } from './define-resource.ts';
import { fields as f } from './resource-fields.ts';
import { tickersInput, tickersMeta } from './stock-fields.ts';

/** IHSG, LQ45, IDX30 … */
const INDEX_CODE = /^[A-Z0-9]{2,12}$/;

/** Stock indices (MASTERSTOCKINDEX) and their constituents, each a master stock. */
export const stockIndexSchema = z.strictObject({
  code: f.code('Code', { pattern: INDEX_CODE, hint: '2 to 12 letters or digits such as LQ45' }),
  name: f.text('Name', { max: 200 }),
  tickers: tickersInput('Constituents', 1000),
});

export const stockIndexResource = defineResource({
  name: 'stock-index',
  labels: { singular: 'Stock index', plural: 'Stock indices' },
  description: 'Indices such as IHSG, LQ45 and IDX30 and the stocks they hold.',
  module: 'MASTERSTOCKINDEX',
  kind: 'collection',
  schema: stockIndexSchema,
  fields: {
    code: { widget: 'text', placeholder: 'LQ45', unique: true },
    name: { widget: 'text', placeholder: 'e.g. Indeks LQ45' },
    tickers: tickersMeta('The constituents: master stocks, by ticker or company name.'),
  },
  titleField: 'name',
  list: {
    columns: [
      { field: 'code', format: 'text', width: 120 },
      { field: 'name', format: 'text' },
      { field: 'tickers', format: 'tags', width: 320 },
      { field: 'updated_at', label: 'Last change', format: 'datetime', width: 170 },
    ],
    search: ['code', 'name'],
    searchPlaceholder: 'Search code or name',
    filters: [{ field: 'tickers', type: 'reference', label: 'Holds ticker' }],
    sort: ['code', 'name', 'created_at', 'updated_at'],
    defaultSort: { field: 'code', desc: false },
  },
  form: { sections: [{ title: 'Index', fields: ['code', 'name', 'tickers'] }] },
  sample: { code: 'LQ45', name: 'Indeks LQ45', tickers: ['BBCA'] },
  screens: {
    list: 'Stocks',
  },
  hooks: ['beforeChange', 'beforeImport'],
  import: { key: ['code'] },
});
