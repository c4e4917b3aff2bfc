import { Badge, Box, Group, Modal, ScrollArea, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldMeta } from '@rc/contract/resources/resource';
import { RichTextView } from '@/components/rich-text-view.tsx';

/** A value as a person reads it: text as is, yes/no, lists by line, nothing as a dash. */
function plain(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length ? value.join('\n') : '—';
  return String(value);
}

/** How a screen shows one field's value instead of plain text (names for ids, say). */
export type ValueRenderer = (meta: FieldMeta | undefined, value: unknown, field: string) => ReactNode;

function Value({
  field,
  meta,
  value,
  side,
  render,
}: {
  field: string;
  meta: FieldMeta | undefined;
  value: unknown;
  side: 'live' | 'proposed';
  render?: ValueRenderer;
}) {
  const rich = meta?.widget === 'richtext' && typeof value === 'string' && value !== '';
  return (
    <Box
      p="sm"
      bg={side === 'live' ? 'gray.0' : 'primary.0'}
      style={{ borderRadius: 8, minWidth: 0 }}
      data-testid={`change-${side}`}
    >
      <Text size="xs" fw={650} tt="uppercase" lts={0.4} c="dark.5" mb={4}>
        {side === 'live' ? 'Published' : 'Proposed'}
      </Text>
      {rich ? (
        <ScrollArea.Autosize mah={260}>
          <RichTextView html={value} />
        </ScrollArea.Autosize>
      ) : render ? (
        render(meta, value, field)
      ) : (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {plain(value)}
        </Text>
      )}
    </Box>
  );
}

/**
 * A change request beside the published version it would replace: each changed field, published
 * on the left and proposed on the right (stacked on phones), so a reviewer sees exactly what
 * approving it changes.
 */
export function PendingChangeView({
  fields,
  live,
  proposed,
  renderValue,
}: {
  fields: Readonly<Record<string, FieldMeta>>;
  live: Readonly<Record<string, unknown>>;
  proposed: Readonly<Record<string, unknown>>;
  /** Values other than rich text, as the screen shows them; absent: plain text. */
  renderValue?: ValueRenderer;
}) {
  const keys = Object.keys(live).filter((k) => k in fields);
  const changed = keys.filter((k) => JSON.stringify(live[k] ?? null) !== JSON.stringify(proposed[k] ?? null));
  const same = keys.length - changed.length;
  return (
    <Stack gap="lg" data-testid="pending-change">
      {changed.length === 0 ? (
        <Text size="sm" c="dimmed">
          The proposal is the same as the published version.
        </Text>
      ) : (
        changed.map((key) => (
          <Stack key={key} gap={6} data-testid="change-field" data-field={key}>
            <Group gap={6}>
              <Text fw={650} size="sm">
                {fields[key]?.label ?? key}
              </Text>
              <Badge size="xs" variant="light" color="secondary">
                changed
              </Badge>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Value field={key} meta={fields[key]} value={live[key]} side="live" render={renderValue} />
              <Value field={key} meta={fields[key]} value={proposed[key]} side="proposed" render={renderValue} />
            </SimpleGrid>
          </Stack>
        ))
      )}
      {same > 0 && changed.length > 0 ? (
        <Text size="xs" c="dimmed">
          {same} other {same === 1 ? 'field is' : 'fields are'} unchanged.
        </Text>
      ) : null}
    </Stack>
  );
}

/** The same view in a dialog. */
export function PendingChangeDialog({
  opened,
  onClose,
  ...view
}: Parameters<typeof PendingChangeView>[0] & { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={650}>Proposed change</Text>} size="xl" centered radius="lg">
      <PendingChangeView {...view} />
    </Modal>
  );
}
