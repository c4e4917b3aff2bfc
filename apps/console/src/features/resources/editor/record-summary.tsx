import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import { SectionCard } from '@/components/section-card.tsx';
import { formatDateTime } from '@/lib/date-formats.ts';
import type { ResourceRecord } from '@/lib/resource-api.ts';

/** The record's state at a glance: live or in the trash, when it was made and last changed. */
export function RecordSummary({ def, record }: { def: AnyResourceDefinition; record: ResourceRecord }) {
  const versioned = def.versioned;
  // A record with a status of its own (a campaign's Draft, Sent …) shows it, never a bare "Live".
  const own = def.fields.status?.options?.find((option) => option.value === record.status);
  const status = record.deleted_at ? (
    <Badge color="danger" variant="light">
      In trash
    </Badge>
  ) : versioned ? (
    record[versioned.currentField] === true ? (
      <Badge color="primary" variant="light">
        Current version
      </Badge>
    ) : (
      <Badge color="gray" variant="light">
        Earlier version
      </Badge>
    )
  ) : own ? (
    <Badge color={own.color ?? 'gray'} variant="light" data-testid="record-status">
      {own.label}
    </Badge>
  ) : (
    <Badge color="primary" variant="light">
      Live
    </Badge>
  );
  return (
    <SectionCard data-testid="record-summary">
      <Stack gap={10}>
        {/* A workflow record's status is its workflow's (the panel below); "Live" would say too little. */}
        {def.kind === 'settings' || (def.workflow && !record.deleted_at) ? null : <Row label="Status">{status}</Row>}
        <Row label="ID">
          <Text size="sm" ff="monospace">
            #{record.id}
          </Text>
        </Row>
        {record.deleted_at ? <Row label="In trash since">{formatDateTime(record.deleted_at)}</Row> : null}
        <Row label={versioned ? 'Published' : 'Created'}>{formatDateTime(record.created_at)}</Row>
        {versioned ? null : <Row label="Last change">{formatDateTime(record.updated_at)}</Row>}
        {versioned ? null : <Row label="Version">{record.version}</Row>}
      </Stack>
    </SectionCard>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {typeof children === 'string' || typeof children === 'number' ? (
        <Text size="sm" fw={500} ta="right">
          {children}
        </Text>
      ) : (
        children
      )}
    </Group>
  );
}
