import { Text } from '@mantine/core';
import { IconKey, IconKeyOff, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { ApiKeyListItem } from '@rc/contract/api-keys';
import { can } from '@rc/contract/permissions';
import { Button } from '@/components/button.tsx';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { ListEmpty } from '@/components/list/list-empty.tsx';
import { ListFrame } from '@/components/list/list-frame.tsx';
import { ListRows } from '@/components/list/list-rows.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { errorMessage, isApiError } from '@/lib/api-error.ts';
import { notify } from '@/lib/notify.ts';
import { usePermissions } from '@/lib/session-store.ts';
import { API_KEY_CARD_DETAILS, API_KEY_COLUMNS, ApiKeyCardTitle } from './api-key-columns.tsx';
import { useApiKeyMutations, useApiKeys } from './api-keys-api.ts';
import { CreateApiKeyDialog } from './create-api-key-dialog.tsx';

/** The list has no search or filters: ListEmpty only needs to know nothing narrows it. */
const UNNARROWED = { query: '', trash: false, filters: {} };

/**
 * Tools → API keys: the keys of the public site and partners. Create shows a key once; revoke ends
 * it at once. Buttons follow PUBLICAPI: write creates, delete revokes (the server decides).
 */
export function ApiKeysScreen() {
  const permissions = usePermissions();
  const mayCreate = can(permissions, 'PUBLICAPI', 'write');
  const mayRevoke = can(permissions, 'PUBLICAPI', 'delete');
  const keys = useApiKeys();
  const { create, revoke } = useApiKeyMutations();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKeyListItem | null>(null);
  const rows = keys.data ?? [];

  async function confirmRevoke() {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      notify.success('API key revoked', `Calls with “${revoking.name}” are refused from now on.`);
      setRevoking(null);
    } catch (error) {
      if (!(isApiError(error) && error.handled)) notify.error('Key not revoked', errorMessage(error));
      if (isApiError(error) && error.status === 409) setRevoking(null);
    }
  }

  const newKey = mayCreate ? (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)} data-testid="api-key-new">
      New API key
    </Button>
  ) : null;

  return (
    <>
      <PageHeader
        title="API keys"
        description="Keys of the public site and partners. A key is shown once, when it is created; only its first characters are kept for telling keys apart."
        actions={newKey}
      />
      <ListFrame
        testId="api-keys"
        busy={keys.isFetching}
        start={
          <Text size="sm" c="dimmed">
            {keys.isPending
              ? 'Loading keys…'
              : `${rows.length} ${rows.length === 1 ? 'key' : 'keys'}, ${rows.filter((k) => !k.revoked_at).length} active`}
          </Text>
        }
        error={keys.isError ? { title: 'The API keys could not be loaded', error: keys.error } : null}
        empty={
          !keys.isPending && rows.length === 0 ? (
            <ListEmpty
              plural="API keys"
              state={UNNARROWED}
              setState={() => undefined}
              createAction={newKey}
              texts={{
                icon: <IconKey size={26} />,
                title: 'No API keys yet',
                description: mayCreate
                  ? 'Create a key for the public site or a partner; it will show here.'
                  : 'Keys show here once someone with the write permission creates them.',
              }}
            />
          ) : null
        }
      >
        <ListRows
          rows={rows}
          loading={keys.isPending}
          fetching={keys.isFetching && !keys.isPending}
          columns={API_KEY_COLUMNS}
          cardTitle={(row) => <ApiKeyCardTitle row={row} />}
          cardDetails={API_KEY_CARD_DETAILS}
          pageSize={5}
          minWidth={860}
          actions={
            mayRevoke
              ? (row) =>
                  row.revoked_at ? null : (
                    <Button
                      variant="plain"
                      size="compact-sm"
                      c="danger.7"
                      leftSection={<IconKeyOff size={15} />}
                      onClick={() => setRevoking(row)}
                      aria-label={`Revoke ${row.name}`}
                      data-testid="api-key-revoke"
                    >
                      Revoke
                    </Button>
                  )
              : undefined
          }
        />
      </ListFrame>
      <CreateApiKeyDialog opened={creating} onClose={() => setCreating(false)} create={create.mutateAsync} />
      <ConfirmDialog
        opened={revoking !== null}
        title="Revoke this API key?"
        confirmLabel="Revoke key"
        loading={revoke.isPending}
        onConfirm={() => void confirmRevoke()}
        onClose={() => setRevoking(null)}
      >
        {`“${revoking?.name ?? ''}” stops working at once: every call with it is refused from now on. A revoked key cannot be brought back; create a new one if it is needed again.`}
      </ConfirmDialog>
    </>
  );
}
