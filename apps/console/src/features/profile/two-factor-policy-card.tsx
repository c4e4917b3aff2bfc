import { Checkbox, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { STAFF_ROLES, type StaffRole } from '@rc/contract/roles';
import { Button } from '@/components/button.tsx';
import { SectionCard } from '@/components/section-card.tsx';
import { errorMessage, isApiError } from '@/lib/api-error.ts';
import { notify } from '@/lib/notify.ts';
import { saveTwoFactorPolicy, twoFactorKeys, twoFactorPolicy } from './two-factor-api.ts';

const ROLE_LABELS: Record<StaffRole, string> = { owner: 'Owner', admin: 'Admin', writter: 'Writter', auditor: 'Auditor' };

/** Owners: which roles must use two-factor sign-in. */
export function TwoFactorPolicyCard() {
  const queryClient = useQueryClient();
  const policy = useQuery({ queryKey: twoFactorKeys.policy, queryFn: twoFactorPolicy });
  const [draft, setDraft] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = draft ?? policy.data?.required_roles ?? [];
  const changed = draft !== null && [...draft].sort().join() !== [...(policy.data?.required_roles ?? [])].sort().join();

  async function save() {
    setBusy(true);
    try {
      const saved = await saveTwoFactorPolicy({ required_roles: chosen as StaffRole[] });
      queryClient.setQueryData(twoFactorKeys.policy, saved);
      void queryClient.invalidateQueries({ queryKey: twoFactorKeys.self });
      setDraft(null);
      notify.success(
        'Two-factor policy saved',
        saved.required_roles.length === 0
          ? 'No role has to use two-factor sign-in.'
          : `${saved.required_roles.map((r) => ROLE_LABELS[r]).join(', ')} must use two-factor sign-in; who has not set it up is asked to at once.`,
      );
    } catch (error) {
      if (!(isApiError(error) && error.handled)) notify.error('Policy not saved', errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <SectionCard
      title="Two-factor policy"
      description="Owners only. Members of a required role who have not set it up can use nothing but My Account until they do."
      data-testid="two-factor-policy"
    >
      {policy.isPending ? (
        <Skeleton h={40} role="status" aria-label="Loading the two-factor policy" />
      ) : (
        <Stack gap="md">
          <Checkbox.Group label="Required for" value={chosen} onChange={setDraft}>
            <Group gap="lg" mt="xs">
              {STAFF_ROLES.map((role) => (
                <Checkbox key={role} value={role} label={ROLE_LABELS[role]} data-testid={`two-factor-policy-${role}`} />
              ))}
            </Group>
          </Checkbox.Group>
          {policy.isError ? (
            <Text size="sm" c="danger">
              {errorMessage(policy.error)}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="secondary" onClick={save} loading={busy} disabled={!changed}>
              Save policy
            </Button>
          </Group>
        </Stack>
      )}
    </SectionCard>
  );
}
