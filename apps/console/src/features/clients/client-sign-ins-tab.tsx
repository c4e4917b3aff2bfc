import { Alert, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconBrandAndroid, IconBrandApple, IconDeviceDesktop, IconLogin } from '@tabler/icons-react';
import { useState } from 'react';
import { Button } from '@/components/button.tsx';
import { errorMessage } from '@/lib/api-error.ts';
import { formatDateTime } from '@/lib/date-formats.ts';
import { useClientSignIns } from './client-api.ts';
import classes from './client-drawer.module.css';

const PAGE = 20;

function DeviceIcon({ device }: { device: string | null }) {
  const text = device ?? '';
  const Icon = /android/i.test(text) ? IconBrandAndroid : /ios|iphone|ipad/i.test(text) ? IconBrandApple : IconDeviceDesktop;
  return (
    <ThemeIcon variant="light" color="gray" radius="xl" size={34}>
      <Icon size={17} />
    </ThemeIcon>
  );
}

/** The client's sign-ins on the public site, newest first, twenty at a time. */
export function ClientSignInsTab({ clientId }: { clientId: number }) {
  const [limit, setLimit] = useState(PAGE);
  const signIns = useClientSignIns(clientId, limit, true);
  if (signIns.isPending) return <Skeleton h={180} />;
  if (signIns.isError) {
    return (
      <Alert color="danger" variant="light" icon={<IconAlertCircle size={18} />}>
        {errorMessage(signIns.error)}
      </Alert>
    );
  }
  const { data, total } = signIns.data;
  if (total === 0) {
    return (
      <Stack align="center" gap={6} py="xl" data-testid="client-sign-ins">
        <IconLogin size={30} color="var(--mantine-color-gray-5)" />
        <Text size="sm" c="dimmed">
          This client has never signed in.
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap={0} data-testid="client-sign-ins">
      <Text size="sm" c="dimmed" mb="xs">
        {total} {total === 1 ? 'sign-in' : 'sign-ins'}
      </Text>
      {data.map((row) => (
        <div key={row.id} className={classes.row}>
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <DeviceIcon device={row.device} />
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate>
                {row.device ?? 'Unknown device'}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {[row.city, row.ip, `via ${row.provider.charAt(0)}${row.provider.slice(1).toLowerCase()}`]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </div>
          </Group>
          <Text size="sm" c="dimmed" style={{ flex: 'none', whiteSpace: 'nowrap' }}>
            {formatDateTime(row.signed_in_at)}
          </Text>
        </div>
      ))}
      {data.length < total && limit < 100 ? (
        <Button variant="gray" mt="md" loading={signIns.isFetching} onClick={() => setLimit((l) => Math.min(100, l + PAGE))}>
          Show more
        </Button>
      ) : null}
    </Stack>
  );
}
