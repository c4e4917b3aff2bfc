/**
 * The console's one style for a count (clients, views, records, shares traded): thousands grouped
 * with commas, 1,234,567; in a small space (a tab's badge) 1.2K. Amounts of money are rupiah
 * (money.ts: Rp 99.000), and so are share prices; nothing else formats a number by itself.
 */
const whole = new Intl.NumberFormat('en');
const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** 1234567 → "1,234,567". */
export function formatCount(n: number): string {
  return whole.format(n);
}

/** A count in a small space: as it is below a thousand, then 1.2K, 3.4M. */
export function formatCompactCount(n: number): string {
  return n < 1000 ? whole.format(n) : compact.format(n);
}
