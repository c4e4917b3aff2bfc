import { Badge, Drawer, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import { RichTextView } from '@/components/rich-text-view.tsx';
import { formatDateTime } from '@/lib/date-formats.ts';
import { choiceSource } from '@/lib/reference-choices.ts';
import { FieldValue } from './fields/field-value.tsx';
import type { ResourceRecord } from '@/lib/resource-api.ts';
import { recordTitle } from './resource-paths.ts';

/**
 * One published version of a versioned resource, read-only, as readers saw it. Published versions
 * never change; a correction is published as the next version.
 */
export function VersionViewer({
  def,
  record,
  loading = false,
  opened,
  onClose,
  actions,
}: {
  def: AnyResourceDefinition;
  record: ResourceRecord | undefined;
  loading?: boolean;
  opened: boolean;
  onClose: () => void;
  actions?: ReactNode;
}) {
  const versioned = def.versioned;
  const current = versioned && record ? record[versioned.currentField] === true : false;
  const fields = Object.entries(def.fields).filter(
    ([name, meta]) => meta.widget !== 'richtext' && name !== versioned?.currentField,
  );
  const rich = Object.entries(def.fields).filter(([, meta]) => meta.widget === 'richtext');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(720px, 100vw)"
      padding="lg"
      title={
        record ? (
          <Group gap="sm">
            <Text fw={650} size="lg">
              {recordTitle(def, record)}
            </Text>
            {current ? <Badge color="primary">Current</Badge> : <Badge color="gray">Earlier version</Badge>}
            {record.deleted_at ? <Badge color="danger">In trash</Badge> : null}
          </Group>
        ) : (
          'Version'
        )
      }
      data-testid="version-viewer"
    >
      {loading || !record ? (
        <Stack gap="sm">
          <Skeleton height={20} width="60%" />
          <Skeleton height={240} />
        </Stack>
      ) : (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            {fields.map(([name, meta]) => (
              <div key={name}>
                <Text size="xs" c="dimmed" fw={600}>
                  {meta.label}
                </Text>
                <FieldValue meta={meta} value={record[name]} source={choiceSource(def.name, name, meta.reference)} />
              </div>
            ))}
            <div>
              <Text size="xs" c="dimmed" fw={600}>
                Published
              </Text>
              <Text size="sm">{formatDateTime(record.created_at)}</Text>
            </div>
          </SimpleGrid>
          {rich.map(([name, meta]) => (
            <div key={name}>
              <Text size="xs" c="dimmed" fw={600} mb={6}>
                {meta.label}
              </Text>
              <div style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 12, padding: '8px 20px' }}>
                <RichTextView html={String(record[name] ?? '')} testId={`version-content-${name}`} />
              </div>
            </div>
          ))}
          {actions ? <Group justify="flex-end">{actions}</Group> : null}
        </Stack>
      )}
    </Drawer>
  );
}
