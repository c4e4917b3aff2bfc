import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { MoneyInput } from './money-input.tsx';

function Price({ onValue, initial = null }: { onValue: (value: number | null) => void; initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <MoneyInput
      label="Price"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('the rupiah input', () => {
  it('shows a stored amount with the prefix and dots', () => {
    renderWithProviders(<Price onValue={() => {}} initial={2_490_000} />);
    expect((screen.getByLabelText('Price') as HTMLInputElement).value).toBe('Rp 2.490.000');
  });

  it('groups thousands while typing and hands back whole rupiah', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Price onValue={onValue} />);
    await userEvent.type(screen.getByLabelText('Price'), '99000');
    expect((screen.getByLabelText('Price') as HTMLInputElement).value).toBe('Rp 99.000');
    expect(onValue).toHaveBeenLastCalledWith(99_000);
  });

  it('hands back null when emptied', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Price onValue={onValue} initial={5000} />);
    await userEvent.clear(screen.getByLabelText('Price'));
    expect(onValue).toHaveBeenLastCalledWith(null);
  });
});
