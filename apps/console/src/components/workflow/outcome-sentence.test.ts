import { describe, expect, it } from 'vitest';
import { outcomeSentence } from './workflow-step-dialog.tsx';

describe('the toast after a workflow step', () => {
  it('says what happened in words, not the bare status', () => {
    expect(outcomeSentence('“BBCA”', 'REVISION', null)).toBe('“BBCA” was sent back for revision.');
    expect(outcomeSentence('“BBCA”', 'REJECTED', null)).toBe('“BBCA” was rejected.');
    expect(outcomeSentence('“BBCA”', 'APPROVED', null)).toBe('“BBCA” was approved and published.');
  });

  it('proposes the next full hour as a publish time, never midnight of the day', async () => {
    const { nextFullHour } = await import('./workflow-step-dialog.tsx');
    const dayjs = (await import('dayjs')).default;
    expect(nextFullHour(dayjs('2026-12-02T08:41:13'))).toBe('2026-12-02 09:00:00');
    expect(nextFullHour(dayjs('2026-12-02T23:05:00'))).toBe('2026-12-03 00:00:00');
    expect(outcomeSentence('It', 'SCHEDULED', '25 Nov 2026 09:00 WIB')).toBe(
      'It was approved and will be published 25 Nov 2026 09:00 WIB.',
    );
    for (const status of ['PENDING', 'REQUEST', 'DRAFT', 'SCHEDULED', 'APPROVED', 'REVISION', 'REJECTED'])
      expect(outcomeSentence('It', status, null)).not.toMatch(/is now/);
  });
});
