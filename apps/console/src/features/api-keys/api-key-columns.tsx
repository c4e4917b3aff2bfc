import { Badge, Group, Stack, Text } from '@mantine/core';
import { scopeLabel, type ApiKeyListItem } from '@rc/contract/api-keys';
import type { TableColumn } from '@/components/list/list-table.tsx';
import { formatDateTime } from '@/lib/date-formats.ts';

function ScopeBadges({ scopes }: { scopes: readonly string[] }) {
  return (
    <Group gap={4} wrap="wrap">
      {scopes.map((scope) => (
        <Badge key={scope} variant="light" color="secondary" tt="none" size="sm" title={scope}>
          {scopeLabel(scope)}
        </Badge>
      ))}
    </Group>
  );
}

function Owner({ row }: { row: ApiKeyListItem }) {
  if (!row.owner)
    return (
      <Text size="sm" c="dimmed">
        Not bound
      </Text>
    );
  const kind = row.owner.kind === 'contributor' ? 'Contributor' : 'Institution';
  return (
    <Text size="sm">
      {row.owner.name ?? `#${row.owner.id}`}{' '}
      <Text span size="xs" c="dimmed">
        ({kind})
      </Text>
    </Text>
  );
}

export function KeyState({ row }: { row: ApiKeyListItem }) {
  if (!row.revoked_at)
    return (
      <Badge color="teal" variant="light" data-testid="api-key-state">
        Active
      </Badge>
    );
  return (
    <Stack gap={2} align="flex-start" data-testid="api-key-state">
      <Badge color="danger" variant="light">
        Revoked
      </Badge>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(row.revoked_at)}
      </Text>
    </Stack>
  );
}

function KeyName({ row }: { row: ApiKeyListItem }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {row.name}
      </Text>
      <Text size="xs" c="dimmed" ff="monospace">
        {row.prefix}…
      </Text>
    </Stack>
  );
}

const dateOr = (value: string | null, none: string) =>
  value ? (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(value)}
    </Text>
  ) : (
    <Text size="sm" c="dimmed">
      {none}
    </Text>
  );

const scopes: TableColumn<ApiKeyListItem> = {
  key: 'scopes',
  header: 'Scopes',
  minWidth: 160,
  render: (row) => <ScopeBadges scopes={row.scopes} />,
};
const owner: TableColumn<ApiKeyListItem> = { key: 'owner', header: 'Owner', render: (row) => <Owner row={row} /> };
const created: TableColumn<ApiKeyListItem> = { key: 'created', header: 'Created', render: (row) => dateOr(row.created_at, '') };
const lastUsed: TableColumn<ApiKeyListItem> = {
  key: 'last-used',
  header: 'Last used',
  render: (row) => dateOr(row.last_used_at, 'Never'),
};
const state: TableColumn<ApiKeyListItem> = {
  key: 'state',
  header: 'Status',
  minWidth: 120,
  render: (row) => <KeyState row={row} />,
};

export const API_KEY_COLUMNS: readonly TableColumn<ApiKeyListItem>[] = [
  { key: 'name', header: 'Name', minWidth: 180, render: (row) => <KeyName row={row} /> },
  scopes,
  owner,
  created,
  lastUsed,
  state,
];

/** On a phone: the name and prefix as the card's title, the rest as label and value. */
export const API_KEY_CARD_DETAILS: readonly TableColumn<ApiKeyListItem>[] = [scopes, owner, created, lastUsed, state];

export function ApiKeyCardTitle({ row }: { row: ApiKeyListItem }) {
  return <KeyName row={row} />;
}
