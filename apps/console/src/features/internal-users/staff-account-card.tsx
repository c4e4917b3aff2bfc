import { Alert, Divider, Group, Stack, Text, Textarea } from '@mantine/core';
import {
  IconInfoCircle,
  IconKey,
  IconMailForward,
  IconPlayerPause,
  IconPlayerPlay,
  IconShieldLock,
  IconShieldOff,
  IconUserX,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { generatePath, Link } from 'react-router';
import { can } from '@rc/contract/permissions';
import { ROUTES } from '@rc/contract/routes';
import { Button, type ButtonVariant } from '@/components/button.tsx';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { SectionCard } from '@/components/section-card.tsx';
import { RoleBadge, StatusBadge } from '@/components/staff-badges.tsx';
import { errorMessage, isApiError } from '@/lib/api-error.ts';
import { formatDateTime } from '@/lib/date-formats.ts';
import { notify } from '@/lib/notify.ts';
import { usePermissions, useProfile } from '@/lib/session-store.ts';
import {
  reactivateStaff,
  resendInvite,
  resetTwoFactor,
  revokeInvite,
  sendPasswordReset,
  suspendStaff,
  type StaffRecord,
} from './internal-user-api.ts';

type Action = {
  key: string;
  label: string;
  icon: ReactNode;
  variant: ButtonVariant;
  confirm: { title: string; text: string; label: string; note?: boolean };
  run: (id: number, note: string) => Promise<StaffRecord>;
  done: (record: StaffRecord) => [string, string];
};

const ACTIONS: Record<string, Action> = {
  resend: {
    key: 'resend',
    label: 'Resend invite',
    icon: <IconMailForward size={16} />,
    variant: 'gray',
    confirm: {
      title: 'Send a new invite?',
      text: 'A fresh link valid for 72 hours is mailed; earlier links stop working.',
      label: 'Send new invite',
    },
    run: (id) => resendInvite(id),
    done: (r) => ['Invite sent again', `A new link is on its way to ${r.email}.`],
  },
  revoke: {
    key: 'revoke',
    label: 'Revoke invite',
    icon: <IconUserX size={16} />,
    variant: 'danger',
    confirm: {
      title: 'Revoke this invite?',
      text: 'The link stops working and the account moves to the trash. Restore it later to invite them again.',
      label: 'Revoke invite',
    },
    run: (id) => revokeInvite(id),
    done: (r) => ['Invite revoked', `${r.fullname} can no longer join with the link.`],
  },
  reset: {
    key: 'reset',
    label: 'Send password-reset link',
    icon: <IconKey size={16} />,
    variant: 'gray',
    confirm: {
      title: 'Send a password-reset link?',
      text: 'They get an email with a link to choose a new password, valid for one hour. Their current password keeps working until then.',
      label: 'Send link',
    },
    run: (id) => sendPasswordReset(id),
    done: (r) => ['Reset link sent', `${r.email} gets a link to choose a new password.`],
  },
  suspend: {
    key: 'suspend',
    label: 'Suspend',
    icon: <IconPlayerPause size={16} />,
    variant: 'danger',
    confirm: {
      title: 'Suspend this account?',
      text: 'They are signed out everywhere at once and cannot sign in until the account is reactivated.',
      label: 'Suspend',
      note: true,
    },
    run: (id, note) => suspendStaff(id, note),
    done: (r) => ['Account suspended', `${r.fullname} is signed out and cannot sign in.`],
  },
  twoFactor: {
    key: 'two-factor-reset',
    label: 'Reset two-factor sign-in',
    icon: <IconShieldOff size={16} />,
    variant: 'danger',
    confirm: {
      title: 'Reset two-factor sign-in?',
      text: 'For a lost or replaced phone. They are signed out everywhere, sign in with their password alone and set up two-factor sign-in again. Their recovery codes stop working.',
      label: 'Reset two-factor',
    },
    run: (id) => resetTwoFactor(id),
    done: (r) => ['Two-factor sign-in reset', `${r.fullname} is signed out and sets it up again at the next sign-in.`],
  },
  reactivate: {
    key: 'reactivate',
    label: 'Reactivate',
    icon: <IconPlayerPlay size={16} />,
    variant: 'primary',
    confirm: {
      title: 'Reactivate this account?',
      text: 'They can sign in again with their password.',
      label: 'Reactivate',
      note: true,
    },
    run: (id, note) => reactivateStaff(id, note),
    done: (r) => ['Account reactivated', `${r.fullname} can sign in again.`],
  },
};

/**
 * Beside the staff editor (an extension of the generic editor): the account's state, its invite,
 * the life-cycle actions the signed-in person may take, and the way to the permission editor.
 */
export function StaffAccountCard({
  record,
  onRecordChange,
}: {
  record: Record<string, unknown>;
  onRecordChange?: (record: Record<string, unknown>) => void;
}) {
  const staff = record as StaffRecord;
  const profile = useProfile();
  const permissions = usePermissions();
  const [pending, setPending] = useState<Action | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);

  const self = profile?.id === staff.id;
  const ownerOnly = staff.role === 'owner' && profile?.role !== 'owner';
  const canWrite = can(permissions, 'INTERNALUSER', 'write');
  const canUpdate = can(permissions, 'INTERNALUSER', 'update');
  const trashed = staff.deleted_at !== null;

  const available: Action[] = trashed
    ? []
    : staff.status === 'INVITED'
      ? canWrite
        ? [ACTIONS.resend!, ACTIONS.revoke!]
        : []
      : !canUpdate
        ? []
        : staff.status === 'SUSPENDED'
          ? [ACTIONS.reactivate!]
          : [
              ACTIONS.reset!,
              // Owners only, for someone else (one's own is turned off on My Account).
              ...(staff.two_factor && profile?.role === 'owner' && !self ? [ACTIONS.twoFactor!] : []),
              ...(self ? [] : [ACTIONS.suspend!]),
            ];

  async function run() {
    if (!pending) return;
    setBusy(true);
    try {
      const next = await pending.run(staff.id, note);
      notify.success(...pending.done(next));
      setPending(null);
      setNote('');
      onRecordChange?.(next);
    } catch (error) {
      if (!(isApiError(error) && error.handled)) notify.error('Not done', errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const invite = staff.invite;
  return (
    <SectionCard title="Sign-in and access" data-testid="staff-account">
      <Stack gap={10}>
        <Row label="Status">
          <StatusBadge status={staff.status} />
        </Row>
        <Row label="Role">
          <RoleBadge role={staff.role} />
        </Row>
        <Row label="Last sign-in">{formatDateTime(staff.last_login)}</Row>
        {staff.status === 'INVITED' ? null : <Row label="Two-factor sign-in">{staff.two_factor ? 'On' : 'Off'}</Row>}
        {staff.status === 'ACTIVE' ? (
          <Row label="Signed in now">
            {staff.active_sessions ? `${staff.active_sessions} ${staff.active_sessions === 1 ? 'device' : 'devices'}` : 'Nowhere'}
          </Row>
        ) : null}
        {invite ? (
          <Alert
            color={invite.expired ? 'warning' : 'secondary'}
            variant="light"
            icon={<IconInfoCircle size={16} />}
            p="sm"
            data-testid="invite-state"
          >
            <Text size="sm">
              Invite sent {formatDateTime(invite.sent_at)}.{' '}
              {invite.expired
                ? 'The link has expired: send a new one.'
                : `The link works until ${formatDateTime(invite.expires_at)}.`}
            </Text>
          </Alert>
        ) : null}
        {ownerOnly ? (
          <Text size="xs" c="dimmed">
            Only an owner can change an owner’s account.
          </Text>
        ) : null}
        {available.length > 0 ? (
          <>
            <Divider my={4} />
            <Stack gap="xs">
              {available.map((action) => (
                <Button
                  key={action.key}
                  variant={action.variant === 'danger' ? 'gray' : action.variant}
                  leftSection={action.icon}
                  justify="flex-start"
                  fullWidth
                  disabled={ownerOnly}
                  onClick={() => setPending(action)}
                  data-testid={`staff-${action.key}`}
                  c={action.variant === 'danger' ? 'danger.7' : undefined}
                >
                  {action.label}
                </Button>
              ))}
            </Stack>
          </>
        ) : null}
        {can(permissions, 'USERPERMISSION', 'read') && !trashed ? (
          <Button
            component={Link}
            to={generatePath(ROUTES.PermissionEditorExisting.path, { id: String(staff.id) })}
            variant="secondary"
            leftSection={<IconShieldLock size={16} />}
            fullWidth
            mt={4}
            data-testid="edit-permissions"
          >
            Permissions
          </Button>
        ) : null}
      </Stack>
      <ConfirmDialog
        opened={pending !== null}
        title={pending?.confirm.title ?? ''}
        confirmLabel={pending?.confirm.label ?? ''}
        confirmVariant={pending?.variant === 'danger' ? 'danger' : 'primary'}
        loading={busy}
        onConfirm={() => void run()}
        onClose={() => {
          setPending(null);
          setNote('');
        }}
      >
        <Stack gap="sm">
          <Text size="sm">
            <strong>{staff.fullname}</strong> · {staff.email}
          </Text>
          <Text size="sm" c="dimmed">
            {pending?.confirm.text}
          </Text>
          {pending?.confirm.note ? (
            <Textarea
              label="Note for the history"
              description="Optional: why, for whoever reads the history later."
              value={note}
              maxLength={500}
              autosize
              minRows={2}
              onChange={(event) => setNote(event.currentTarget.value)}
              data-testid="status-note"
            />
          ) : null}
        </Stack>
      </ConfirmDialog>
    </SectionCard>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {typeof children === 'string' ? (
        <Text size="sm" fw={500} ta="right">
          {children}
        </Text>
      ) : (
        children
      )}
    </Group>
  );
}
