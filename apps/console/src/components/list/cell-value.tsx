import { Anchor, Badge, ColorSwatch, Group, Image, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconCircleCheckFilled, IconCircleDashed, IconExternalLink } from '@tabler/icons-react';
import type { ColumnFormat, FieldMeta } from '@rc/contract/resources/resource';
import { formatDate, formatDateTime, formatTime } from '@/lib/date-formats.ts';
import { mediaUrl } from '@/lib/media.ts';
import { useChoiceNames, useReferenceLabel, type ChoiceSource } from '@/lib/reference-choices.ts';
import { formatRupiah } from '@/lib/money.ts';
import { formatCount } from '@/lib/numbers.ts';

const BADGE_COLOURS = ['secondary', 'primary', 'warning', 'grape', 'cyan', 'pink', 'teal', 'orange'];

function optionLabel(meta: FieldMeta | undefined, value: string): string {
  return meta?.options?.find((o) => o.value === value)?.label ?? value;
}

/** A badge keeps its colour per option, so the same value looks the same on every screen. */
function badgeColour(meta: FieldMeta | undefined, value: string): string {
  const index = meta?.options?.findIndex((o) => o.value === value) ?? -1;
  if (index < 0) return 'gray';
  return meta?.options?.[index]?.color ?? BADGE_COLOURS[index % BADGE_COLOURS.length]!;
}

function Dash() {
  return (
    <Text span c="gray.5" size="sm">
      —
    </Text>
  );
}

type CellProps = {
  format: ColumnFormat;
  meta: FieldMeta | undefined;
  value: unknown;
  label: string;
  /** Where the names of a field referring to other records come from (its resource's choices call). */
  source?: ChoiceSource;
  /** The whole row: a person it names comes with it (`writter: { id, fullname }`, FieldMeta.embed). */
  row?: Readonly<Record<string, unknown>>;
};

/**
 * One table cell, drawn as its column's format says. A field that refers to other records (an
 * author, tags, plans) shows their names: a person from the row itself, others named by the
 * field's choices call; a value that cannot be named shows as `#id` or its code.
 */
export function CellValue(props: CellProps) {
  const person = props.meta?.embed ? props.row?.[props.meta.embed] : undefined;
  if (person && typeof person === 'object' && 'fullname' in person) {
    return <FormattedCell {...props} labelOf={() => String((person as { fullname: unknown }).fullname)} />;
  }
  return props.source ? <ReferenceCellValue {...props} source={props.source} /> : <FormattedCell {...props} />;
}

/** Named values; content that readers cannot see now (a slide's draft research) says so. */
function ReferenceCellValue({ source, ...props }: CellProps & { source: ChoiceSource }) {
  const values = Array.isArray(props.value) ? props.value : [props.value];
  const labelOf = useReferenceLabel(source, values);
  const named = useChoiceNames(source, values);
  const notLive = !Array.isArray(props.value) && named.get(String(props.value))?.live === false;
  if (!notLive) return <FormattedCell {...props} labelOf={labelOf} />;
  return (
    <Group gap={6} wrap="nowrap">
      <FormattedCell {...props} labelOf={labelOf} />
      <Badge size="xs" color="warning" variant="light" tt="none" style={{ flex: 'none' }} data-testid="not-live">
        Not live
      </Badge>
    </Group>
  );
}

/** At most this many tags show in a cell; the rest are counted, and named in a tooltip. */
const TAGS_SHOWN = 3;

