import { NumberInput, Select } from '@mantine/core';
import type { ApiKeyOwnerKind } from '@rc/contract/api-keys';
import { useReferenceChoices } from '@/lib/reference-choices.ts';

const SOURCES = {
  contributor: { resource: 'contributor', valueField: 'id', labelField: 'fullname' },
  institution: { resource: 'institution', valueField: 'id', labelField: 'name' },
} as const;

const LABELS: Record<ApiKeyOwnerKind, string> = { contributor: 'Contributor', institution: 'Institution' };

/**
 * Whom a bound key speaks for: a choice among the records the person may read, or the record's id
 * when they may not read that list.
 */
export function ApiKeyOwnerSelect({
  kind,
  value,
  error,
  onChange,
}: {
  kind: ApiKeyOwnerKind;
  value: number | null;
  error?: string;
  onChange: (value: number | null) => void;
}) {
  const { choices, loading, forbidden } = useReferenceChoices(SOURCES[kind]);
  const label = LABELS[kind];
  const description = `The key speaks for this ${kind}: what it sends is theirs.`;
  if (forbidden)
    return (
      <NumberInput
        label={`${label} id`}
        description={description}
        required
        min={1}
        allowDecimal={false}
        value={value ?? ''}
        onChange={(next) => onChange(typeof next === 'number' ? next : null)}
        error={error}
        data-testid={`api-key-${kind}`}
      />
    );
  return (
    <Select
      label={label}
      description={description}
      placeholder={loading ? 'Loading…' : `Choose a ${kind}`}
      required
      searchable
      nothingFoundMessage={`No ${kind} matches`}
      data={choices}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : null)}
      error={error}
      comboboxProps={{ withinPortal: true }}
      data-testid={`api-key-${kind}`}
    />
  );
}
