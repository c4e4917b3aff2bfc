import { Alert, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle, IconLock, IconUser } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { generatePath, Link, useParams, useRevalidator } from 'react-router';
import { rolePreset, type PermissionSet } from '@rc/contract/permissions';
import type { StaffRole } from '@rc/contract/roles';
import { ROUTES } from '@rc/contract/routes';
import type { UserPermissionDetail } from '@rc/contract/user-permission';
import { Button } from '@/components/button.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { RoleBadge, StatusBadge } from '@/components/staff-badges.tsx';
import { useUnsavedChangesGuard } from '@/components/unsaved-changes-guard.tsx';
import { errorMessage, isApiError } from '@/lib/api-error.ts';
import { notify } from '@/lib/notify.ts';
import { useProfile } from '@/lib/session-store.ts';
import { savePermissions, useAfterPermissionSave, usePermissionDetail } from './permission-api.ts';
import { PermissionHistory } from './permission-history.tsx';
import {
  applyPreset,
  grantsOf,
  matrixDiff,
  toggleAll,
  toggleCell,
  toPermissionSet,
  TOTAL_CELLS,
  type Grants,
} from './permission-matrix.ts';
import { PermissionMatrixTable } from './permission-matrix-table.tsx';
import { PermissionPendingBar } from './permission-pending-bar.tsx';
import { PermissionPresetMenu, PRESET_TEXT } from './permission-preset-menu.tsx';
import { PermissionReviewDialog } from './permission-review-dialog.tsx';

/** PermissionEditorExisting: one staff member's permissions as a module × action matrix. */
export function PermissionEditorScreen() {
  const id = Number(useParams().id);
  const detail = usePermissionDetail(id);
  if (detail.isPending) {
    return (
      <>
        <PageHeader title="Permissions" />
        <Stack gap="sm">
          <Skeleton h={72} radius="lg" />
          <Skeleton h={480} radius="lg" />
        </Stack>
      </>
    );
  }
  if (detail.isError) {
    return (
      <>
        <PageHeader title="Permissions" />
        <Alert color="danger" variant="light" icon={<IconAlertCircle size={18} />} title="These permissions could not be loaded">
          {errorMessage(detail.error)}
        </Alert>
      </>
    );
  }
  // A new version (after a save, or "start from theirs") starts a fresh edit.
  return <PermissionEditor key={detail.data.version} detail={detail.data} />;
}

