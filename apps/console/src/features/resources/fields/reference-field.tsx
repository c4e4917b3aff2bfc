import { Select } from '@mantine/core';
import { referenceFallback, useReferenceChoices, type ReferenceSource } from '@/lib/reference-choices.ts';
import type { WidgetProps } from './widget-props.ts';

/**
 * A number field that holds another record's id (FieldMeta.reference): the records of that
 * resource by name (the first hundred, searchable). A stored id not among them still shows, as
 * `#id` (also when the person may not read that resource).
 */
export function ReferenceField({ meta, name, value, onChange, error, disabled, required }: WidgetProps<number | null>) {
  const reference = meta.reference as ReferenceSource;
  const source = useReferenceChoices(reference);
  const data = [...source.choices];
  if (value !== null && !data.some((d) => d.value === String(value))) {
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
