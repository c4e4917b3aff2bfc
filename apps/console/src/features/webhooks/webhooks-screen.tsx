import { ActionIcon, Group, Menu, Text } from '@mantine/core';
import { IconDots, IconListDetails, IconPencil, IconPlus, IconSend, IconTrash, IconWebhook } from '@tabler/icons-react';
import { useState } from 'react';
import type { Webhook } from '@rc/contract/webhook';
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
import { WebhookAttemptsDrawer } from './webhook-attempts-drawer.tsx';
import { WEBHOOK_CARD_DETAILS, WEBHOOK_COLUMNS, WebhookCardTitle } from './webhook-columns.tsx';
import { WebhookFormDialog } from './webhook-form-dialog.tsx';
import { useWebhookMutations, useWebhooks } from './webhooks-api.ts';

/** Nothing narrows this list: ListEmpty only needs to know that. */
const WHOLE_LIST = { query: '', trash: false, filters: {} };

/** What fits in a toast of a test call's attempt. */
function testVerdict(attempt: { outcome: string; status_code: number | null; duration_ms: number; error: string | null }) {
  if (attempt.outcome === 'delivered') return `The receiver answered ${attempt.status_code} in ${attempt.duration_ms} ms.`;
  return attempt.error ?? `The receiver answered ${attempt.status_code ?? 'nothing'}.`;
}

/**
 * Tools → Webhooks: the addresses that receive signed calls when workflow records are published,
 * unpublished or changed while live. Buttons follow PUBLICAPI: write creates, edits and tests,
 * delete revokes (the server decides).
 */
export function WebhooksScreen() {
  const permissions = usePermissions();
  const mayWrite = can(permissions, 'PUBLICAPI', 'write');
  const mayRevoke = can(permissions, 'PUBLICAPI', 'delete');
  const hooks = useWebhooks();
  const { create, update, revoke, test } = useWebhookMutations();
  const [form, setForm] = useState<{ editing: Webhook | null } | null>(null);
  const [revoking, setRevoking] = useState<Webhook | null>(null);
  const [watching, setWatching] = useState<Webhook | null>(null);
  const rows = hooks.data ?? [];
  const live = rows.filter((h) => !h.revoked_at);

  async function sendTest(hook: Webhook) {
    try {
      const attempt = await test.mutateAsync(hook.id);
      if (attempt.outcome === 'delivered') notify.success('Test delivered', testVerdict(attempt));
      else notify.error('Test not delivered', testVerdict(attempt));
    } catch (error) {
      if (!(isApiError(error) && error.handled)) notify.error('Test not sent', errorMessage(error));
    }
  }

  async function confirmRevoke() {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      notify.success('Webhook revoked', `Nothing more is sent to “${revoking.name}”.`);
      setRevoking(null);
    } catch (error) {
      if (!(isApiError(error) && error.handled)) notify.error('Webhook not revoked', errorMessage(error));
      if (isApiError(error) && error.status === 409) setRevoking(null);
    }
  }

  const newHook = mayWrite ? (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ editing: null })} data-testid="webhook-new">
      New webhook
    </Button>
  ) : null;

  const rowActions = (hook: Webhook) => (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Button
        variant="plain"
        size="compact-sm"
        leftSection={<IconListDetails size={15} />}
        onClick={() => setWatching(hook)}
        aria-label={`Deliveries of ${hook.name}`}
        data-testid="webhook-deliveries"
      >
        Deliveries
      </Button>
      {!hook.revoked_at && (mayWrite || mayRevoke) ? (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`More for ${hook.name}`} data-testid="webhook-more">
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {mayWrite ? (
              <>
                <Menu.Item leftSection={<IconSend size={15} />} onClick={() => void sendTest(hook)} data-testid="webhook-test">
                  Send test
                </Menu.Item>
                <Menu.Item
                  leftSection={<IconPencil size={15} />}
                  onClick={() => setForm({ editing: hook })}
                  data-testid="webhook-edit"
                >
                  Edit
                </Menu.Item>
              </>
            ) : null}
            {mayRevoke ? (
              <Menu.Item
                color="danger"
                leftSection={<IconTrash size={15} />}
                onClick={() => setRevoking(hook)}
                data-testid="webhook-revoke"
              >
                Revoke
              </Menu.Item>
            ) : null}
          </Menu.Dropdown>
        </Menu>
      ) : null}
    </Group>
  );

  return (
    <>
      <PageHeader
        title="Webhooks"
        description="Addresses that get a signed call when research is published, unpublished or changed while live: the public site and partners keep up without polling. Only the record’s id, slug, title and publication time are sent."
        actions={newHook}
      />
      <ListFrame
        testId="webhooks"
        busy={hooks.isFetching}
        start={
          <Text size="sm" c="dimmed">
            {hooks.isPending
              ? 'Loading webhooks…'
              : `${rows.length} ${rows.length === 1 ? 'webhook' : 'webhooks'}, ${live.filter((h) => h.active).length} active`}
          </Text>
        }
        error={hooks.isError ? { title: 'The webhooks could not be loaded', error: hooks.error } : null}
        empty={
          !hooks.isPending && rows.length === 0 ? (
            <ListEmpty
              plural="webhooks"
              state={WHOLE_LIST}
              setState={() => undefined}
              createAction={newHook}
              texts={{
                icon: <IconWebhook size={26} />,
                title: 'No webhooks yet',
                description: mayWrite
                  ? 'Add the address of the public site or a partner; it is called within seconds of each publication.'
                  : 'Webhooks show here once someone with the write permission adds them.',
              }}
            />
          ) : null
        }
      >
        <ListRows
          rows={rows}
          loading={hooks.isPending}
          fetching={hooks.isFetching && !hooks.isPending}
          columns={WEBHOOK_COLUMNS}
          cardTitle={(row) => <WebhookCardTitle row={row} />}
          cardDetails={WEBHOOK_CARD_DETAILS}
          pageSize={10}
          minWidth={880}
          actions={rowActions}
        />
      </ListFrame>
      <WebhookFormDialog
        opened={form !== null}
        editing={form?.editing ?? null}
        onClose={() => setForm(null)}
        create={create.mutateAsync}
        update={(id, body) => update.mutateAsync({ id, body })}
      />
      <WebhookAttemptsDrawer hook={watching} onClose={() => setWatching(null)} />
      <ConfirmDialog
        opened={revoking !== null}
        title="Revoke this webhook?"
        confirmLabel="Revoke webhook"
        loading={revoke.isPending}
        onConfirm={() => void confirmRevoke()}
        onClose={() => setRevoking(null)}
      >
        {`Nothing more is sent to “${revoking?.name ?? ''}” (${revoking?.url ?? ''}); deliveries waiting for a retry are dropped. A revoked webhook cannot be turned on again: add a new one if it is needed. To stop it for a while, edit it and turn it off instead.`}
      </ConfirmDialog>
    </>
  );
}
