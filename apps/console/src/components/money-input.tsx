import { NumberInput, type NumberInputProps } from '@mantine/core';
import { RUPIAH_PREFIX, RUPIAH_THOUSANDS } from '@/lib/money.ts';

/** Whole rupiah, shown as people read it while they type: Rp 99.000. */
export function MoneyInput({
  value,
  onChange,
  ...props
}: Omit<NumberInputProps, 'value' | 'onChange'> & { value: number | null; onChange: (value: number | null) => void }) {
  return (
    <NumberInput
      {...props}
      value={value ?? ''}
      onChange={(next) =>
        onChange(typeof next === 'number' ? next : next === '' ? null : Number(next.replace(/\D/g, '')) || null)
      }
      prefix={RUPIAH_PREFIX}
      thousandSeparator={RUPIAH_THOUSANDS}
      decimalSeparator=","
      allowDecimal={false}
      allowNegative={false}
      hideControls
      inputMode="numeric"
      styles={{ input: { fontVariantNumeric: 'tabular-nums' } }}
    />
  );
}