function TagsCell({
  values,
  meta,
  name,
}: {
  values: readonly unknown[];
  meta: FieldMeta | undefined;
  name: (v: unknown) => string;
}) {
  const codes = meta?.widget === 'codes';
  const shown = values.slice(0, TAGS_SHOWN);
  const rest = values.slice(TAGS_SHOWN);
  return (
    <Group gap={4}>
      {shown.map((v) => (
        <Badge
          key={String(v)}
          // Codes read as themselves (BBCA), their name on hover; tags and plans by name.
          title={codes ? name(v) : undefined}
          variant={codes ? 'light' : 'outline'}
          color={codes ? 'secondary' : 'gray'}
          tt="none"
          radius="sm"
          fw={codes ? 600 : 500}
          size="sm"
          ff={codes ? 'monospace' : undefined}
        >
          {codes ? String(v) : name(v)}
        </Badge>
      ))}
      {rest.length > 0 ? (
        <Tooltip label={rest.map(name).join(', ')} openDelay={300}>
          <Badge variant="transparent" color="gray" tt="none" size="sm" fw={600} px={2}>
            +{rest.length}
          </Badge>
        </Tooltip>
      ) : null}
    </Group>
  );
}

function FormattedCell({ format, meta, value, label, labelOf }: CellProps & { labelOf?: (value: unknown) => string }) {
  if (format === 'boolean') {
    return value === true ? (
      <ThemeIcon variant="transparent" color="primary" size="sm" aria-label={`${label}: yes`} role="img">
        <IconCircleCheckFilled size={18} />
      </ThemeIcon>
    ) : (
      <ThemeIcon variant="transparent" color="gray.4" size="sm" aria-label={`${label}: no`} role="img">
        <IconCircleDashed size={18} />
      </ThemeIcon>
    );
  }
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return <Dash />;
  if (labelOf && (format === 'number' || format === 'text')) {
    const name = labelOf(value);
    return (
      <Text size="sm" truncate maw={220} title={name}>
        {name}
      </Text>
    );
  }
  switch (format) {
    case 'number':
      return (
        <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatCount(Number(value))}
        </Text>
      );
    case 'money-idr':
      return (
        <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {formatRupiah(Number(value))}
        </Text>
      );
    case 'badge':
      return (
        <Badge
          variant="light"
          color={badgeColour(meta, String(value))}
          tt="none"
          radius="sm"
          fw={600}
          styles={{ label: { overflow: 'visible' } }}
        >
          {optionLabel(meta, String(value))}
        </Badge>
      );
    case 'tags':
      return (
        <TagsCell
          values={Array.isArray(value) ? value : [value]}
          meta={meta}
          name={(v) => labelOf?.(v) ?? optionLabel(meta, String(v))}
        />
      );
    case 'date':
      return <Text size="sm">{formatDate(String(value))}</Text>;
    case 'datetime':
      // Date over time keeps date columns narrow enough for wide tables.
      return (
        <Tooltip label={formatDateTime(String(value))} openDelay={500}>
          <div style={{ whiteSpace: 'nowrap', lineHeight: 1.3 }}>
            <Text size="sm">{formatDate(String(value))}</Text>
            <Text size="xs" c="dimmed">
              {formatTime(String(value))}
            </Text>
          </div>
        </Tooltip>
      );
    case 'image':
      return <Image src={mediaUrl(String(value))} alt="" h={36} w="auto" maw={132} fit="contain" radius="sm" bg="gray.1" />;
    case 'url': {
      const text = String(value).replace(/^https?:\/\//, '');
      return (
        <Tooltip label={String(value)} openDelay={400}>
          <Anchor href={String(value)} target="_blank" rel="noopener noreferrer" size="sm" onClick={(e) => e.stopPropagation()}>
            <Group gap={4} wrap="nowrap">
              <Text span size="sm" truncate maw={220}>
                {text}
              </Text>
              <IconExternalLink size={13} style={{ flex: 'none' }} />
            </Group>
          </Anchor>
        </Tooltip>
      );
    }
    case 'color':
      return (
        <Group gap={6} wrap="nowrap">
          <ColorSwatch color={String(value)} size={14} />
          <Text size="sm" ff="monospace">
            {String(value)}
          </Text>
        </Group>
      );
    default:
      if (meta?.widget === 'slug') {
        return (
          <Text size="xs" ff="monospace" c="dimmed" truncate maw={260}>
            {String(value)}
          </Text>
        );
      }
      return (
        <Text size="sm" lineClamp={2} style={{ wordBreak: 'break-word' }}>
          {String(value)}
        </Text>
      );
  }
}
