import { describe, expect, it } from 'vitest';
import { outcomeSentence } from './workflow-step-dialog.tsx';

describe('the toast after a workflow step', () => {
  it('says what happened in words, not the bare status', () => {
    expect(outcomeSentence('“BBCA”', 'REVISION', null)).toBe('“BBCA” was sent back for revision.');
    expect(outcomeSentence('“BBCA”', 'REJECTED', null)).toBe('“BBCA” was rejected.');
    expect(outcomeSentence('“BBCA”', 'APPROVED', null)).toBe('“BBCA” was approved and published.');
    expect(outcomeSentence('It', 'APPROVED', '25 Nov 2026, 09:00')).toBe(
      'It was approved and will be published 25 Nov 2026, 09:00.',
    );
    for (const status of ['PENDING', 'REQUEST', 'DRAFT', 'APPROVED', 'REVISION', 'REJECTED'])
      expect(outcomeSentence('It', status, null)).not.toMatch(/is now/);
  });
});
