import { Alert, Divider, Group, Stack, Text } from '@mantine/core';
import { IconBan, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { can } from '@rc/contract/permissions';
import { SIGNUP_PROVIDER_OPTIONS } from '@rc/contract/resources/client.resource';
import { Button } from '@/components/button.tsx';
import { formatDate, formatDateTime } from '@/lib/date-formats.ts';
import { usePermissions } from '@/lib/session-store.ts';
import type { ClientRecord } from './client-api.ts';
import classes from './client-drawer.module.css';
import { ClientStatusDialog } from './client-status-dialog.tsx';

const provider = (value: string) => SIGNUP_PROVIDER_OPTIONS.find((o) => o.value === value)?.label ?? value;

/** Who the client is, their current plan, and (with update on USER) suspend or reactivate. */
export function ClientProfileTab({ client }: { client: ClientRecord }) {
  const permissions = usePermissions();
  const [changing, setChanging] = useState(false);
  const canUpdate = can(permissions, 'USER', 'update');
  const suspended = client.status === 'SUSPENDED';
  return (
    <Stack gap="lg">
      {suspended ? (
        <Alert color="danger" variant="light" icon={<IconBan size={18} />} title="Suspended" data-testid="client-suspension">
          <Stack gap={4}>
            <Text size="sm">{client.suspension_reason ?? 'No reason was recorded.'}</Text>
            <Text size="xs" c="dimmed">
              {client.suspended_by ? `By ${client.suspended_by.fullname}, ` : ''}
              {formatDateTime(client.suspended_at)}
            </Text>
          </Stack>
        </Alert>
      ) : null}
      <dl className={classes.facts}>
        <Fact label="Phone">{client.phone ?? '—'}</Fact>
        <Fact label="Signed up with">{provider(client.signup_provider)}</Fact>
        <Fact label="Registered">{formatDateTime(client.registered_at)}</Fact>
        <Fact label="Email verified">{client.verified_at ? formatDateTime(client.verified_at) : 'Not yet'}</Fact>
        <Fact label="Last sign-in">{formatDateTime(client.last_login)}</Fact>
        <Fact label="Client ID">#{client.id}</Fact>
      </dl>
      <Divider />
      <div>
        <Text size="xs" fw={600} tt="uppercase" c="dimmed" lts={0.4} mb={6}>
          Current plan
        </Text>
        {client.plan_code ? (
          <Group justify="space-between" wrap="wrap" gap="xs">
            <div>
              <Text fw={650}>{client.plan?.name ?? client.plan_code}</Text>
              <Text size="xs" c="dimmed" ff="monospace">
                {client.plan_code}
              </Text>
            </div>
            <Text size="sm" c="dimmed">
              {formatDate(client.plan_started_at)} → {formatDate(client.plan_ends_at)}
            </Text>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            Free tier: no running subscription.
          </Text>
        )}
      </div>
      {canUpdate ? (
        <>
          <Divider />
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm" c="dimmed" maw={340}>
              {suspended
                ? 'Reactivating lets the client sign in and read their subscription again.'
                : 'A suspended client cannot sign in on the public site. The reason is kept in the audit log.'}
            </Text>
            <Button
              variant={suspended ? 'primary' : 'danger'}
              leftSection={suspended ? <IconPlayerPlay size={16} /> : <IconPlayerPause size={16} />}
              onClick={() => setChanging(true)}
              data-testid={suspended ? 'client-reactivate' : 'client-suspend'}
            >
              {suspended ? 'Reactivate' : 'Suspend client'}
            </Button>
          </Group>
        </>
      ) : null}
      <ClientStatusDialog client={client} opened={changing} onClose={() => setChanging(false)} />
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
