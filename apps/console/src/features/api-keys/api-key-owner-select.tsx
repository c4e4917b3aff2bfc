import { NumberInput, Select } from '@mantine/core';
import type { ApiKeyOwnerKind } from '@rc/contract/api-keys';
import { useFieldChoices, type ChoiceSource } from '@/lib/reference-choices.ts';

/**
 * The choices of the fields that name a contributor and an institution (a sub-account's
 * contributor, a report's institution): the records a key can speak for.
 */
const SOURCES: Record<ApiKeyOwnerKind, ChoiceSource> = {
  contributor: {
    resource: 'sub-account-contributor',
    field: 'contributor_id',
    reference: { resource: 'contributor', valueField: 'id', labelField: 'fullname' },
  },
  institution: {
    resource: 'institution-content',
    field: 'institution_id',
    reference: { resource: 'institution', valueField: 'id', labelField: 'name' },
  },
};

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
  const { choices, loading, forbidden } = useFieldChoices(SOURCES[kind]);
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
