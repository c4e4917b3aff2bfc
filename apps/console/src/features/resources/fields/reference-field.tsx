import { useState } from 'react';
import { Badge, Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatDate } from '@/lib/date-formats.ts';
import {
  referenceFallback,
  useChoiceNames,
  useFieldChoices,
  type ChoiceSource,
  type ReferenceChoice,
} from '@/lib/reference-choices.ts';
import type { WidgetProps } from './widget-props.ts';

/** How a content choice's state reads: its status, and the date it went (or goes) live. */
export function contentState(choice: ReferenceChoice): string {
  const status = choice.status ? choice.status.charAt(0) + choice.status.slice(1).toLowerCase() : '';
  const date = choice.date ? formatDate(choice.date) : '';
  return [`#${choice.value}`, status, date].filter(Boolean).join(' · ');
}

/** One choice in a picker: its label and, for content, id, status and date, flagged when not live. */
export function ChoiceOption({ choice }: { choice: ReferenceChoice }) {
  if (choice.status === undefined) return <span>{choice.label}</span>;
  return (
    <Stack gap={0}>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" truncate>
          {choice.label}
        </Text>
        {choice.live === false ? (
          <Badge size="xs" color="warning" variant="light" tt="none" style={{ flex: 'none' }}>
            Not live
          </Badge>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed">
        {contentState(choice)}
      </Text>
    </Stack>
  );
}

/**
 * A number field that holds another record's id (FieldMeta.reference): that resource's records by
 * name through the field's choices call (open to whoever may write the field): the first ones at
 * once, live content first, and as the person types the matches of the resource's own text search
 * (one research among a million is found by a word of its title). Content shows its id, status
 * and date, and a chosen record readers cannot see yet says so.
 */
export function ReferenceField({
  meta,
  name,
  value,
  onChange,
  error,
  disabled,
  required,
  source,
}: WidgetProps<number | null> & { source: ChoiceSource | undefined }) {
  const [typed, setTyped] = useState('');
  const [debounced] = useDebouncedValue(typed, 250);
  const held = useChoiceNames(source, value === null ? [] : [value]);
  // The search box shows the chosen record's name: that is not a search.
  const heldLabel = value === null ? undefined : held.get(String(value))?.label;
  const found = useFieldChoices(source, debounced === heldLabel ? '' : debounced);
  const byValue = new Map<string, ReferenceChoice>(found.choices.map((c) => [c.value, c]));
  const chosen = value === null ? undefined : (byValue.get(String(value)) ?? held.get(String(value)));
  if (chosen && !byValue.has(chosen.value)) byValue.set(chosen.value, chosen);
  const data = [...byValue.values()].map((c) => ({ value: c.value, label: c.label }));
  if (source && value !== null && !byValue.has(String(value))) {
    data.push({ value: String(value), label: referenceFallback(source.reference, value) });
  }
  const notLive = chosen?.live === false;
  return (
    <Select
      label={meta.label}
      description={
        notLive
          ? `${meta.help ? `${meta.help} ` : ''}Not live: ${contentState(chosen)}. Readers will not see it until it is published.`
          : meta.help
      }
      placeholder={found.loading ? 'Loading…' : (meta.placeholder ?? `Choose ${meta.label.toLowerCase()}`)}
      data={data}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      searchable
      onSearchChange={setTyped}
      // The server matched what is typed (a word of a title, a name): shown as it answered.
      filter={({ options }) => options}
      renderOption={({ option }) => {
        const choice = byValue.get(option.value);
        return choice ? <ChoiceOption choice={choice} /> : option.label;
      }}
      allowDeselect={!required}
      clearable={!required}
      required={required}
      error={error}
      disabled={disabled}
      nothingFoundMessage={found.forbidden ? 'You may not choose this here' : found.loading ? 'Searching…' : 'Nothing matches'}
      data-field={name}
      data-not-live={notLive || undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
