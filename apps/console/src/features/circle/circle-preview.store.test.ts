import { describe, expect, it } from 'vitest';
import {
  circlePreviewStore,
  emptyCirclePreview,
  isEmptyPreview,
  resetCirclePreview,
  setCirclePreview,
} from './circle-preview.store.ts';

describe('the Circle preview state (section 4)', () => {
  it('resetting sets status REJECTED, empty fields and ids of -1', () => {
    setCirclePreview({
      ...emptyCirclePreview(),
      id: 12,
      article_title: 'TLKM: Monetisasi Data Center Mulai Terlihat',
      status: 'PENDING',
      writter_id: 3,
      article_category_id: 5,
      category: { id: 5, article_category_name: 'Telekomunikasi' },
      writter: { id: 3, fullname: 'Komunitas Saham Nusantara', email: 'redaksi@sahamnusantara.id' },
      first_content: '<p>Isi</p>',
    });
    expect(isEmptyPreview(circlePreviewStore.get())).toBe(false);
    resetCirclePreview();
    const reset = circlePreviewStore.get();
    expect(isEmptyPreview(reset)).toBe(true);
    expect(reset.status).toBe('REJECTED');
    expect([
      reset.id,
      reset.article_category_id,
      reset.writter_id,
      reset.auditor_id,
      reset.category?.id,
      reset.writter?.id,
    ]).toEqual([-1, -1, -1, -1, -1, -1]);
    for (const field of [
      'article_title',
      'first_summary',
      'second_summary',
      'third_summary',
      'short_description',
      'article_slug',
      'first_content',
      'second_content',
    ] as const) {
      expect(reset[field], field).toBe('');
    }
    expect(reset.category?.article_category_name).toBe('');
    expect(reset.writter).toEqual({ id: -1, fullname: '', email: '' });
  });
});
