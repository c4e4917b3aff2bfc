import { Alert, Checkbox, Group, Modal, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import {
  WEBHOOK_AREAS,
  WEBHOOK_EVENT_KINDS,
  WEBHOOK_NAME_MAX,
  WEBHOOK_URL_MAX,
  webhookCreateSchema,
  webhookEventName,
  type Webhook,
  type WebhookCreate,
  type WebhookCreated,
  type WebhookEventKind,
} from '@rc/contract/webhook';
import { Button } from '@/components/button.tsx';
import { errorMessage, isApiError } from '@/lib/api-error.ts';
import { useFormDraft } from '@/lib/form-draft.ts';
import { serverFieldErrors, type FieldErrors } from '@/lib/form-errors.ts';
import { notify } from '@/lib/notify.ts';
import { WebhookSecret } from './webhook-secret.tsx';

type Draft = { name: string; url: string; events: string[]; active: boolean };
const KINDS = Object.entries(WEBHOOK_EVENT_KINDS) as Array<[WebhookEventKind, string]>;

/** The events of the workflow areas, one row of checkboxes per area. */
function EventChoice({ value, onChange, error }: { value: string[]; onChange: (v: string[]) => void; error?: string }) {
  return (
    <Checkbox.Group
      label="Events"
      description="Sent when a record of the area goes live, leaves the public site (trashed), or a change to it is published."
      required
      value={value}
      onChange={onChange}
      error={error}
    >
      <Stack gap="sm" mt="xs">
        {WEBHOOK_AREAS.map((area) => (
          <fieldset key={area.name} style={{ border: 0, padding: 0, margin: 0 }}>
            <Text component="legend" size="sm" fw={600} mb={4}>
              {area.label}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" verticalSpacing={6}>
              {KINDS.map(([kind, label]) => {
                const event = webhookEventName(area.name, kind);
                return (
                  <Checkbox
                    key={event}
                    value={event}
                    label={label}
                    aria-label={`${area.label}: ${label}`}
                    data-testid={`webhook-event-${event}`}
                  />
                );
              })}
            </SimpleGrid>
          </fieldset>
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

function WebhookForm({
  initial,
  submitLabel,
  busy,
  onSubmit,
}: {
  initial: Draft;
  submitLabel: string;
  busy: boolean;
  onSubmit: (body: Draft) => Promise<FieldErrors | null>;
}) {
  const { draft, errors, set, submit } = useFormDraft(initial, webhookCreateSchema, onSubmit);

  return (
    <form onSubmit={submit} noValidate data-testid="webhook-form">
      <Stack gap="md">
        <TextInput
          label="Name"
          description="Who receives the calls, e.g. “Public website” or “Partner feed”."
          required
          maxLength={WEBHOOK_NAME_MAX}
          value={draft.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
          error={errors.name}
          data-autofocus
          data-testid="webhook-name"
        />
        <TextInput
          label="Address"
          description="An https address on the internet. Redirects are not followed."
          placeholder="https://www.example.com/hooks/research"
          required
          type="url"
          maxLength={WEBHOOK_URL_MAX}
          value={draft.url}
          onChange={(e) => set({ url: e.currentTarget.value })}
          error={errors.url}
          data-testid="webhook-url"
        />
        <EventChoice value={draft.events} onChange={(events) => set({ events })} error={errors.events} />
        <Switch
          label="Active"
          description="Sends events while on. Turning a paused webhook on again resumes it, its failures counted from zero."
          checked={draft.active}
          onChange={(e) => set({ active: e.currentTarget.checked })}
          data-testid="webhook-active"
        />
        <Group justify="flex-end">
          <Button type="submit" loading={busy} data-testid="webhook-submit">
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const EMPTY: Draft = { name: '', url: '', events: [], active: true };

/**
 * New or changed webhook: the form, then (for a new one) its signing secret, shown once. Editing a
 * paused webhook and leaving it active resumes it.
 */
export function WebhookFormDialog({
  editing,
  opened,
  onClose,
  create,
  update,
}: {
  /** The webhook being changed; null: a new one. */
  editing: Webhook | null;
  opened: boolean;
  onClose: () => void;
  create: (body: WebhookCreate) => Promise<WebhookCreated>;
  update: (id: number, body: Draft) => Promise<Webhook>;
}) {
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<WebhookCreated | null>(null);
  const close = () => {
    if (busy) return;
    setCreated(null);
    onClose();
  };

  async function submit(body: Draft): Promise<FieldErrors | null> {
    setBusy(true);
    try {
      if (editing) {
        const saved = await update(editing.id, body);
        notify.success('Webhook saved', saved.active ? `“${saved.name}” sends its events.` : `“${saved.name}” is off.`);
        onClose();
      } else {
        const answer = await create(body);
        setCreated(answer);
        notify.success('Webhook created', 'Copy its signing secret before closing.');
      }
      return null;
    } catch (error) {
      if (!(isApiError(error) && error.handled)) notify.error('Webhook not saved', errorMessage(error));
      return serverFieldErrors(error);
    } finally {
      setBusy(false);
    }
  }

  const title = created ? 'Signing secret' : editing ? `Edit “${editing.name}”` : 'New webhook';
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={
        <Text fw={650} size="lg">
          {title}
        </Text>
      }
      centered
      size="lg"
      radius="lg"
      padding="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      data-testid="webhook-dialog"
    >
      {created ? (
        <Stack gap="md">
          <Alert color="warning" variant="light" icon={<IconAlertTriangle size={18} />} title="Shown this once">
            The receiver checks each call with this secret:{' '}
            <Text span ff="monospace" size="sm">
              X-RC-Signature
            </Text>{' '}
            is{' '}
            <Text span ff="monospace" size="sm">
              sha256=
            </Text>{' '}
            and the HMAC-SHA256 of the raw body. Copy it now and give it to the receiver’s team over a safe channel; it cannot be
            shown again.
          </Alert>
          <WebhookSecret secret={created.secret} />
          <Group justify="flex-end">
            <Button onClick={close} data-testid="webhook-done">
              I have copied it
            </Button>
          </Group>
        </Stack>
      ) : (
        <WebhookForm
          key={editing?.id ?? 'new'}
          initial={editing ? { name: editing.name, url: editing.url, events: editing.events, active: editing.active } : EMPTY}
          submitLabel={editing ? 'Save' : 'Create webhook'}
          busy={busy}
          onSubmit={submit}
        />
      )}
    </Modal>
  );
}
