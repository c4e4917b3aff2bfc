import '@mantine/dates/styles.css';
import { Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useReferenceChoices } from '@/lib/resource-api.ts';

type Reference = { resource: string; valueField: string; labelField: string; noneLabel?: string };

/** The choices of a reference filter: records of the other resource (the first hundred), searchable. */
export function ReferenceFilter({
  reference,
  label,
  value,
  onChange,
}: {
  reference: Reference;
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const choices = useReferenceChoices(reference);
  const data = [...(reference.noneLabel ? [{ value: 'none', label: reference.noneLabel }] : []), ...(choices.data ?? [])];
  // A value from the address that is not among the first hundred still shows, as itself.
  if (value && !data.some((d) => d.value === value)) data.push({ value, label: value });
  return (
    <Select
      size="xs"
      w={220}
      aria-label={`Filter by ${label}`}
      placeholder={choices.isPending ? 'Loading…' : `Any ${label.toLowerCase()}`}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable
      nothingFoundMessage="Nothing matches"
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** Two days, both included; either may stay open. */
export function DateRangeFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: [string | null, string | null];
  onChange: (value: [string | null, string | null]) => void;
}) {
  return (
    <DatePickerInput
      type="range"
      size="xs"
      w={240}
      aria-label={`Filter by ${label}`}
      placeholder="Any day"
      value={value}
      onChange={(next) => {
        const [start, end] = next;
        // Wait for both ends of a new range, unless the field was cleared.
        if (start && !end) return;
        onChange([start ?? null, end ?? null]);
      }}
      allowSingleDateInRange
      clearable
      valueFormat="D MMM YYYY"
      leftSection={<IconCalendar size={14} />}
    />
  );
}
