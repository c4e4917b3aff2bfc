import { Alert, Divider, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconListDetails, IconMailForward } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { can } from '@rc/contract/permissions';
import { Button } from '@/components/button.tsx';
import { SectionCard } from '@/components/section-card.tsx';
import { errorMessage, isApiError } from '@/lib/api-error.ts';
import { formatDateTime } from '@/lib/date-formats.ts';
import { notify } from '@/lib/notify.ts';
import type { ResourceRecord } from '@/lib/resource-api.ts';
import { usePermissions, useProfile } from '@/lib/session-store.ts';
import { LIVE_STATUSES, campaignClient, useCampaignProgress } from './campaign-api.ts';
import { useHasUnsavedChanges } from './campaign-draft-store.ts';
import type { CampaignKind } from './campaign-kinds.ts';
import { CampaignStatusBadge } from './campaign-status-badge.tsx';
import { DeliveriesDrawer } from './deliveries-drawer.tsx';
import { DeliveryProgress } from './delivery-progress.tsx';
import { SendControls } from './send-controls.tsx';

export type DeliveryCardProps = {
  record: Record<string, unknown>;
  onRecordChange?: (record: Record<string, unknown>) => void;
};

/**
 * Beside an existing campaign's form: its status; sending, scheduling and cancelling for those who
 * may (maker–checker: the author never sends their own); its progress, read again every second
 * while it is on its way; a test to oneself; and who it went to.
 */
export function DeliveryCard({ kind, record, onRecordChange }: DeliveryCardProps & { kind: CampaignKind }) {
  const permissions = usePermissions();
  const profile = useProfile();
  const id = Number(record.id);
  const unsaved = useHasUnsavedChanges(id);
  const [deliveriesOpen, setDeliveriesOpen] = useState(false);
  const [testing, setTesting] = useState(false);

  const progress = useCampaignProgress(kind.name, record);
  const polled = progress.data;
  // A newer read of the record (the server bumps its version on every status change) replaces it.
  const current = polled && Number(polled.version) >= Number(record.version) ? polled : record;
  const status = String(current.status);
  const changed = polled !== undefined && Number(polled.version) > Number(record.version) && polled.status !== record.status;
  const handedOver = useRef(false);
  useEffect(() => {
    if (!changed || !polled || handedOver.current) return;
    handedOver.current = true;
    onRecordChange?.(polled);
  }, [changed, polled, onRecordChange]);

  const trashed = Boolean(record.deleted_at);
  const approver = can(permissions, kind.module, 'approval');
  const author = profile !== null && record.created_by === profile.id;
  const canTest = can(permissions, kind.module, 'update') && !trashed;
  const live = LIVE_STATUSES.includes(current.status as never);

  async function sendTest() {
    setTesting(true);
    try {
      const { to } = await campaignClient(kind.name).test(id);
      notify.success('Test sent', `A test copy is on its way to ${to}.`);
    } catch (error) {
      if (!(isApiError(error) && error.handled)) notify.error('The test was not sent', errorMessage(error));
    } finally {
      setTesting(false);
    }
  }

  return (
    <SectionCard title="Delivery" actions={<CampaignStatusBadge status={status} />} data-testid="delivery-card">
      <Stack gap="md">
        <Facts record={current} />
        {status === 'DRAFT' ? null : <DeliveryProgress record={current} />}
        {status === 'DRAFT' && !trashed ? <DraftNote kind={kind} approver={approver} author={author} /> : null}
        {!trashed ? (
          <SendControls
            kind={kind}
            record={current}
            canSend={approver && !author}
            canCancel={approver && live}
            unsaved={unsaved}
            onRecordChange={onRecordChange ? (next: ResourceRecord) => onRecordChange(next) : undefined}
          />
        ) : null}
        {canTest || status !== 'DRAFT' ? <Divider /> : null}
        <Group gap="xs" wrap="wrap">
          {canTest ? (
            <Button
              variant="gray"
              size="sm"
              leftSection={<IconMailForward size={16} />}
              loading={testing}
              onClick={() => void sendTest()}
              data-testid="send-test"
            >
              Send a test to me
            </Button>
          ) : null}
          {status !== 'DRAFT' ? (
            <Button
              variant="plain"
              size="sm"
              leftSection={<IconListDetails size={16} />}
              onClick={() => setDeliveriesOpen(true)}
              aria-haspopup="dialog"
              data-testid="open-deliveries"
            >
              Deliveries
            </Button>
          ) : null}
        </Group>
      </Stack>
      <DeliveriesDrawer
        kind={kind}
        id={id}
        title={String(current.title ?? current.subject ?? '')}
        opened={deliveriesOpen}
        live={live}
        onClose={() => setDeliveriesOpen(false)}
      />
    </SectionCard>
  );
}

function DraftNote({ kind, approver, author }: { kind: CampaignKind; approver: boolean; author: boolean }) {
  const text = author
    ? `You wrote this ${kind.noun}, so another staff member with approval on it sends it (maker–checker). Tell them it is ready.`
    : approver
      ? null
      : `A staff member with approval on it sends it; you can prepare it and send yourself a test.`;
  if (!text) return null;
  return (
    <Alert color="secondary" variant="light" icon={<IconInfoCircle size={16} />} p="sm" data-testid="send-note">
      <Text size="sm">{text}</Text>
    </Alert>
  );
}

function Facts({ record }: { record: Readonly<Record<string, unknown>> }) {
  const rows: Array<[string, ReactNode]> = [];
  if (record.status === 'SCHEDULED') rows.push(['Goes out', formatDateTime(record.scheduled_at as string)]);
  else if (record.status === 'DRAFT' && record.scheduled_at)
    rows.push(['Send at', formatDateTime(record.scheduled_at as string)]);
  const sender = record.sender as { fullname?: string } | null | undefined;
  if (sender?.fullname) rows.push(['Sent by', sender.fullname]);
  if (record.sent_at) rows.push(['Sending started', formatDateTime(record.sent_at as string)]);
  if (rows.length === 0) return null;
  return (
    <Stack gap={6}>
      {rows.map(([label, value]) => (
        <Group key={label} justify="space-between" gap="md" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text size="sm" fw={500} ta="right" data-testid={`fact-${label.toLowerCase().replace(/\s+/g, '-')}`}>
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
