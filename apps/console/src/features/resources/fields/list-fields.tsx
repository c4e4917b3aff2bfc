import { MultiSelect, TagsInput } from '@mantine/core';
import { useState } from 'react';
import type { FieldMeta } from '@rc/contract/resources/resource';
import { referenceFallback, useReferenceChoices, useReferenceSearch, type ReferenceSource } from '@/lib/reference-choices.ts';
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
}: WidgetProps<string[]> & { description?: string }) {
  const [typed, setTyped] = useState('');
  // Codes of another resource (tickers of master stocks) are offered as they are typed, with their names.
  const found = useReferenceSearch(meta.reference, typed);
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
}: WidgetProps<Array<string | number>> & { numbers: boolean }) {
  const reference = meta.reference as ReferenceSource;
  const source = useReferenceChoices(reference);
  if (source.forbidden && !numbers) {
    return (
      <CodesField
        meta={meta}
        name={name}
        value={value.map(String)}
        onChange={onChange}
        error={error}
        disabled={disabled}
        description={`${meta.help ? `${meta.help} ` : ''}The list to choose from is not open to you: type the codes.`}
      />
    );
  }
  const data = [...source.choices];
  for (const v of value) {
    if (!data.some((d) => d.value === String(v))) data.push({ value: String(v), label: referenceFallback(reference, v) });
  }
  return (
    <MultiSelect
      label={meta.label}
      description={meta.help}
      placeholder={value.length > 0 ? undefined : source.loading ? 'Loading…' : choosePrompt(meta)}
      data={data}
      value={value.map(String)}
      onChange={(next) => onChange(numbers ? next.map(Number) : next)}
      searchable
      clearable
      hidePickedOptions
      nothingFoundMessage={source.forbidden ? 'The list to choose from is not open to you' : 'Nothing matches'}
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
