import { z } from 'zod';
import { defineResource } from './define-resource.ts';
import { fields as f } from './resource-fields.ts';
import { workflowFieldsMeta } from './algo-content-fields.ts';
import { TICKER_PATTERN } from './stock-fields.ts';

export const PICK_ACTIONS = ['BUY', 'HOLD', 'SELL'] as const;
export type PickAction = (typeof PICK_ACTIONS)[number];

/** At most this many picks in one set. */
export const MAX_PICKS = 50;

/** A share price in whole rupiah (IDX prices have no cents). */
const price = (label: string) =>
  z
    .number({ error: `${label} must be a price in rupiah` })
    .int(`${label} must be whole rupiah`)
    .positive(`${label} must be more than 0`)
    .max(10_000_000, `${label} must be at most Rp 10.000.000`);

export const stockPickSchema = z.strictObject({
  ticker: z
    .string({ error: 'Ticker is required' })
    .trim()
    .toUpperCase()
    .refine((v) => TICKER_PATTERN.test(v), {
      error: (issue) => `${String(issue.input)} is not a ticker: four letters such as BBCA`,
    }),
  action: f.select('Action', PICK_ACTIONS),
  entry_price: price('Entry price'),
  target_price: price('Target price').nullable().default(null),
  stop_loss: price('Stop loss').nullable().default(null),
  rationale: f.optionalText('Rationale', { max: 1000 }),
});
export type StockPick = z.output<typeof stockPickSchema>;

/**
 * The rules of a set of picks: a BUY names a target above its entry and a stop loss below it, and
 * no ticker appears twice. Each problem is reported on the pick's own field (`picks.2.stop_loss`).
 */
export function checkPicks(picks: readonly StockPick[], ctx: z.RefinementCtx): void {
  const seen = new Map<string, number>();
  picks.forEach((pick, i) => {
    const at = (field: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [i, field] });
    const first = seen.get(pick.ticker);
    if (first !== undefined) at('ticker', `${pick.ticker} is already pick ${first + 1}; a set names each ticker once`);
    else seen.set(pick.ticker, i);
    if (pick.action !== 'BUY') return;
    if (pick.target_price === null) at('target_price', `A BUY needs a target price (${pick.ticker})`);
    else if (pick.target_price <= pick.entry_price)
      at('target_price', `The target of a BUY must be above its entry price of ${pick.entry_price} (${pick.ticker})`);
    if (pick.stop_loss === null) at('stop_loss', `A BUY needs a stop loss (${pick.ticker})`);
    else if (pick.stop_loss >= pick.entry_price)
      at('stop_loss', `The stop loss of a BUY must be below its entry price of ${pick.entry_price} (${pick.ticker})`);
  });
}

/** What an institution sends (the institution comes from its API key). */
export const institutionStockPlacementSchema = z
  .strictObject({
    title: f.text('Title', { max: 150, min: 3 }),
    period_from: f.date('Period from'),
    period_to: f.date('Period to'),
    picks: f
      .labelled('Picks', z.array(stockPickSchema, { error: 'Picks must be a list' }))
      .min(1, 'A set needs at least one pick')
      .max(MAX_PICKS, `A set holds at most ${MAX_PICKS} picks`)
      .superRefine(checkPicks),
  })
  .superRefine((value, ctx) => {
    if (value.period_to < value.period_from)
      ctx.addIssue({ code: 'custom', message: 'Period to must be on or after period from', path: ['period_to'] });
  });

export type InstitutionStockPlacementInput = z.input<typeof institutionStockPlacementSchema>;

export const institutionStockPlacementResource = defineResource({
  name: 'institution-stock-placement',
  labels: { singular: 'Stock selection', plural: 'Selection stocks' },
  description: 'Dated sets of stock picks submitted by institutions, reviewed before they are published.',
  module: 'INSTITUTION_STOCK_PLACEMENT',
  kind: 'collection',
  schema: institutionStockPlacementSchema,
  fields: {
    title: { widget: 'text' },
    period_from: { widget: 'date' },
    period_to: { widget: 'date' },
    picks: {
      widget: 'rows',
      rows: {
        key: 'ticker',
        columns: [
          { field: 'ticker', label: 'Ticker', format: 'text' },
          {
            field: 'action',
            label: 'Action',
            format: 'badge',
            options: [
              { value: 'BUY', label: 'Buy', color: 'teal' },
              { value: 'HOLD', label: 'Hold', color: 'warning' },
              { value: 'SELL', label: 'Sell', color: 'danger' },
            ],
          },
          { field: 'entry_price', label: 'Entry', format: 'money-idr' },
          { field: 'target_price', label: 'Target', format: 'money-idr' },
          { field: 'stop_loss', label: 'Stop loss', format: 'money-idr' },
          { field: 'rationale', label: 'Rationale', format: 'text' },
        ],
      },
    },
    institution_id: {
      label: 'Institution',
      widget: 'number',
      readOnly: true,
      reference: { resource: 'institution', valueField: 'id', labelField: 'name' },
    },
    ...workflowFieldsMeta,
  },
  titleField: 'title',
  list: {
    columns: [
      { field: 'title', format: 'text' },
      { field: 'institution_id', format: 'number', width: 180 },
      { field: 'period_from', format: 'date', width: 140 },
      { field: 'period_to', format: 'date', width: 140 },
      { field: 'status', format: 'badge', width: 130 },
      { field: 'updated_at', label: 'Last change', format: 'datetime', width: 170 },
    ],
    search: ['title'],
    searchPlaceholder: 'Search title',
    filters: [
      { field: 'status', type: 'select' },
      {
        field: 'institution_id',
        type: 'reference',
        label: 'Institution',
        reference: { resource: 'institution', valueField: 'id', labelField: 'name' },
      },
      { field: 'picks', type: 'reference', label: 'Ticker' },
      { field: 'period_from', type: 'date-range', label: 'Period from' },
    ],
    sort: ['created_at', 'updated_at', 'period_from', 'title'],
    defaultSort: { field: 'updated_at', desc: true },
  },
  form: {
    sections: [
      { title: 'Selection', fields: ['title', 'institution_id', 'period_from', 'period_to'], columns: 2 },
      { title: 'Picks', fields: ['picks'] },
    ],
  },
  sample: {
    title: 'Pilihan saham pekan ini',
    period_from: '2026-11-02',
    period_to: '2026-11-06',
    picks: [{ ticker: 'BBCA', action: 'BUY', entry_price: 9000, target_price: 10_000, stop_loss: 8500 }],
  },
  screens: {
    group: 'institution-stock',
    list: { route: 'InstitutionStockPlacement', path: '/institution-stock-placement/list', title: 'Selection stocks' },
    edit: {
      route: 'InstitutionStockPlacementDetail',
      path: '/institution-stock-placement/detail/:id',
      title: 'Selection stocks detail',
    },
    menu: { label: 'Selection Stocks', section: 'institution' },
  },
  // Institutions send sets through the public call; staff review, never write them.
  calls: ['list', 'detail', 'history', 'export', 'counts', 'workflow', 'workflowBulk'],
  workflow: { module: 'INSTITUTION_STOCK_PLACEMENT', actions: ['approve', 'request_revision', 'reject'] },
});
