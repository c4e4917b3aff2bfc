import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { FieldMeta } from '@rc/contract/resources/resource';
import { resourceClient } from '@/lib/resource-api.ts';
import type { WidgetProps } from './widget-props.ts';

type Reference = NonNullable<FieldMeta['reference']>;

/**
 * A number field that holds another record's id (FieldMeta.reference): the records of that
 * resource by name (the first hundred, searchable). A stored id not among them still shows.
 */
export function ReferenceField({ meta, name, value, onChange, error, disabled, required }: WidgetProps<number | null>) {
  const reference = meta.reference as Reference;
  const choices = useQuery({
    queryKey: ['resource', reference.resource, 'reference-choices', reference.valueField, reference.labelField],
    queryFn: ({ signal }) => resourceClient({ name: reference.resource }).list({ page: 1, limit: 100 }, signal),
    staleTime: 60_000,
  });
  const data = (choices.data?.data ?? []).map((row) => ({
    value: String(row[reference.valueField]),
    label: String(row[reference.labelField] ?? row.id),
  }));
  if (value !== null && !data.some((d) => d.value === String(value))) data.push({ value: String(value), label: `#${value}` });
  return (
    <Select
      label={meta.label}
      description={meta.help}
      placeholder={choices.isPending ? 'Loading…' : `Choose ${meta.label.toLowerCase()}`}
      data={data}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      searchable
      allowDeselect={!required}
      clearable={!required}
      required={required}
      error={error}
      disabled={disabled}
      nothingFoundMessage="Nothing matches"
      data-field={name}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
