import { Alert, Anchor, Grid, Group, Radio, SimpleGrid, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconClockHour4, IconKey, IconMailForward, IconSend } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { generatePath, Link, useNavigate } from 'react-router';
import { inviteBodySchema } from '@rc/contract/internal-user';
import { rolePreset } from '@rc/contract/permissions';
import { STAFF_ROLES, type StaffRole } from '@rc/contract/roles';
import { ROUTES } from '@rc/contract/routes';
import { grantKeys } from '@rc/contract/user-permission';
import { Button } from '@/components/button.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { SectionCard } from '@/components/section-card.tsx';
import { useUnsavedChangesGuard } from '@/components/unsaved-changes-guard.tsx';
import { errorMessage, isApiError } from '@/lib/api-error.ts';
import { zodFieldErrors, type FieldErrors } from '@/lib/form-errors.ts';
import { notify } from '@/lib/notify.ts';
import { usePermissions, useProfile } from '@/lib/session-store.ts';
import { inviteStaff } from './internal-user-api.ts';
import classes from './invite-screen.module.css';

const ROLE_TEXT: Record<StaffRole, { label: string; text: string }> = {
  writter: { label: 'Writter', text: 'Writes and edits research, Insight and Circle content.' },
  auditor: { label: 'Auditor', text: 'Reviews content: reads it and approves, rejects or asks for revision.' },
  admin: { label: 'Admin', text: 'Runs the console: every area, staff and clients; cannot approve permission changes.' },
  owner: { label: 'Owner', text: 'Everything, including making other owners. Only an owner can invite one.' },
};
const ORDER: readonly StaffRole[] = ['writter', 'auditor', 'admin', 'owner'];

/** UserEditorNew: new staff are invited; they choose their own password from the mailed link. */
export function InviteScreen() {
  const navigate = useNavigate();
  const profile = useProfile();
  const permissions = usePermissions();
  const [values, setValues] = useState({ fullname: '', email: '', phone: '', role: 'writter' as StaffRole });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const typed = values.fullname !== '' || values.email !== '' || values.phone !== '' || values.role !== 'writter';
  const guard = useUnsavedChangesGuard(typed && !sending);

  const held = grantKeys(permissions);
  const isOwner = profile?.role === 'owner';
  /** Why a role cannot be chosen by this person, mirroring the server's rules. */
  const blocked = (role: StaffRole): string | null => {
    if (role === 'owner' && !isOwner) return 'Only an owner can invite an owner.';
    if (isOwner) return null;
    const missing = [...grantKeys(rolePreset(role))].filter((k) => !held.has(k)).length;
    return missing > 0 ? `Its preset holds ${missing} permissions you do not hold yourself.` : null;
  };
  const set = (field: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = inviteBodySchema.safeParse(values);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setSending(true);
    setFormError(null);
    try {
      const record = await inviteStaff(parsed.data);
      notify.success('Invite sent', `${record.fullname} gets an email with a link to choose a password.`);
      guard.allowNavigation();
      await navigate(generatePath(ROUTES.UserEditorExisting.path, { id: String(record.id) }), { replace: true });
    } catch (error) {
      setErrors(isApiError(error) ? { ...error.fields } : {});
      setFormError(isApiError(error) && error.handled ? null : errorMessage(error));
      setSending(false);
    }
  }

  return (
    <>
      <Stack gap={0}>
        <Anchor component={Link} to={ROUTES.User.path} size="sm" fw={500} mb={8} c="dimmed" className={classes.back}>
          <IconArrowLeft size={14} /> Internal users
        </Anchor>
        <PageHeader
          title="Invite a staff member"
          description="They get an email with a link to choose their password; the link works for 72 hours."
        />
      </Stack>
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <form onSubmit={onSubmit} noValidate aria-label="Invite a staff member">
            <SectionCard title="Who">
              <Stack gap="md">
                {formError ? (
                  <Alert color="danger" variant="light" icon={<IconAlertCircle size={18} />} data-testid="invite-error">
                    {formError}
                  </Alert>
                ) : null}
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <TextInput
                    label="Full name"
                    required
                    placeholder="e.g. Siti Rahmawati"
                    description="As it appears in the console and in their mails."
                    value={values.fullname}
                    onChange={(e) => set('fullname')(e.currentTarget.value)}
                    error={errors.fullname}
                    autoFocus
                  />
                  <TextInput
                    label="Email"
                    required
                    type="email"
                    placeholder="nama@perusahaan.co.id"
                    description="The invite goes here; it is also their sign-in."
                    value={values.email}
                    onChange={(e) => set('email')(e.currentTarget.value)}
                    error={errors.email}
                  />
                  <TextInput
                    label="Phone"
                    placeholder="+62 812 3456 7890"
                    description="Optional."
                    value={values.phone}
                    onChange={(e) => set('phone')(e.currentTarget.value)}
                    error={errors.phone}
                  />
                </SimpleGrid>
                <Radio.Group
                  label="Role"
                  description="Sets their starting permissions (the role’s preset); you can fine-tune them after the invite."
                  value={values.role}
                  onChange={set('role')}
                  error={errors.role}
                >
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
                    {ORDER.filter((r) => STAFF_ROLES.includes(r)).map((role) => {
                      const reason = blocked(role);
                      return (
                        <Radio.Card
                          key={role}
                          value={role}
                          disabled={reason !== null}
                          className={classes.role}
                          radius="md"
                          data-testid={`role-${role}`}
                        >
                          <Group wrap="nowrap" align="flex-start" gap="sm">
                            <Radio.Indicator mt={2} disabled={reason !== null} />
                            <div>
                              <Text fw={600} size="sm">
                                {ROLE_TEXT[role].label}
                              </Text>
                              <Text size="xs" c="dimmed" mt={2}>
                                {reason ?? ROLE_TEXT[role].text}
                              </Text>
                            </div>
                          </Group>
                        </Radio.Card>
                      );
                    })}
                  </SimpleGrid>
                </Radio.Group>
                <Group justify="flex-end" mt="xs">
                  <Button component={Link} to={ROUTES.User.path} variant="gray">
                    Cancel
                  </Button>
                  <Button type="submit" loading={sending} leftSection={<IconSend size={16} />} data-testid="send-invite">
                    Send invite
                  </Button>
                </Group>
              </Stack>
            </SectionCard>
            {guard.dialog}
          </form>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <SectionCard title="How inviting works">
            <Stack gap="md">
              <Step icon={<IconKey size={16} />} title="An account without a password">
                It starts with the role’s permissions and shows as Invited in the list.
              </Step>
              <Step icon={<IconMailForward size={16} />} title="An email with a personal link">
                They open it and choose their own password; nobody else ever knows it.
              </Step>
              <Step icon={<IconClockHour4 size={16} />} title="Valid for 72 hours, once">
                From their profile you can send a fresh link or revoke the invite.
              </Step>
            </Stack>
          </SectionCard>
        </Grid.Col>
      </Grid>
    </>
  );
}

function Step({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" color="secondary" radius="xl" size={32}>
        {icon}
      </ThemeIcon>
      <div>
        <Text size="sm" fw={600}>
          {title}
        </Text>
        <Text size="sm" c="dimmed">
          {children}
        </Text>
      </div>
    </Group>
  );
}
