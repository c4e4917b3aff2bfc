import { Anchor, Badge, ColorSwatch, Group, Image, List, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import type { FieldMeta } from '@rc/contract/resources/resource';
import { formatDate, formatDateTime } from '@/lib/date-formats.ts';
import { RowsTable } from '@/components/rows-table.tsx';
import { mediaUrl } from '@/lib/media.ts';
import { formatRupiah } from '@/lib/money.ts';
import { referenceFallback, useReferenceLabel, type ChoiceSource } from '@/lib/reference-choices.ts';
import { plainText } from '@/lib/rich-text.ts';
import { formatCount } from '@/lib/numbers.ts';

const EMPTY = '—';

function optionLabel(meta: FieldMeta, value: string): string {
  return meta.options?.find((o) => o.value === value)?.label ?? value;
}

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/**
 * A stored value as one line of text (history, conflicts, cards). `labelOf` names the records a
 * reference field points at (see `useFieldLabel`); without it they show as `#id` or their code.
 */
export function formatFieldValue(meta: FieldMeta | undefined, value: unknown, labelOf?: (value: unknown) => string): string {
  if (isBlank(value)) return EMPTY;
  if (!meta) return typeof value === 'string' ? value : JSON.stringify(value);
  if (meta.reference) {
    const name = labelOf ?? ((v: unknown) => referenceFallback(meta.reference!, v));
    return Array.isArray(value) ? value.map(name).join(', ') : name(value);
  }
  switch (meta.widget) {
    case 'money-idr':
      return formatRupiah(Number(value));
    case 'number':
      return formatCount(Number(value));
    case 'boolean':
      return value === true ? 'Yes' : 'No';
    case 'select':
      return optionLabel(meta, String(value));
    case 'multiselect':
      return (value as string[]).map((v) => optionLabel(meta, v)).join(', ');
    case 'list-of-lines':
      return (value as string[]).join(' · ');
    case 'codes':
      return (value as string[]).join(', ');
    case 'datetime':
      return formatDateTime(String(value));
    case 'date':
      return formatDate(String(value));
    case 'richtext':
      return plainText(String(value)) || EMPTY;
    case 'document':
      return String(value).split('/').pop() ?? String(value);
    case 'rows':
      return Array.isArray(value)
        ? value.map((row) => String((row as Record<string, unknown>)[meta.rows?.key ?? ''] ?? '?')).join(', ')
        : String(value);
    default:
      return String(value);
  }
}

/**
 * The names of the records a reference field points at, for the values shown (`source`: the
 * field's choices call; nothing to look up for other fields).
 */
export function useFieldLabel(
  source: ChoiceSource | undefined,
  values: readonly unknown[],
): ((value: unknown) => string) | undefined {
  const flat = values.flatMap((v) => (Array.isArray(v) ? v : [v]));
  const labelOf = useReferenceLabel(source, flat);
  return source ? labelOf : undefined;
}

type FieldValueProps = {
  meta: FieldMeta | undefined;
  value: unknown;
  lines?: number;
  /** Where a reference's names come from (the field's choices call). */
  source?: ChoiceSource;
  /** The person the record names beside the id (`record[meta.embed]`: `{ id, fullname }`). */
  person?: unknown;
};

/**
 * A stored value shown for reading: images as pictures, lists as lists, colours as swatches, codes
 * and the records a field refers to (tags, plans) as badges, an author by name.
 */
export function FieldValue(props: FieldValueProps) {
  const person = props.person;
  if (person && typeof person === 'object' && 'fullname' in person)
    return <PlainValue {...props} labelOf={() => String((person as { fullname: unknown }).fullname)} />;
  return props.meta?.reference && props.source ? <ReferenceValue {...props} source={props.source} /> : <PlainValue {...props} />;
}

function ReferenceValue(props: FieldValueProps & { source: ChoiceSource }) {
  const labelOf = useFieldLabel(props.source, [props.value]);
  return <PlainValue {...props} labelOf={labelOf} />;
}

function PlainValue({ meta, value, lines = 3, labelOf }: FieldValueProps & { labelOf?: (value: unknown) => string }) {
  if (isBlank(value)) {
    return (
      <Text size="sm" c="dimmed">
        {EMPTY}
      </Text>
    );
  }
  if (meta?.widget === 'image') {
    return <Image src={mediaUrl(String(value))} alt={meta.label} h={72} w="auto" fit="contain" radius="sm" maw="100%" />;
  }
  if (meta?.widget === 'document') {
    return (
      <Anchor href={mediaUrl(String(value))} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
        <Group gap={6} wrap="nowrap">
          <IconFileTypePdf size={18} /> Open the PDF
        </Group>
      </Anchor>
    );
  }
  if (meta?.widget === 'rows' && Array.isArray(value)) {
    return <RowsTable label={meta.label} columns={meta.rows?.columns ?? []} rows={value as Record<string, unknown>[]} />;
  }
  if (meta?.widget === 'color') {
    return (
      <Group gap={6}>
        <ColorSwatch color={String(value)} size={16} />
        <Text size="sm" ff="monospace">
          {String(value)}
        </Text>
      </Group>
    );
  }
  if (meta?.widget === 'list-of-lines' && Array.isArray(value)) {
    return (
      <List size="sm" spacing={2}>
        {value.map((line, i) => (
          <List.Item key={i}>{String(line)}</List.Item>
        ))}
      </List>
    );
  }
  if ((meta?.widget === 'multiselect' || meta?.widget === 'codes') && Array.isArray(value)) {
    const codes = meta.widget === 'codes';
    return (
      <Group gap={4}>
        {value.map((v) => (
          <Badge
            key={String(v)}
            variant="light"
            color="secondary"
            size="sm"
            tt="none"
            radius="sm"
            ff={codes ? 'monospace' : undefined}
            fw={codes ? 600 : undefined}
          >
            {codes ? String(v) : (labelOf?.(v) ?? formatFieldValue(meta, [v]))}
          </Badge>
        ))}
      </Group>
    );
  }
  return (
    <Text
      size="sm"
      lineClamp={lines}
      style={{ wordBreak: 'break-word', whiteSpace: meta?.widget === 'textarea' ? 'pre-wrap' : undefined }}
    >
      {formatFieldValue(meta, value, labelOf)}
    </Text>
  );
}
