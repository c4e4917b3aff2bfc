import { Alert, Group, Stack, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconAlertTriangle, IconCalendarClock, IconPlayerStop, IconSend } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Button } from '@/components/button.tsx';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { errorMessage, isApiError } from '@/lib/api-error.ts';
import { formatDateTime } from '@/lib/date-formats.ts';
import { notify } from '@/lib/notify.ts';
import type { ResourceRecord } from '@/lib/resource-api.ts';
import { audienceOf, campaignClient, useAfterCampaignChange, useAudienceCount } from './campaign-api.ts';
import { clientCount, type CampaignKind } from './campaign-kinds.ts';

type Step = 'now' | 'schedule' | 'cancel';

const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';

const titleOf = (record: Readonly<Record<string, unknown>>) => String(record.title ?? record.subject ?? '');

/** Its own send time, when that is still ahead: sending then makes it wait until that time. */
function ownTimeAhead(record: Readonly<Record<string, unknown>>): string | null {
  const at = typeof record.scheduled_at === 'string' ? record.scheduled_at : null;
  return at && dayjs(at).isAfter(dayjs()) ? at : null;
}

/**
 * The send, schedule and cancel buttons of a campaign for someone who holds approval on it (and,
 * for sending, did not write it), each asking first with the audience's size.
 */
export function SendControls({
  kind,
  record,
  canSend,
  canCancel,
  unsaved,
  onRecordChange,
}: {
  kind: CampaignKind;
  record: Readonly<Record<string, unknown>>;
  canSend: boolean;
  canCancel: boolean;
  unsaved: boolean;
  onRecordChange?: (record: ResourceRecord) => void;
}) {
  const id = Number(record.id);
  const [step, setStep] = useState<Step | null>(null);
  const [at, setAt] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const afterChange = useAfterCampaignChange(kind.name);
  const audience = useAudienceCount(kind.name, audienceOf(record), { enabled: step === 'now' || step === 'schedule' });
  const own = ownTimeAhead(record);
  const draft = record.status === 'DRAFT';

  async function run() {
    if (!step) return;
    setBusy(true);
    try {
      if (step === 'cancel') {
        await campaignClient(kind.name).cancel(id);
        notify.success('Sending cancelled', `Nothing more of this ${kind.noun} goes out; what was sent stays sent.`);
      } else {
        const when = step === 'schedule' && at ? dayjs(at).toISOString() : undefined;
        const answer = await campaignClient(kind.name).send(id, when);
        const size = answer.audience === undefined ? 'its audience' : clientCount(answer.audience);
        if (answer.status === 'SCHEDULED') {
          const time = formatDateTime(when ?? own);
          notify.success(`${capitalised(kind.noun)} scheduled`, `It goes to ${size} on ${time}.`);
        } else notify.success('Sending started', `It is on its way to ${size}.`);
      }
      setStep(null);
      setAt(null);
      onRecordChange?.(await afterChange(id));
    } catch (error) {
      if (!(isApiError(error) && error.handled)) notify.error('Not done', errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const size = audience.data ? clientCount(audience.data.total) : 'its audience (counting…)';
  const nobody = audience.data?.total === 0;
  const future = at !== null && dayjs(at).isAfter(dayjs());
  return (
    <>
      {draft && canSend ? (
        <Stack gap="xs">
          {unsaved ? (
            <Text size="xs" c="warning.8" data-testid="send-unsaved">
              Save your changes first: the saved {kind.noun} is what goes out.
            </Text>
          ) : null}
          <Group gap="xs" grow wrap="wrap">
            <Button leftSection={<IconSend size={16} />} disabled={unsaved} onClick={() => setStep('now')} data-testid="send-now">
              {own ? `Send on ${formatDateTime(own)}` : 'Send now'}
            </Button>
            <Button
              variant="gray"
              leftSection={<IconCalendarClock size={16} />}
              disabled={unsaved}
              onClick={() => setStep('schedule')}
              data-testid="send-schedule"
            >
              Schedule…
            </Button>
          </Group>
        </Stack>
      ) : null}
      {!draft && canCancel ? (
        <Button
          variant="gray"
          c="danger.7"
          leftSection={<IconPlayerStop size={16} />}
          fullWidth
          onClick={() => setStep('cancel')}
          data-testid="send-cancel"
        >
          Cancel sending
        </Button>
      ) : null}
      <ConfirmDialog
        opened={step !== null}
        title={
          step === 'cancel'
            ? 'Cancel sending?'
            : step === 'schedule'
              ? `Schedule this ${kind.noun}?`
              : own
                ? `Send this ${kind.noun} on ${formatDateTime(own)}?`
                : `Send this ${kind.noun} now?`
        }
        confirmLabel={step === 'cancel' ? 'Cancel sending' : step === 'schedule' ? 'Schedule' : own ? 'Schedule' : 'Send now'}
        confirmVariant={step === 'cancel' ? 'danger' : 'primary'}
        loading={busy}
        confirmDisabled={(step === 'schedule' && !future) || (step !== 'cancel' && nobody)}
        onConfirm={() => void run()}
        onClose={() => {
          setStep(null);
          setAt(null);
        }}
      >
        <Stack gap="sm" data-testid="send-dialog">
          <Text size="sm" fw={600}>
            {titleOf(record)}
          </Text>
          {step === 'cancel' ? (
            <Text size="sm">
              Nothing more goes out. Messages already sent stay sent; the rest are marked cancelled. This cannot be undone.
            </Text>
          ) : (
            <>
              <Text size="sm" data-testid="send-audience">
                {nobody
                  ? 'Nobody is in this audience: choose other plans or include unverified clients, and save.'
                  : `It goes to ${size}. The audience is counted again when sending starts.`}
              </Text>
              {audience.data && !audience.data.links.configured ? (
                <Alert color="warning" variant="light" icon={<IconAlertTriangle size={16} />} p="sm" data-testid="send-links">
                  <Text size="sm">
                    Links in this mail point to {audience.data.links.site_url}, the console’s own address, because SITE_URL is not
                    set. Ask an operator to set it to the public site before sending to clients.
                  </Text>
                </Alert>
              ) : null}
              {step === 'schedule' ? (
                <DateTimePicker
                  label="Send at"
                  description="Your time zone. It waits as scheduled until then; it can be cancelled before."
                  placeholder="Pick a date and time"
                  value={at ? dayjs(at).format(PICKER_FORMAT) : null}
                  onChange={(next) => setAt(next)}
                  valueFormat="D MMM YYYY, HH:mm"
                  // The day only: a minimum time would clamp a time typed before the day is picked.
                  minDate={dayjs().format('YYYY-MM-DD')}
                  required
                  error={at !== null && !future ? 'Choose a time ahead' : undefined}
                  leftSection={<IconCalendarClock size={16} />}
                  popoverProps={{ withinPortal: true }}
                  data-testid="send-at"
                />
              ) : (
                <Text size="sm" c="dimmed">
                  Once sent it can no longer be changed.
                </Text>
              )}
            </>
          )}
        </Stack>
      </ConfirmDialog>
    </>
  );
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
