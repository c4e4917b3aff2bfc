import {
  Alert,
  Badge,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Image,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy, IconDownload, IconShieldCheck } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { TwoFactorSetup } from '@rc/contract/two-factor';
import { Button } from '@/components/button.tsx';
import { SectionCard } from '@/components/section-card.tsx';
import { formatDate } from '@/lib/date-formats.ts';
import { errorMessage, isApiError } from '@/lib/api-error.ts';
import { notify } from '@/lib/notify.ts';
import {
  confirmTwoFactor,
  disableTwoFactor,
  newRecoveryCodes,
  startTwoFactorSetup,
  twoFactorKeys,
  twoFactorStatus,
} from './two-factor-api.ts';

/** The secret in groups of four, as authenticator apps print it, easier to type. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/** The typed code and its message; typing clears the message. */
function useCodeField() {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  return {
    code,
    error,
    setError,
    /** The message a refused code gets: the server's word on the field, or what went wrong. */
    refused: (failure: unknown) =>
      setError(isApiError(failure) ? (failure.fields.code ?? failure.message) : errorMessage(failure)),
    clear: () => {
      setCode('');
      setError(undefined);
    },
    change: (value: string) => {
      setCode(value);
      setError(undefined);
    },
  };
}
type CodeField = ReturnType<typeof useCodeField>;

/** A code field that takes what an app shows ("123 456") or a recovery code. */
function CodeInput({ label, field, testId }: { label: string; field: CodeField; testId: string }) {
  return (
    <TextInput
      label={label}
      value={field.code}
      error={field.error}
      onChange={(event) => field.change(event.currentTarget.value)}
      autoComplete="one-time-code"
      inputMode="text"
      maxLength={20}
      data-autofocus
      data-testid={testId}
      w={{ base: '100%', xs: 260 }}
    />
  );
}

/** Cancel, then the form's own submit button. */
function FormActions({ onCancel, busy, children }: { onCancel: () => void; busy: boolean; children: ReactNode }) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="gray" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      {children}
    </Group>
  );
}

