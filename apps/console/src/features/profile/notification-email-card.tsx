import { Alert, Group, Radio, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo, useState, type FormEvent } from 'react';
import {
  DIGEST_HOUR,
  NOTIFICATION_EMAIL,
  NOTIFICATION_EMAIL_VALUES,
  notificationSettingsBodySchema,
  type NotificationEmail,
  type NotificationSettings,
} from '@rc/contract/notification';
import { Button } from '@/components/button.tsx';
import { SectionCard } from '@/components/section-card.tsx';
import { useUnsavedChangesGuard } from '@/components/unsaved-changes-guard.tsx';
import { errorMessage, isApiError } from '@/lib/api-error.ts';
import { serverFieldErrors, zodFieldErrors, type FieldErrors } from '@/lib/form-errors.ts';
import { notify } from '@/lib/notify.ts';
import { useNotificationSettings, useSaveNotificationSettings } from './notification-settings-api.ts';
import { browserTimeZone, timeZoneChoices } from './time-zones.ts';

const hour = `${String(DIGEST_HOUR).padStart(2, '0')}:00`;

const EMAIL_HINTS: Record<NotificationEmail, string> = {
  none: 'Notifications stay in the console, under the bell.',
  each: 'An email as each notification arrives.',
  digest: `One email each morning at ${hour} in your time zone, grouped by area, when there is something new.`,
};

/** The saved time zone, or the browser's while the person has never chosen one. */
function proposedZone(saved: { time_zone: string; chosen: boolean }): string {
  return saved.chosen ? saved.time_zone : browserTimeZone();
}

/** My Account: how notifications reach the person by email, and the time zone of the digest. */
export function NotificationEmailCard() {
  const settings = useNotificationSettings();
  return (
    <SectionCard
      title="Notification email"
      description="Notifications always show under the bell; choose whether email brings them too."
      data-testid="notification-email"
      id="notification-email"
    >
      {settings.isPending ? (
        <Stack gap="sm" role="status" aria-label="Loading your notification email choice">
          <Skeleton h={18} w="60%" />
          <Skeleton h={18} w="55%" />
          <Skeleton h={18} w="65%" />
          <Skeleton h={36} w={280} mt="sm" />
        </Stack>
      ) : settings.isError ? (
        <Alert color="danger" variant="light" icon={<IconAlertCircle size={18} />} title="Your choice could not be loaded">
          <Text size="sm">{errorMessage(settings.error)}</Text>
          <Button variant="gray" size="compact-sm" mt="sm" onClick={() => void settings.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <NotificationEmailForm saved={settings.data} />
      )}
    </SectionCard>
  );
}

function NotificationEmailForm({ saved }: { saved: NotificationSettings }) {
  const save = useSaveNotificationSettings();
  const [values, setValues] = useState<Omit<NotificationSettings, 'chosen'>>(() => ({
    email: saved.email,
    time_zone: proposedZone(saved),
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [touched, setTouched] = useState(false);
  const zones = useMemo(() => timeZoneChoices([saved.time_zone, values.time_zone]), [saved.time_zone, values.time_zone]);
  const changed = values.email !== saved.email || values.time_zone !== saved.time_zone;
  const proposed = values.time_zone !== saved.time_zone && !touched;
  // Only what the person changed holds them back; the proposed time zone alone does not.
  const guard = useUnsavedChangesGuard(touched && changed && !save.isPending);

  const change = (patch: Partial<Omit<NotificationSettings, 'chosen'>>) => {
    setValues((current) => ({ ...current, ...patch }));
    setTouched(true);
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key];
      return next;
    });
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = notificationSettingsBodySchema.safeParse(values);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    try {
      const stored = await save.mutateAsync(parsed.data);
      setValues({ email: stored.email, time_zone: stored.time_zone });
      setErrors({});
      setTouched(false);
      notify.success(
        'Notification email saved',
        stored.email === 'none'
          ? 'No email: notifications show under the bell only.'
          : stored.email === 'each'
            ? 'An email comes with each notification.'
            : `A digest comes at ${hour}, ${stored.time_zone} time.`,
      );
    } catch (error) {
      // What was chosen stays on the form, to correct and save again.
      setErrors(serverFieldErrors(error));
      if (!(isApiError(error) && error.handled)) notify.error('Notification email not saved', errorMessage(error));
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Notification email">
      <Stack gap="lg">
        <Radio.Group
          label="Email me"
          value={values.email}
          onChange={(email) => change({ email: email as NotificationEmail })}
          error={errors.email}
          data-testid="notification-email-choice"
        >
          <Stack gap="sm" mt="xs">
            {NOTIFICATION_EMAIL_VALUES.map((value) => (
              <Radio
                key={value}
                value={value}
                label={NOTIFICATION_EMAIL[value]}
                description={EMAIL_HINTS[value]}
                data-testid={`notification-email-${value}`}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Select
          label="Time zone"
          description={
            proposed
              ? `Taken from this browser; save to keep it. The digest comes at ${hour} in this zone.`
              : `The digest comes at ${hour} in this zone.`
          }
          data={zones}
          value={values.time_zone}
          onChange={(zone) => zone && change({ time_zone: zone })}
          searchable
          allowDeselect={false}
          nothingFoundMessage="No time zone matches"
          maxDropdownHeight={280}
          w={{ base: '100%', sm: 360 }}
          error={errors.time_zone}
          comboboxProps={{ withinPortal: true }}
          data-testid="notification-time-zone"
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            variant="secondary"
            loading={save.isPending}
            disabled={!changed}
            data-testid="notification-email-save"
          >
            Save notification email
          </Button>
        </Group>
      </Stack>
      {guard.dialog}
    </form>
  );
}
