import { MultiSelect, TagsInput } from '@mantine/core';
import { useState } from 'react';
import type { FieldMeta } from '@rc/contract/resources/resource';
import { useDebouncedValue } from '@mantine/hooks';
import { referenceFallback, useChoiceNames, useFieldChoices, type ChoiceSource } from '@/lib/reference-choices.ts';
import type { WidgetProps } from './widget-props.ts';

/** What separates codes typed or pasted in one go: a comma or a space (Enter adds one too). */
const CODE_SEPARATORS = [',', ' '];

/** Codes as the server keeps them: trimmed, upper-case, each once, in the order given. */
export function normaliseCodes(values: readonly string[]): string[] {
  const out: string[] = [];
  for (const value of values) {
    const code = value.trim().toUpperCase();
    if (code && !out.includes(code)) out.push(code);
  }
  return out;
}

/**
 * Short upper-case codes (tickers, plan codes) typed freely: upper-cased as they are typed, one
 * added at each comma, space or Enter (a pasted list is split the same way), what is left typed is
 * added when the field is left. The schema checks each code's shape. Codes of another resource
 * (FieldMeta.reference: tickers of master stocks) are also offered as they are typed, ticker or
 * company name, with the name beside each; the server checks they exist.
 */
export function CodesField({
  meta,
  name,
  value,
  onChange,
  error,
  disabled,
  description,
  source,
}: WidgetProps<string[]> & { description?: string; source?: ChoiceSource }) {
  const [typed, setTyped] = useState('');
  const [debounced] = useDebouncedValue(typed, 200);
  // Codes of another resource (tickers of master stocks) are offered as they are typed, code or
  // name, with their names (the field's choices call).
  const found = useFieldChoices(source, debounced);
  const names = new Map(found.choices.map((c) => [c.value, c.label]));
  return (
    <TagsInput
      data={found.choices.map((c) => c.value).filter((v) => !value.includes(v))}
      renderOption={({ option }) => (
        <span>
          <b style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}>{option.value}</b>
          {names.get(option.value) ? ` · ${names.get(option.value)}` : ''}
        </span>
      )}
      filter={({ options }) => options}
      comboboxProps={{ withinPortal: true }}
      label={meta.label}
      description={description ?? meta.help}
      placeholder={value.length === 0 ? meta.placeholder : undefined}
      value={value}
      onChange={(next) => onChange(normaliseCodes(next))}
      searchValue={typed}
      onSearchChange={(next) => setTyped(next.toUpperCase())}
      splitChars={CODE_SEPARATORS}
      acceptValueOnBlur
      clearable
      error={error}
      disabled={disabled}
      data-field={name}
      styles={{ pill: { fontFamily: 'var(--mantine-font-family-monospace)', fontWeight: 600 } }}
    />
  );
}

/**
 * Several records of another resource (FieldMeta.reference on a multiselect): tags by name, plans
 * by name. Values stay numbers when the schema holds ids (`numbers`), strings (codes) otherwise.
 * When the person may not read that resource, codes can still be typed, and ids already chosen
 * show as `#id`.
 */
export function ReferenceListField({
  meta,
  name,
  value,
  onChange,
  error,
  disabled,
  numbers,
  source,
}: WidgetProps<Array<string | number>> & { numbers: boolean; source: ChoiceSource }) {
  const [typed, setTyped] = useState('');
  const [debounced] = useDebouncedValue(typed, 250);
  const found = useFieldChoices(source, debounced);
  const held = useChoiceNames(source, value);
  const data = found.choices.map((c) => ({ value: c.value, label: c.label }));
  for (const v of value) {
    if (!data.some((d) => d.value === String(v)))
      data.push({ value: String(v), label: held.get(String(v))?.label ?? referenceFallback(source.reference, v) });
  }
  return (
    <MultiSelect
      label={meta.label}
      description={meta.help}
      placeholder={value.length > 0 ? undefined : found.loading ? 'Loading…' : choosePrompt(meta)}
      data={data}
      value={value.map(String)}
      onChange={(next) => onChange(numbers ? next.map(Number) : next)}
      searchable
      searchValue={typed}
      onSearchChange={setTyped}
      // The server matched what is typed (a plan by code or name).
      filter={({ options }) => options}
      clearable
      hidePickedOptions
      nothingFoundMessage={found.forbidden ? 'You may not choose this here' : found.loading ? 'Searching…' : 'Nothing matches'}
      error={error}
      disabled={disabled}
      data-field={name}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

function choosePrompt(meta: FieldMeta): string {
  return meta.placeholder ?? `Choose ${meta.label.toLowerCase()}`;
}
