import { ActionIcon, Alert, Checkbox, Code, CopyButton, Group, Modal, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import {
  API_KEY_NAME_MAX,
  API_KEY_SCOPES,
  apiKeyCreateSchema,
  type ApiKeyCreate,
  type ApiKeyCreated,
  type ApiKeyOwnerKind,
} from '@rc/contract/api-keys';
import { Button } from '@/components/button.tsx';
import { errorMessage, isApiError } from '@/lib/api-error.ts';
import { serverFieldErrors, zodFieldErrors, type FieldErrors } from '@/lib/form-errors.ts';
import { notify } from '@/lib/notify.ts';
import { ApiKeyOwnerSelect } from './api-key-owner-select.tsx';

type Draft = { name: string; scopes: string[]; contributor_id: number | null; institution_id: number | null };
const EMPTY: Draft = { name: '', scopes: [], contributor_id: null, institution_id: null };

/** The owners the chosen scopes need (a Circle scope needs a contributor, a selection scope an institution). */
function ownersNeeded(scopes: readonly string[]): ApiKeyOwnerKind[] {
  const kinds = API_KEY_SCOPES.flatMap((s) => ('owner' in s && scopes.includes(s.value) ? [s.owner] : []));
  return [...new Set(kinds)];
}

function KeyForm({ busy, onSubmit }: { busy: boolean; onSubmit: (body: ApiKeyCreate) => Promise<FieldErrors | null> }) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const owners = ownersNeeded(draft.scopes);
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    // A changed field's message is out of date; the next submit checks it again.
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([field]) => !(field in patch))));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      name: draft.name,
      scopes: draft.scopes,
      contributor_id: owners.includes('contributor') ? draft.contributor_id : null,
      institution_id: owners.includes('institution') ? draft.institution_id : null,
    };
    const parsed = apiKeyCreateSchema.safeParse(body);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors((await onSubmit(parsed.data)) ?? {});
  }

  return (
    <form onSubmit={submit} noValidate data-testid="api-key-form">
      <Stack gap="md">
        <TextInput
          label="Name"
          description="Who uses the key and where, e.g. “Public website” or “Partner app (production)”."
          required
          maxLength={API_KEY_NAME_MAX}
          value={draft.name}
          onChange={(event) => set({ name: event.currentTarget.value })}
          error={errors.name}
          data-autofocus
          data-testid="api-key-name"
        />
        <Checkbox.Group
          label="Scopes"
          description="What the key may do. Choose only what its sender needs."
          required
          value={draft.scopes}
          onChange={(scopes) => set({ scopes })}
          error={errors.scopes}
        >
          <Stack gap="xs" mt="xs">
            {API_KEY_SCOPES.map((scope) => (
              <Checkbox
                key={scope.value}
                value={scope.value}
                label={`${scope.label} (${scope.value})`}
                description={scope.description}
                data-testid={`api-key-scope-${scope.value}`}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        {owners.map((kind) => (
          <ApiKeyOwnerSelect
            key={kind}
            kind={kind}
            value={draft[`${kind}_id`]}
            error={errors[`${kind}_id`]}
            onChange={(value) => set({ [`${kind}_id`]: value })}
          />
        ))}
        <Group justify="flex-end" gap="sm">
          <Button type="submit" loading={busy} data-testid="api-key-submit">
            Create key
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The key, once: there is no other way to see it again. */
function KeyShownOnce({ created, onDone }: { created: ApiKeyCreated; onDone: () => void }) {
  return (
    <Stack gap="md" data-testid="api-key-created">
      <Alert color="warning" variant="light" icon={<IconAlertTriangle size={18} />} title="Copy the key now">
        Only its hash is kept: this is the one time “{created.api_key.name}” is shown. Send it to its user over a safe channel;
        they put it in the X-Api-Key header.
      </Alert>
      <Group gap="xs" wrap="nowrap" align="center">
        <Code
          block
          style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
          data-testid="api-key-secret"
        >
          {created.key}
        </Code>
        <CopyButton value={created.key}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Copied' : 'Copy key'} withArrow>
              <ActionIcon
                variant={copied ? 'filled' : 'light'}
                color={copied ? 'teal' : 'primary'}
                size="lg"
                onClick={copy}
                aria-label={copied ? 'Key copied' : 'Copy key'}
                data-testid="api-key-copy"
              >
                {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
      <Text size="sm" c="dimmed">
        The list shows the key by its first characters ({created.api_key.prefix}…) from now on.
      </Text>
      <Group justify="flex-end">
        <Button onClick={onDone} data-testid="api-key-done">
          Done
        </Button>
      </Group>
    </Stack>
  );
}

/** New key: the form, then the key shown once with a copy button. */
export function CreateApiKeyDialog({
  opened,
  onClose,
  create,
}: {
  opened: boolean;
  onClose: () => void;
  create: (body: ApiKeyCreate) => Promise<ApiKeyCreated>;
}) {
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);

  const close = () => {
    if (busy) return;
    setCreated(null);
    onClose();
  };

  async function submit(body: ApiKeyCreate): Promise<FieldErrors | null> {
    setBusy(true);
    try {
      const answer = await create(body);
      setCreated(answer);
      notify.success('API key created', `“${answer.api_key.name}” is ready; copy it before closing.`);
      return null;
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (!(isApiError(error) && error.handled)) notify.error('Key not created', errorMessage(error));
      return fields;
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={
        <Text fw={650} size="lg">
          {created ? 'Your new API key' : 'New API key'}
        </Text>
      }
      centered
      size="lg"
      radius="lg"
      padding="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      data-testid="api-key-dialog"
    >
      {created ? <KeyShownOnce created={created} onDone={close} /> : <KeyForm busy={busy} onSubmit={submit} />}
    </Modal>
  );
}
