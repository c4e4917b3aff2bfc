import { z } from 'zod';
import { defineResource } from './define-resource.ts';
import { fields as f } from './resource-fields.ts';
import { tickerInput } from './stock-fields.ts';

/** IDX industrial classification (IDX-IC) sectors. */
export const STOCK_SECTORS = [
  'Energy',
  'Basic Materials',
  'Industrials',
  'Consumer Non-Cyclicals',
  'Consumer Cyclicals',
  'Healthcare',
  'Financials',
  'Properties & Real Estate',
  'Technology',
  'Infrastructures',
  'Transportation & Logistic',
] as const;

/** IDX listing boards. */
export const STOCK_BOARDS = ['MAIN', 'DEVELOPMENT', 'ACCELERATION', 'NEW_ECONOMY', 'WATCHLIST'] as const;
const BOARD_LABELS: Record<(typeof STOCK_BOARDS)[number], string> = {
  MAIN: 'Main',
  DEVELOPMENT: 'Development',
  ACCELERATION: 'Acceleration',
  NEW_ECONOMY: 'New Economy',
  WATCHLIST: 'Watchlist',
};

/** Listed companies (MASTERSTOCK): the tickers every other area names are checked against these. */
export const masterStockSchema = z.strictObject({
  ticker: tickerInput(),
  company_name: f.text('Company name', { max: 200 }),
  sector: f.select('Sector', STOCK_SECTORS),
  sub_sector: f.optionalText('Sub-sector', { max: 100 }),
  board: f.select('Board', STOCK_BOARDS).default('MAIN'),
  listing_date: f.optionalDate('Listing date'),
  shares_outstanding: f.integer('Shares outstanding', { min: 0, max: 9_000_000_000_000 }).nullable().default(null),
  logo: f.optionalImage('Logo'),
  active: f.boolean('Active', true),
});

export const masterStockResource = defineResource({
  name: 'master-stock',
  labels: { singular: 'Master stock', plural: 'Master stocks' },
  description: 'Companies listed on IDX; every ticker in the console must be one of these.',
  module: 'MASTERSTOCK',
  kind: 'collection',
  schema: masterStockSchema,
  fields: {
    ticker: { widget: 'text', placeholder: 'BBCA', unique: true, help: 'The IDX code: four letters.' },
    company_name: { widget: 'text', placeholder: 'e.g. Bank Central Asia Tbk' },
    sector: { widget: 'select', options: STOCK_SECTORS.map((s) => ({ value: s, label: s })) },
    sub_sector: { widget: 'text', placeholder: 'e.g. Banks' },
    board: { widget: 'select', options: STOCK_BOARDS.map((b) => ({ value: b, label: BOARD_LABELS[b] })) },
    listing_date: { widget: 'date' },
    shares_outstanding: { widget: 'number', help: 'Listed shares, for market capitalisation.' },
    logo: { widget: 'image', image: { maxBytes: 512 * 1024, hint: 'Square PNG, JPEG or WebP, at most 512 KB' } },
    active: { widget: 'boolean', help: 'Inactive (delisted or suspended) stocks cannot be newly picked.' },
  },
  titleField: 'company_name',
  list: {
    columns: [
      { field: 'ticker', format: 'text', width: 100 },
      { field: 'company_name', format: 'text' },
      { field: 'sector', format: 'badge', width: 190 },
      { field: 'board', format: 'badge', width: 130 },
      { field: 'listing_date', format: 'date', width: 140 },
      { field: 'active', format: 'boolean', width: 90 },
    ],
    search: ['ticker', 'company_name', 'sub_sector'],
    searchPlaceholder: 'Search ticker, company or sub-sector',
    filters: [
      { field: 'sector', type: 'select' },
      { field: 'board', type: 'select' },
      { field: 'active', type: 'boolean', label: 'Active' },
    ],
    sort: ['ticker', 'company_name', 'listing_date', 'created_at', 'updated_at'],
    defaultSort: { field: 'ticker', desc: false },
  },
  form: {
    sections: [
      { title: 'Company', fields: ['ticker', 'company_name', 'sector', 'sub_sector'], columns: 2 },
      { title: 'Listing', fields: ['board', 'listing_date', 'shares_outstanding', 'active'], columns: 2 },
      { title: 'Logo', fields: ['logo'] },
    ],
  },
  sample: { ticker: 'BBCA', company_name: 'PT Bank Central Asia Tbk', sector: 'Financials' },
  screens: {
    group: 'stocks',
    list: { route: 'Stocks', path: '/tool/stocks', title: 'Stocks' },
    menu: { label: 'Stocks', section: 'tools' },
  },
  import: { key: ['ticker'] },
});
