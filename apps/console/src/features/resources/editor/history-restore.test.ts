import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '@rc/contract/resources/resource-wire';
import { categoryResource } from '@rc/contract/resources/category.resource';
import { valuesOfRecord } from './form-values.ts';
import { canRestoreEntry, valuesAfterEntry } from './history-restore.ts';

const entry = (id: number, action: string, changes: [string, unknown, unknown][]): HistoryEntry => ({
  id,
  action,
  at: `2026-11-0${id}T09:00:00.000Z`,
  actor: { id: 1, fullname: 'Ratna Wijaya' },
  note: null,
  request_id: null,
  changes: changes.map(([field, before, after]) => ({ field, label: field, before, after })),
});

// Newest first, as the history call answers.
const history = [
  entry(4, 'update', [['sort_order', 20, 30]]),
  entry(3, 'delete', [['deleted_at', null, '2026-11-03T09:00:00.000Z']]),
  entry(2, 'update', [
    ['article_category_name', 'Bank', 'Perbankan'],
    ['description', null, 'Bank BUMN dan swasta'],
  ]),
  entry(1, 'create', [
    ['article_category_name', null, 'Bank'],
    ['slug', null, 'bank'],
    ['sort_order', null, 20],
    ['active', null, true],
  ]),
];
const current = valuesOfRecord(categoryResource, {
  article_category_name: 'Perbankan',
  slug: 'bank',
  description: 'Bank BUMN dan swasta',
  icon: null,
  sort_order: 30,
  active: true,
});

describe('restoring a version from the history', () => {
  it('undoes every later change, newest first', () => {
    expect(valuesAfterEntry(categoryResource, current, history, 1)).toEqual({
      ...current,
      article_category_name: 'Bank',
      description: '',
      sort_order: 20,
    });
  });

  it('keeps the values as they were right after the chosen entry', () => {
    expect(valuesAfterEntry(categoryResource, current, history, 2)).toEqual({ ...current, sort_order: 20 });
  });

  it('ignores changes to fields the editor does not hold (trash moves)', () => {
    expect(valuesAfterEntry(categoryResource, current, history, 3)).toEqual({ ...current, sort_order: 20 });
  });

  it('offers a restore only where it would change something', () => {
    expect(canRestoreEntry(categoryResource, current, history, 4)).toBe(false);
    expect(canRestoreEntry(categoryResource, current, history, 2)).toBe(true);
    expect(valuesAfterEntry(categoryResource, current, history, 99)).toBeNull();
  });
});
