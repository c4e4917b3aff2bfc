// The stocks area's surface for other areas: the check that tickers are known.
export { assertTickers } from './stock-tickers.ts';
