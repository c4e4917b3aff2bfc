import { Grid, Group, PasswordInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { changePasswordBodySchema } from '@rc/contract/auth';
import { Button } from '@/components/button.tsx';
import { PasswordRules } from '@/components/password-rules.tsx';
import { SectionCard } from '@/components/section-card.tsx';
import { useUnsavedChangesGuard } from '@/components/unsaved-changes-guard.tsx';
import { errorMessage, isApiError } from '@/lib/api-error.ts';
import { serverFieldErrors, zodFieldErrors, type FieldErrors } from '@/lib/form-errors.ts';
import { notify } from '@/lib/notify.ts';
import { changePassword } from './profile-api.ts';

const EMPTY = { current_password: '', new_password: '', confirm_password: '' };
type Field = keyof typeof EMPTY;

export function ChangePasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  // Passwords half typed are changes too: leaving asks first.
  const guard = useUnsavedChangesGuard(Object.values(values).some((value) => value !== '') && !submitting);

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = changePasswordBodySchema.safeParse(values);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setSubmitting(true);
    try {
      const answer = await changePassword(parsed.data);
      setValues(EMPTY);
      setErrors({});
      notify.success('Password changed', answer?.message || 'Your other sessions have been signed out.');
    } catch (error) {
      setErrors(serverFieldErrors(error));
      if (!(isApiError(error) && error.handled)) notify.error('Password not changed', errorMessage(error));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <SectionCard
      title="Change password"
      description="Changing it signs you out everywhere else."
      data-testid="change-password-form"
    >
      <form onSubmit={onSubmit} noValidate aria-label="Change password">
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <PasswordInput label="Current password" autoComplete="current-password" {...field('current_password')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }} visibleFrom="sm" />
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <PasswordInput
              label="New password"
              autoComplete="new-password"
              aria-describedby="change-password-rules"
              {...field('new_password')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <PasswordInput label="Confirm new password" autoComplete="new-password" {...field('confirm_password')} />
          </Grid.Col>
          <Grid.Col span={12}>
            <PasswordRules value={values.new_password} id="change-password-rules" />
          </Grid.Col>
        </Grid>
        <Group justify="flex-end" mt="xl">
          <Button type="submit" variant="secondary" loading={submitting}>
            Change password
          </Button>
        </Group>
        {guard.dialog}
      </form>
    </SectionCard>
  );
}
