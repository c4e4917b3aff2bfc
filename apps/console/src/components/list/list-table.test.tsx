import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { ListTable } from './list-table.tsx';

type Row = { id: number; title: string };
const rows: Row[] = [
  { id: 1, title: 'Alpha' },
  { id: 2, title: 'Beta' },
];
const columns = [
  { key: 'title', header: 'Title', sortField: 'title', render: (r: Row) => r.title },
  { key: 'plain', header: 'Plain', render: () => '—' },
];

describe('ListTable sorting', () => {
  it('sorts from anywhere in the header cell, by the keyboard too, and says how it is sorted', async () => {
    const onSort = vi.fn();
    renderWithProviders(
      <ListTable
        rows={rows}
        loading={false}
        fetching={false}
        columns={columns}
        skeletonRows={3}
        sort={{ field: 'title', desc: true }}
        onSort={onSort}
      />,
    );
    const header = screen.getByRole('columnheader', { name: /Title/ });
    expect(header.getAttribute('aria-sort')).toBe('descending');
    // A click on the cell itself, not on the word.
    await userEvent.click(header);
    expect(onSort).toHaveBeenCalledTimes(1);
    expect(onSort).toHaveBeenLastCalledWith('title');
    // The button inside is the keyboard control: Enter sorts once.
    screen.getByRole('button', { name: /Title/ }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onSort).toHaveBeenCalledTimes(2);
    // A column that does not sort has no sort state and no button.
    const plain = screen.getByRole('columnheader', { name: 'Plain' });
    expect(plain.getAttribute('aria-sort')).toBeNull();
    await userEvent.click(plain);
    expect(onSort).toHaveBeenCalledTimes(2);
  });
});