/** Ten recovery codes, shown once: copy, download, and say they are kept before leaving. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [saved, setSaved] = useState(false);
  const text = `Research Console recovery codes (each works once)\n\n${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: 'research-console-recovery-codes.txt' });
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack gap="md" data-testid="recovery-codes">
      <Alert color="warning" variant="light" icon={<IconAlertTriangle size={18} />} title="Save these recovery codes now">
        Each code signs you in once if your phone is not at hand. They are shown only this once: keep them somewhere safe, away
        from this computer.
      </Alert>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {codes.map((code) => (
          <Code key={code} component="li" fz="md" ta="center" py={6} data-testid="recovery-code">
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="gray" leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />} onClick={copy}>
              {copied ? 'Copied' : 'Copy all'}
            </Button>
          )}
        </CopyButton>
        <Button variant="gray" leftSection={<IconDownload size={16} />} onClick={download}>
          Download
        </Button>
      </Group>
      <Checkbox
        label="I have saved my recovery codes"
        checked={saved}
        onChange={(event) => setSaved(event.currentTarget.checked)}
        data-testid="recovery-codes-saved"
      />
      <Group justify="flex-end">
        <Button onClick={onDone} disabled={!saved}>
          Done
        </Button>
      </Group>
    </Stack>
  );
}

/** Scan, type the first code, get the recovery codes. */
function SetupFlow({ onFinished, onCancel }: { onFinished: () => void; onCancel: () => void }) {
  const setup = useQuery({
    queryKey: ['two-factor', 'setup'],
    queryFn: startTwoFactorSetup,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const field = useCodeField();
  const [busy, setBusy] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes) return <RecoveryCodes codes={codes} onDone={onFinished} />;
  if (setup.isError) {
    return (
      <Alert color="danger" variant="light" role="alert">
        {errorMessage(setup.error)}
      </Alert>
    );
  }
  const data: TwoFactorSetup | undefined = setup.data;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(field.code.replace(/\s+/g, ''))) return field.setError('Enter the 6 digits your authenticator app shows');
    setBusy(true);
    try {
      setCodes((await confirmTwoFactor(field.code)).recovery_codes);
    } catch (failure) {
      field.refused(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Set up two-factor sign-in" data-testid="two-factor-setup">
      <Stack gap="md">
        <Text size="sm">
          1. Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Authy …).
        </Text>
        <Group align="flex-start" gap="lg" wrap="wrap">
          {data ? (
            <Image
              src={`data:image/svg+xml;utf8,${encodeURIComponent(data.qr_svg)}`}
              alt="QR code for your authenticator app"
              w={168}
              h={168}
              bg="white"
              p={4}
              radius="sm"
              style={{ border: '1px solid var(--mantine-color-gray-3)' }}
              data-testid="two-factor-qr"
            />
          ) : (
            <Skeleton w={168} h={168} role="status" aria-label="Making your code" />
          )}
          <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
            <Text size="sm" c="dimmed">
              Cannot scan? Type this key into the app instead:
            </Text>
            {data ? (
              <Group gap={6} wrap="wrap">
                <Code fz="sm" data-testid="two-factor-secret">
                  {grouped(data.secret)}
                </Code>
                <CopyButton value={data.secret}>
                  {({ copied, copy }) => (
                    <Button variant="plain" size="compact-sm" onClick={copy}>
                      {copied ? 'Copied' : 'Copy'}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            ) : (
              <Skeleton h={20} w={240} />
            )}
          </Stack>
        </Group>
        <Text size="sm">2. Enter the 6-digit code the app shows for Research Console.</Text>
        <CodeInput label="Code from the app" field={field} testId="two-factor-setup-code" />
        <FormActions onCancel={onCancel} busy={busy}>
          <Button type="submit" loading={busy} disabled={!data}>
            Turn on
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}

/** Asks for a current code (or a recovery code) before turning it off or renewing the recovery codes. */
function CodeDialog({
  action,
  onClose,
  onDone,
}: {
  action: 'disable' | 'renew' | null;
  onClose: () => void;
  onDone: (codes: string[] | null) => void;
}) {
  const field = useCodeField();
  const [busy, setBusy] = useState(false);
  const close = () => {
    field.clear();
    onClose();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { code } = field;
    if (!code.trim()) return field.setError('Enter the code your authenticator app shows, or a recovery code');
    setBusy(true);
    try {
      if (action === 'disable') {
        await disableTwoFactor(code);
        notify.success('Two-factor sign-in is off', 'Signing in now needs only your password.');
        onDone(null);
      } else {
        onDone((await newRecoveryCodes(code)).recovery_codes);
      }
      field.clear();
    } catch (failure) {
      field.refused(failure);
    } finally {
      setBusy(false);
    }
  }

  const title = action === 'disable' ? 'Turn off two-factor sign-in' : 'New recovery codes';
  return (
    <Modal opened={action !== null} onClose={busy ? () => undefined : close} title={title} centered>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          <Text size="sm">
            {action === 'disable'
              ? 'Signing in will need only your password again. Confirm with a code from your app.'
              : 'Your current recovery codes stop working. Confirm with a code from your app.'}
          </Text>
          <CodeInput label="Code from the app, or a recovery code" field={field} testId="two-factor-confirm-code" />
          <FormActions onCancel={close} busy={busy}>
            <Button type="submit" variant={action === 'disable' ? 'danger' : 'primary'} loading={busy}>
              {action === 'disable' ? 'Turn off' : 'Make new codes'}
            </Button>
          </FormActions>
        </Stack>
      </form>
    </Modal>
  );
}

/** My Account's two-factor sign-in: set up, recovery codes, turn off. */
export function TwoFactorCard() {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: twoFactorKeys.self, queryFn: twoFactorStatus });
  const [settingUp, setSettingUp] = useState(false);
  const [dialog, setDialog] = useState<'disable' | 'renew' | null>(null);
  const [renewed, setRenewed] = useState<string[] | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.self });
  const s = status.data;

  let body;
  if (status.isPending) body = <Skeleton h={60} role="status" aria-label="Loading two-factor sign-in" />;
  else if (status.isError)
    body = (
      <Alert color="danger" variant="light" role="alert">
        {isApiError(status.error) && status.error.handled ? 'Could not load.' : errorMessage(status.error)}
      </Alert>
    );
  else if (renewed)
    body = (
      <RecoveryCodes
        codes={renewed}
        onDone={() => {
          setRenewed(null);
          void refresh();
        }}
      />
    );
  else if (settingUp)
    body = (
      <SetupFlow
        onCancel={() => setSettingUp(false)}
        onFinished={() => {
          setSettingUp(false);
          notify.success('Two-factor sign-in is on', 'Your other sessions were signed out.');
          void refresh();
        }}
      />
    );
  else if (s?.enabled)
    body = (
      <Stack gap="md">
        <Group gap="sm">
          <Badge color="primary" variant="light" leftSection={<IconShieldCheck size={14} />}>
            On
          </Badge>
          <Text size="sm" data-testid="two-factor-summary">
            Since {formatDate(s.enabled_at)} · {s.recovery_codes_left} of 10 recovery codes left
          </Text>
        </Group>
        {s.recovery_codes_left <= 3 ? (
          <Alert color="warning" variant="light" icon={<IconAlertTriangle size={18} />}>
            Few recovery codes are left. Make new ones so a lost phone does not lock you out.
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          {s.required ? null : (
            <Button variant="gray" onClick={() => setDialog('disable')}>
              Turn off
            </Button>
          )}
          <Button variant="secondary" onClick={() => setDialog('renew')}>
            New recovery codes
          </Button>
        </Group>
      </Stack>
    );
  else
    body = (
      <Stack gap="md">
        {s?.required ? (
          <Alert
            color="warning"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            role="alert"
            data-testid="two-factor-required"
          >
            Your role requires two-factor sign-in. Set it up to go on using the console.
          </Alert>
        ) : null}
        <Text size="sm">
          Off. With it on, signing in asks for a code from an app on your phone as well as your password, so a stolen password
          alone does not open your account.
        </Text>
        <Group justify="flex-end">
          <Button onClick={() => setSettingUp(true)} data-testid="two-factor-start">
            Set up two-factor sign-in
          </Button>
        </Group>
      </Stack>
    );

  return (
    <SectionCard title="Two-factor sign-in" description="A code from your phone at every sign-in." data-testid="two-factor-card">
      {body}
      <CodeDialog
        action={dialog}
        onClose={() => setDialog(null)}
        onDone={(codes) => {
          setDialog(null);
          if (codes) setRenewed(codes);
          void refresh();
        }}
      />
    </SectionCard>
  );
}
