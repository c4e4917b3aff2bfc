/**
 * Money is integer rupiah (DOMAIN.md). Indonesian readers group thousands with dots: Rp 99.000.
 * Grouping is done by hand so every browser (and every ICU build) shows the same text.
 */
export const RUPIAH_PREFIX = 'Rp ';
export const RUPIAH_THOUSANDS = '.';

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, RUPIAH_THOUSANDS);
}

/** 99000 → "Rp 99.000"; a dash when there is no amount. */
export function formatRupiah(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '—';
  const whole = Math.round(amount);
  const sign = whole < 0 ? '-' : '';
  return `${sign}${RUPIAH_PREFIX}${groupThousands(String(Math.abs(whole)))}`;
}

/**
 * What a person typed as rupiah ("Rp 99.000", "99000", "99.000,-") → 99000; null when it holds no
 * digits. Dots and spaces group thousands; a comma starts cents, which rupiah prices never have.
 */
export function parseRupiah(text: string): number | null {
  const [whole = ''] = text.split(',');
  const digits = whole.replace(/[^\d]/g, '');
  if (!digits) return null;
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : null;
}
