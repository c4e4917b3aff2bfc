import { z } from 'zod';
import { defineResource } from './define-resource.ts';
import { fields as f } from './resource-fields.ts';
import { TICKER_REFERENCE, tickerInput } from './stock-fields.ts';

const price = (label: string) => f.rupiah(label, { max: 10_000_000 });
const BIG = 9_000_000_000_000_000;

/** A day of trading of one stock (STOCKDATA), loaded mostly by CSV import; one row per ticker and date. */
export const stockDataSchema = z
  .strictObject({
    ticker: tickerInput(),
    date: f.date('Date'),
    open: price('Open'),
    high: price('High'),
    low: price('Low'),
    close: price('Close'),
    volume: f.integer('Volume', { min: 0, max: BIG }),
    value: f.integer('Value', { min: 0, max: BIG }),
    frequency: f.integer('Frequency', { min: 0, max: 100_000_000 }),
  })
  .superRefine((day, ctx) => {
    if (typeof day.high !== 'number' || typeof day.low !== 'number') return;
    if (day.low > day.high) ctx.addIssue({ code: 'custom', path: ['low'], message: 'Low must not be above high' });
    for (const key of ['open', 'close'] as const) {
      const v = day[key];
      if (typeof v === 'number' && (v > day.high || v < day.low))
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `${key === 'open' ? 'Open' : 'Close'} must lie between low and high`,
        });
    }
  });

export const stockDataResource = defineResource({
  name: 'stock-data',
  labels: { singular: 'Daily stock data', plural: 'Daily stock data' },
  description: 'Open, high, low, close, volume, value and frequency per stock and trading day.',
  module: 'STOCKDATA',
  kind: 'collection',
  schema: stockDataSchema,
  fields: {
    ticker: { widget: 'text', placeholder: 'BBCA', reference: TICKER_REFERENCE },
    date: { widget: 'date' },
    open: { widget: 'money-idr' },
    high: { widget: 'money-idr' },
    low: { widget: 'money-idr' },
    close: { widget: 'money-idr' },
    volume: { widget: 'number', help: 'Shares traded.' },
    value: { widget: 'money-idr', help: 'Rupiah traded.' },
    frequency: { widget: 'number', help: 'Number of trades.' },
  },
  titleField: 'ticker',
  list: {
    columns: [
      { field: 'ticker', format: 'text', width: 90 },
      { field: 'date', format: 'date', width: 130 },
      { field: 'open', format: 'money-idr', width: 110 },
      { field: 'high', format: 'money-idr', width: 110 },
      { field: 'low', format: 'money-idr', width: 110 },
      { field: 'close', format: 'money-idr', width: 110 },
      { field: 'volume', format: 'number', width: 140 },
      { field: 'value', format: 'money-idr', width: 180 },
      { field: 'frequency', format: 'number', width: 110 },
    ],
    search: [],
    filters: [
      { field: 'ticker', type: 'reference', label: 'Ticker', reference: TICKER_REFERENCE },
      { field: 'date', type: 'date-range', label: 'Date' },
    ],
    sort: ['date'],
    defaultSort: { field: 'date', desc: true },
  },
  form: {
    sections: [
      { title: 'Trading day', fields: ['ticker', 'date'], columns: 2 },
      { title: 'Prices', fields: ['open', 'high', 'low', 'close'], columns: 2 },
      { title: 'Activity', fields: ['volume', 'value', 'frequency'], columns: 2 },
    ],
  },
  sample: {
    ticker: 'BBCA',
    date: '2020-01-02',
    open: 9000,
    high: 9100,
    low: 8900,
    close: 9050,
    volume: 1000,
    value: 9_050_000,
    frequency: 10,
  },
  screens: {
    list: 'Stocks',
  },
  hooks: ['beforeChange', 'beforeImport'],
  import: { key: ['ticker', 'date'] },
});
