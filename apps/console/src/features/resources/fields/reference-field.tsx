import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { referenceFallback, useReferenceChoices, useReferenceSearch, type ReferenceSource } from '@/lib/reference-choices.ts';
import type { WidgetProps } from './widget-props.ts';

/**
 * A number field that holds another record's id (FieldMeta.reference): the records of that
 * resource by name, the first hundred at once and, as the person types, the matches of the
 * resource's own text search (so one research among a million is found by a word of its title).
 * A stored id not among them still shows, as `#id` (also when the person may not read that resource).
 */
export function ReferenceField({ meta, name, value, onChange, error, disabled, required }: WidgetProps<number | null>) {
  const reference = meta.reference as ReferenceSource | undefined;
  const source = useReferenceChoices(reference);
  const [typed, setTyped] = useState('');
  const [debounced] = useDebouncedValue(typed, 250);
  const found = useReferenceSearch(debounced.trim().length >= 2 ? reference : undefined, debounced);
  const data = [...source.choices];
  for (const choice of found.choices) if (!data.some((d) => d.value === choice.value)) data.push(choice);
  if (reference && value !== null && !data.some((d) => d.value === String(value))) {
    data.push({ value: String(value), label: referenceFallback(reference, value) });
  }
  return (
    <Select
      label={meta.label}
      description={meta.help}
      placeholder={source.loading ? 'Loading…' : (meta.placeholder ?? `Choose ${meta.label.toLowerCase()}`)}
      data={data}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      searchable
      onSearchChange={setTyped}
      allowDeselect={!required}
      clearable={!required}
      required={required}
      error={error}
      disabled={disabled}
      nothingFoundMessage={source.forbidden ? 'The list to choose from is not open to you' : 'Nothing matches'}
      data-field={name}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
