import { describe, expect, it } from 'vitest';
import { grouped, isCalendarDay } from './resource-fields.ts';

describe('Field helpers', () => {
  it('group thousands exactly as the English and Indonesian locales write them', () => {
    for (const n of [0, 7, 999, 1_000, 65_535, 1_000_000, 123_275_050_000, -4_200, Number.MAX_SAFE_INTEGER]) {
      expect(grouped(n, ',')).toBe(n.toLocaleString('en'));
      expect(grouped(n, '.')).toBe(n.toLocaleString('id-ID'));
    }
  });

  it('know the real calendar days, leap years included', () => {
    for (const day of ['2024-02-29', '2000-02-29', '2026-12-31', '1980-01-01', '0000-02-29'])
      expect(isCalendarDay(day), day).toBe(true);
    for (const day of [
      '2026-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2026-1-01',
      '26-01-01',
    ])
      expect(isCalendarDay(day), day).toBe(false);
  });
});
