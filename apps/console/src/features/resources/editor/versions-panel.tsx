import { Badge, Group, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import { Button } from '@/components/button.tsx';
import { SectionCard } from '@/components/section-card.tsx';
import { formatDateTime } from '@/lib/date-formats.ts';
import { formatFieldValue } from '../fields/field-value.tsx';
import { useResourceList, type ResourceRecord } from '@/lib/resource-api.ts';
import { VersionViewer } from '../version-viewer.tsx';
import { valuesOfRecord, type FormValues } from './form-values.ts';

/**
 * Every published version of the record's document, newest first. Earlier versions open
 * read-only; "Publish again" makes one of them the next version (nothing is overwritten).
 */
export function VersionsPanel({
  def,
  record,
  canPublish,
  onRepublish,
}: {
  def: AnyResourceDefinition;
  record: ResourceRecord;
  canPublish: boolean;
  onRepublish: (values: FormValues) => Promise<boolean>;
}) {
  const versioned = def.versioned!;
  const stream = versioned.streamField ? { [versioned.streamField]: String(record[versioned.streamField]) } : {};
  const versions = useResourceList(def, { page: 1, limit: 100, sortby: versioned.numberField, sortdesc: true, ...stream });
  const [open, setOpen] = useState<ResourceRecord | null>(null);
  // What tells versions apart besides their number: the list's own columns, minus the obvious ones.
  const skip = new Set<string>([
    versioned.numberField,
    versioned.currentField,
    versioned.streamField ?? '',
    'created_at',
    'updated_at',
  ]);
  const summaryFields = def.list.columns.map((c) => c.field).filter((field) => !skip.has(field) && def.fields[field]);
  const summary = (version: ResourceRecord) =>
    summaryFields
      .map((field) =>
        version[field] === null || version[field] === '' ? '' : formatFieldValue(def.fields[field], version[field]),
      )
      .filter(Boolean)
      .join(' · ');
  const [busy, setBusy] = useState(false);

  async function republish(version: ResourceRecord) {
    setBusy(true);
    const done = await onRepublish(valuesOfRecord(def, version));
    setBusy(false);
    if (done) setOpen(null);
  }

  return (
    <SectionCard title="Versions" description="Published versions stay readable." data-testid="versions-panel">
      {versions.isPending ? (
        <Skeleton height={120} radius="md" />
      ) : (
        <Stack gap={6}>
          {(versions.data?.data ?? []).map((version) => {
            const current = version[versioned.currentField] === true;
            const editing = version.id === record.id;
            return (
              <UnstyledButton
                key={version.id}
                onClick={() => setOpen(version)}
                data-testid="version-item"
                style={{
                  padding: '10px 12px',
                  borderRadius: 10,
                  border: `1px solid var(--mantine-color-${editing ? 'primary-3' : 'gray-2'})`,
                  background: editing ? 'var(--mantine-color-primary-0)' : undefined,
                }}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <div style={{ minWidth: 0 }}>
                    <Group gap={6}>
                      <Text size="sm" fw={600}>
                        Version {String(version[versioned.numberField])}
                      </Text>
                      {current ? (
                        <Badge size="xs" color="primary">
                          Current
                        </Badge>
                      ) : null}
                    </Group>
                    <Text size="xs" c="dimmed" truncate>
                      Published {formatDateTime(version.created_at)}
                    </Text>
                    {summary(version) ? (
                      <Text size="xs" c="dark.4" truncate>
                        {summary(version)}
                      </Text>
                    ) : null}
                  </div>
                  <IconChevronRight size={16} color="var(--mantine-color-gray-5)" />
                </Group>
              </UnstyledButton>
            );
          })}
        </Stack>
      )}
      <VersionViewer
        def={def}
        record={open ?? undefined}
        opened={open !== null}
        onClose={() => setOpen(null)}
        actions={
          open && canPublish && open[versioned.currentField] !== true ? (
            <Button variant="secondary" loading={busy} onClick={() => void republish(open)}>
              Publish again as the next version
            </Button>
          ) : null
        }
      />
    </SectionCard>
  );
}
