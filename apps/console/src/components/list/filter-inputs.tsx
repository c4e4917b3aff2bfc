import dayjs from 'dayjs';
import '@mantine/dates/styles.css';
import { CloseButton, Select, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import type { ReferenceChoice } from '@/lib/reference-choices.ts';

/**
 * The choices of a reference filter: records of the other resource, the first ones at once and the
 * matches of what is typed (`onSearchChange`). A value from the address that is not among them
 * still shows, as `fallback` names it.
 */
export function ReferenceFilter({
  label,
  choices,
  loading,
  noneLabel,
  fallback,
  value,
  onChange,
  onSearchChange,
}: {
  label: string;
  choices: readonly ReferenceChoice[];
  loading: boolean;
  noneLabel?: string;
  fallback: (value: string) => string;
  value: string | null;
  onChange: (value: string | null) => void;
  onSearchChange?: (typed: string) => void;
}) {
  const data = [...(noneLabel ? [{ value: 'none', label: noneLabel }] : []), ...choices];
  if (value && !data.some((d) => d.value === value)) data.push({ value, label: fallback(value) });
  return (
    <Select
      size="xs"
      w={220}
      aria-label={`Filter by ${label}`}
      placeholder={loading ? 'Loading…' : `Any ${label.toLowerCase()}`}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      onSearchChange={onSearchChange}
      // The server has matched what is typed (a ticker by code or company name).
      filter={onSearchChange ? ({ options }) => options : undefined}
      clearable
      nothingFoundMessage="Nothing matches"
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/**
 * A typed code (a ticker): upper-cased as it is typed, applied on Enter or when the field is left,
 * cleared with its button.
 */
export function CodeFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const [draft, setDraft] = useState(value ?? '');
  // A new value from the address (Back, "Clear filters") replaces what was being typed.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value ?? '');
  }
  const apply = () => {
    const next = draft.trim().toUpperCase();
    if (next !== (value ?? '')) onChange(next === '' ? null : next);
  };
  return (
    <TextInput
      size="xs"
      w={130}
      aria-label={`Filter by ${label}`}
      placeholder={`Any ${label.toLowerCase()}`}
      value={draft}
      maxLength={30}
      onChange={(event) => setDraft(event.currentTarget.value.toUpperCase().replace(/[^A-Z0-9_]/g, ''))}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          apply();
        }
      }}
      onBlur={apply}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: 0.5 } }}
      rightSection={
        draft ? (
          <CloseButton
            size="xs"
            aria-label={`Clear the ${label.toLowerCase()} filter`}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              setDraft('');
              onChange(null);
            }}
          />
        ) : null
      }
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
  const day = (v: string | null) => (v ? dayjs(v).format('D MMM YYYY') : '');
  // The name holds what the field shows (WCAG 2.5.3, label in name): the days, or "Any day".
  const shown = value[0] ? `${day(value[0])} – ${day(value[1] ?? value[0])}` : 'Any day';
  return (
    <DatePickerInput
      type="range"
      size="xs"
      w={240}
      aria-label={`Filter by ${label}: ${shown}`}
      labelSeparator="–"
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
