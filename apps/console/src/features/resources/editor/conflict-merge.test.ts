import { describe, expect, it } from 'vitest';
import { adBannerResource } from '@rc/contract/resources/ad-banner.resource';
import { buildConflictRows, mergeValues, proposedChoices } from './conflict-merge.ts';
import { valuesOfRecord } from './form-values.ts';

const stored = {
  title: 'Promo Ramadan',
  placement: 'HOME_TOP',
  desktop_image: 'ad-banner/a.png',
  mobile_image: null,
  target_url: 'https://example.com/ramadan',
  open_in_new_tab: true,
  start_at: '2026-03-01T00:00:00.000Z',
  end_at: null,
  active: true,
  priority: 10,
};
const base = valuesOfRecord(adBannerResource, stored);

describe('the 409 merge, field by field', () => {
  it('lists only the fields where my version and theirs differ', () => {
    const mine = { ...base, title: 'Promo Ramadan 2026' };
    const theirs = { ...base, priority: 50 };
    const rows = buildConflictRows(adBannerResource, base, mine, theirs);
    expect(rows.map((r) => r.field)).toEqual(['title', 'priority']);
  });

  it('proposes their value where only they changed it, and mine where only I did', () => {
    const mine = { ...base, title: 'Promo Ramadan 2026' };
    const theirs = { ...base, priority: 50 };
    const rows = buildConflictRows(adBannerResource, base, mine, theirs);
    expect(rows.find((r) => r.field === 'title')).toMatchObject({ changedBy: 'me', proposed: 'mine' });
    expect(rows.find((r) => r.field === 'priority')).toMatchObject({
      changedBy: 'them',
      proposed: 'theirs',
      theirs: 50,
      mine: 10,
    });
    // Accepting the proposal keeps both edits: nobody's work is silently lost.
    expect(mergeValues(mine, theirs, rows, proposedChoices(rows))).toEqual({
      ...base,
      title: 'Promo Ramadan 2026',
      priority: 50,
    });
  });

  it('flags a field both changed differently and proposes mine', () => {
    const mine = { ...base, title: 'Mine' };
    const theirs = { ...base, title: 'Theirs' };
    const [row] = buildConflictRows(adBannerResource, base, mine, theirs);
    expect(row).toMatchObject({ field: 'title', label: 'Title', changedBy: 'both', proposed: 'mine', base: 'Promo Ramadan' });
  });

  it('does not list a field both changed to the same value', () => {
    const mine = { ...base, active: false };
    const theirs = { ...base, active: false };
    expect(buildConflictRows(adBannerResource, base, mine, theirs)).toEqual([]);
  });

  it('applies each choice: theirs where chosen, mine where chosen', () => {
    const mine = { ...base, title: 'Mine', priority: 20, active: false };
    const theirs = { ...base, title: 'Theirs', priority: 30 };
    const rows = buildConflictRows(adBannerResource, base, mine, theirs);
    const merged = mergeValues(mine, theirs, rows, { title: 'theirs', priority: 'mine', active: 'mine' });
    expect(merged).toMatchObject({ title: 'Theirs', priority: 20, active: false });
  });

  it('keeps their value for fields nobody is asked about', () => {
    const mine = { ...base, title: 'Mine' };
    const theirs = { ...base, title: 'Theirs', target_url: 'https://example.com/new' };
    const rows = buildConflictRows(adBannerResource, base, mine, theirs);
    const merged = mergeValues(mine, theirs, rows, { title: 'mine' });
    expect(merged.target_url).toBe('https://example.com/new');
    expect(merged.title).toBe('Mine');
  });
});
