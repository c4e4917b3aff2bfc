import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { algoNewsResource } from '@rc/contract/resources/algo-news.resource';
import type { ResourceRecord } from '@/lib/resource-api.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { RecordTitle } from './record-title.tsx';

const item = (id: number, title: string, breaking: boolean) =>
  ({ id, version: 1, title, is_breaking: breaking, created_at: '', updated_at: '' }) as unknown as ResourceRecord;

describe('a row’s title', () => {
  it('carries the badge of a set yes/no field the definition marks (a breaking Insight item)', () => {
    renderWithProviders(
      <>
        <RecordTitle def={algoNewsResource} row={item(7, 'IHSG Ditutup Menguat', true)} canUpdate />
        <RecordTitle def={algoNewsResource} row={item(8, 'Rupiah Stabil', false)} canUpdate />
      </>,
    );
    const marks = screen.getAllByTestId('row-mark');
    expect(marks).toHaveLength(1);
    expect(marks[0]!.textContent).toBe('Breaking');
    expect(marks[0]!.parentElement?.textContent).toContain('IHSG Ditutup Menguat');
    const link = screen.getByRole('link', { name: 'IHSG Ditutup Menguat' });
    expect(link.getAttribute('href')).toBe('/algo-news/editor/existing/7');
  });
});
