import { Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { clientStatusBodySchema } from '@rc/contract/client';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { errorMessage, isApiError } from '@/lib/api-error.ts';
import { notify } from '@/lib/notify.ts';
import { reactivateClient, suspendClient, useAfterClientChange, type ClientRecord } from './client-api.ts';

/** Suspend or reactivate a client, with the reason the audit log keeps. */
export function ClientStatusDialog({ client, opened, onClose }: { client: ClientRecord; opened: boolean; onClose: () => void }) {
  const afterChange = useAfterClientChange();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const suspending = client.status !== 'SUSPENDED';

  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };

  async function confirm() {
    const parsed = clientStatusBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Give a reason');
      return;
    }
    setBusy(true);
    try {
      const next = await (suspending ? suspendClient : reactivateClient)(client.id, parsed.data.reason);
      afterChange(next);
      notify.success(
        suspending ? 'Client suspended' : 'Client reactivated',
        suspending ? `${client.fullname} can no longer sign in.` : `${client.fullname} can sign in again.`,
      );
      close();
    } catch (failure) {
      if (!(isApiError(failure) && failure.handled))
        setError(isApiError(failure) ? (failure.fields.reason ?? errorMessage(failure)) : errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      opened={opened}
      title={suspending ? `Suspend ${client.fullname}?` : `Reactivate ${client.fullname}?`}
      confirmLabel={suspending ? 'Suspend client' : 'Reactivate'}
      confirmVariant={suspending ? 'danger' : 'primary'}
      loading={busy}
      onConfirm={() => void confirm()}
      onClose={close}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {suspending
            ? 'They are refused at sign-in on the public site until reactivated; their subscription is kept.'
            : 'They can sign in again and read what their plan unlocks.'}
        </Text>
        <Textarea
          label="Reason"
          required
          description="Kept in the audit log with your name."
          placeholder={suspending ? 'e.g. Akun Pro dipakai bersama oleh banyak orang' : 'e.g. Identitas sudah diverifikasi ulang'}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          maxLength={500}
          autosize
          minRows={3}
          data-autofocus
          data-testid="client-status-reason"
        />
      </Stack>
    </ConfirmDialog>
  );
}