function PermissionEditor({ detail }: { detail: UserPermissionDetail }) {
  const profile = useProfile();
  const revalidator = useRevalidator();
  const afterSave = useAfterPermissionSave(detail.user.id);
  const base = useMemo(() => grantsOf(detail), [detail]);
  const grantable = useMemo(() => grantsOf(detail.grantable), [detail]);
  const [grants, setGrants] = useState<Grants>(base);
  const [reviewing, setReviewing] = useState(false);
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const [skipped, setSkipped] = useState<{ role: StaffRole; count: number } | null>(null);
  const [failure, setFailure] = useState<{ message: string; current?: UserPermissionDetail } | null>(null);

  const diff = useMemo(() => matrixDiff(base, grants), [base, grants]);
  const changes = diff.added.length + diff.removed.length;
  const locked = detail.locked !== null;
  const self = profile?.id === detail.user.id;
  const guard = useUnsavedChangesGuard(changes > 0 && !saving);
  const profilePath = generatePath(ROUTES.UserEditorExisting.path, { id: String(detail.user.id) });

  const apply = (role: StaffRole) => {
    const result = applyPreset(grants, grantable, rolePreset(role));
    setGrants(result.grants);
    setSkipped(result.skipped.length > 0 ? { role, count: result.skipped.length } : null);
  };

  async function save() {
    setSaving(true);
    setFailure(null);
    try {
      const saved = await savePermissions(detail.user.id, toPermissionSet(grants) as PermissionSet, detail.version, note);
      guard.allowNavigation();
      afterSave(saved);
      notify.success(
        'Permissions saved',
        self
          ? 'Your menu follows the new permissions now.'
          : `${detail.user.fullname} gets the new menu and access on their next page.`,
      );
      // Section 4: permissions reload on every navigation; one's own change should show at once.
      if (self) void revalidator.revalidate();
    } catch (error) {
      const current =
        isApiError(error) && error.status === 409 ? (error.body as { current?: UserPermissionDetail }).current : undefined;
      setFailure({ message: errorMessage(error), current });
      setSaving(false);
      setReviewing(false);
    }
  }

  return (
    <>
      <PageHeader
        title={`Permissions · ${detail.user.fullname}`}
        description={
          <Group gap={8} component="span">
            <span>{detail.user.email}</span>
            <RoleBadge role={detail.user.role} size="sm" />
            <StatusBadge status={detail.user.status} size="sm" />
          </Group>
        }
        actions={
          <Button component={Link} to={profilePath} variant="gray" leftSection={<IconUser size={16} />}>
            Staff profile
          </Button>
        }
      />
      <Stack gap="lg">
        {locked ? (
          <Alert
            color="secondary"
            variant="light"
            icon={<IconLock size={18} />}
            title="Read only"
            data-testid="permissions-locked"
          >
            {detail.locked}
          </Alert>
        ) : self ? (
          <Alert color="secondary" variant="light" icon={<IconInfoCircle size={18} />} title="These are your own permissions">
            You can remove permissions here, but only add ones you hold yourself.
          </Alert>
        ) : null}
        {failure ? (
          <Alert
            color="danger"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            title="Not saved"
            withCloseButton
            onClose={() => setFailure(null)}
            data-testid="permissions-error"
          >
            <Stack gap="xs" align="flex-start">
              <span>{failure.message}</span>
              {failure.current ? (
                <Button size="xs" variant="gray" onClick={() => afterSave(failure.current!)}>
                  Start again from their version
                </Button>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        {skipped ? (
          <Alert
            color="warning"
            variant="light"
            icon={<IconInfoCircle size={18} />}
            withCloseButton
            onClose={() => setSkipped(null)}
          >
            The {PRESET_TEXT[skipped.role].label} preset was applied without {skipped.count}{' '}
            {skipped.count === 1 ? 'permission' : 'permissions'} you do not hold yourself.
          </Alert>
        ) : null}
        {/* Clipped rather than hidden, so the matrix's header row can still stick while the page scrolls. */}
        <Paper withBorder shadow="xs" style={{ overflow: 'clip' }}>
          <Group justify="space-between" gap="sm" p={{ base: 'sm', sm: 'md' }} wrap="wrap">
            <div>
              <Text fw={650}>Access</Text>
              <Text size="sm" c="dimmed" data-testid="permission-count">
                {grants.size} of {TOTAL_CELLS} permissions · grouped as the side menu
              </Text>
            </div>
            <Group gap="xs">
              <Button
                variant="plain"
                disabled={locked || grants.size === 0}
                onClick={() => setGrants(toggleAll(grants, grantable, [...grants]))}
              >
                Clear all
              </Button>
              <PermissionPresetMenu disabled={locked} onApply={apply} />
            </Group>
          </Group>
          <PermissionMatrixTable
            base={base}
            grants={grants}
            grantable={grantable}
            locked={locked}
            onToggle={(key) => setGrants(toggleCell(grants, grantable, key))}
            onToggleAll={(keys) => setGrants(toggleAll(grants, grantable, keys))}
          />
        </Paper>
        {!locked ? (
          <PermissionPendingBar
            added={diff.added.length}
            removed={diff.removed.length}
            onDiscard={() => {
              setGrants(base);
              setSkipped(null);
            }}
            onReview={() => setReviewing(true)}
          />
        ) : null}
        <PermissionHistory userId={detail.user.id} />
      </Stack>
      <PermissionReviewDialog
        opened={reviewing}
        person={detail.user.fullname}
        self={self}
        diff={diff}
        note={note}
        saving={saving}
        onNote={setNote}
        onConfirm={() => void save()}
        onClose={() => setReviewing(false)}
      />
      {guard.dialog}
    </>
  );
}
