import { Badge, Divider, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatDateTime } from '@/lib/date-formats.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { SectionCard } from '@/components/section-card.tsx';
import { useProfile } from '@/lib/session-store.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { NotificationEmailCard } from './notification-email-card.tsx';
import { ProfileForm } from './profile-form.tsx';
import { ProfilePhoto } from './profile-photo.tsx';
import { TwoFactorCard } from './two-factor-card.tsx';
import { twoFactorKeys, twoFactorStatus } from './two-factor-api.ts';
import { TwoFactorPolicyCard } from './two-factor-policy-card.tsx';

const ROLE_COLOURS = { owner: 'primary', admin: 'secondary', writter: 'warning', auditor: 'gray' } as const;

/** My Account (UserProfile): own profile, photo and password. */
export function ProfileScreen() {
  const profile = useProfile();
  const twoFactor = useQuery({ queryKey: twoFactorKeys.self, queryFn: twoFactorStatus });
  // A role that requires two-factor sign-in, not set up yet: that comes first, before anything else.
  const setupDue = twoFactor.data?.required === true && !twoFactor.data.enabled;
  if (!profile) return null; // The navigation guard loads it before this screen shows.

  return (
    <>
      <PageHeader title="My Account" description="Your profile, photo, password, two-factor sign-in and notification email." />
      {setupDue ? (
        <Stack mb="lg">
          <TwoFactorCard />
        </Stack>
      ) : null}
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <SectionCard>
            <Stack gap="lg">
              <ProfilePhoto profile={profile} />
              <Divider />
              <div style={{ textAlign: 'center' }}>
                <Title order={3} data-testid="profile-name">
                  {profile.fullname}
                </Title>
                <Text size="sm" c="dimmed" mt={2}>
                  {profile.email}
                </Text>
                <Group justify="center" gap={6} mt="sm">
                  <Badge variant="light" color={ROLE_COLOURS[profile.role]} tt="capitalize">
                    {profile.role}
                  </Badge>
                  <Badge variant="dot" color={profile.status === 'ACTIVE' ? 'primary' : 'danger'} tt="capitalize">
                    {profile.status.toLowerCase()}
                  </Badge>
                </Group>
              </div>
              <Divider />
              <Stack gap={8}>
                <Detail label="Member since" value={formatDate(profile.created_at)} />
                <Detail label="Last sign-in" value={formatDateTime(profile.last_login)} />
              </Stack>
            </Stack>
          </SectionCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <ProfileForm profile={profile} />
            <ChangePasswordForm />
            {setupDue ? null : <TwoFactorCard />}
            <NotificationEmailCard />
            {profile.role === 'owner' ? <TwoFactorPolicyCard /> : null}
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right">
        {value}
      </Text>
    </Group>
  );
}
