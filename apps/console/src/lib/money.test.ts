import { describe, expect, it } from 'vitest';
import { formatRupiah, parseRupiah } from './money.ts';

describe('formatRupiah', () => {
  it('groups thousands with dots after "Rp "', () => {
    expect(formatRupiah(99_000)).toBe('Rp 99.000');
    expect(formatRupiah(2_490_000)).toBe('Rp 2.490.000');
    expect(formatRupiah(1_000_000_000)).toBe('Rp 1.000.000.000');
  });

  it('shows small amounts and zero without separators', () => {
    expect(formatRupiah(0)).toBe('Rp 0');
    expect(formatRupiah(999)).toBe('Rp 999');
    expect(formatRupiah(1000)).toBe('Rp 1.000');
  });

  it('shows a dash when there is no amount', () => {
    expect(formatRupiah(null)).toBe('—');
    expect(formatRupiah(undefined)).toBe('—');
    expect(formatRupiah(Number.NaN)).toBe('—');
  });

  it('keeps the sign of a negative amount in front', () => {
    expect(formatRupiah(-15_500)).toBe('-Rp 15.500');
  });
});

describe('parseRupiah', () => {
  it('reads what people type, with or without the prefix and separators', () => {
    expect(parseRupiah('Rp 99.000')).toBe(99_000);
    expect(parseRupiah('99000')).toBe(99_000);
    expect(parseRupiah('2.490.000')).toBe(2_490_000);
    expect(parseRupiah('Rp 1 500 000')).toBe(1_500_000);
  });

  it('drops cents after a comma, which rupiah prices never have', () => {
    expect(parseRupiah('99.000,-')).toBe(99_000);
    expect(parseRupiah('99.000,50')).toBe(99_000);
  });

  it('gives null when there is no number', () => {
    expect(parseRupiah('')).toBeNull();
    expect(parseRupiah('Rp ')).toBeNull();
    expect(parseRupiah('gratis')).toBeNull();
  });

  it('round-trips with formatRupiah', () => {
    for (const amount of [0, 5, 99_000, 249_000, 2_490_000]) expect(parseRupiah(formatRupiah(amount))).toBe(amount);
  });
});
