import { Alert, Anchor, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { resetPasswordBodySchema } from '@rc/contract/auth';
import { ROUTES } from '@rc/contract/routes';
import { Button } from '@/components/button.tsx';
import { PasswordRules } from '@/components/password-rules.tsx';
import { errorMessage, isApiError } from '@/lib/api-error.ts';
import { zodFieldErrors, type FieldErrors } from '@/lib/form-errors.ts';
import { notify } from '@/lib/notify.ts';
import { resetPassword } from './auth-api.ts';
import { AuthLayout } from './auth-layout.tsx';

export function ResetPasswordScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  /** An invite link (issue 6) sets the first password of a new account: same call, other words. */
  const invite = params.get('invite') === '1';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  /** The link itself is the problem (invalid, expired or used): offer a new one. */
  const [linkProblem, setLinkProblem] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const requestNewLink = invite ? (
    <Text size="sm">Ask whoever invited you to send a new invite.</Text>
  ) : (
    <Anchor component={Link} to={ROUTES.ForgotPassword.path} size="sm" fw={500}>
      Request a new link
    </Anchor>
  );

  if (!token) {
    return (
      <AuthLayout title="Reset link missing" description="This page needs the link from the password reset email.">
        <Stack gap="lg">
          <Alert color="warning" variant="light" icon={<IconAlertCircle size={18} />}>
            Open the link from the email again, or ask for a new one.
          </Alert>
          {requestNewLink}
        </Stack>
      </AuthLayout>
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = resetPasswordBodySchema.safeParse({ token, password });
    const nextErrors: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
    if (confirm !== password) nextErrors.confirm_password = 'Passwords do not match';
    else if (!confirm) nextErrors.confirm_password = 'Confirm the new password';
    setErrors(nextErrors);
    if (!parsed.success || Object.keys(nextErrors).length > 0) return;
    setFormError(null);
    setSubmitting(true);
    try {
      const answer = await resetPassword(parsed.data);
      if (invite) notify.success('Welcome aboard', 'Your account is active. Sign in with your new password.');
      else notify.success('Password changed', answer?.message || 'Sign in with your new password.');
      await navigate(ROUTES.Login.path, { replace: true });
    } catch (error) {
      const fields = isApiError(error) ? { ...error.fields } : {};
      setErrors(fields);
      setFormError(errorMessage(error));
      setLinkProblem(isApiError(error) && error.status === 400 && Object.keys(fields).length === 0);
      setSubmitting(false);
    }
  }

  return (
    <AuthLayout
      title={invite ? 'Welcome to Research Console' : 'Set a new password'}
      description={
        invite
          ? 'Choose the password for your new account. You sign in with your email and this password.'
          : 'Choose a strong password you do not use anywhere else.'
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label={invite ? 'Choose your password' : 'Set a new password'}>
        <Stack gap="md">
          {formError ? (
            <Alert color="danger" variant="light" icon={<IconAlertCircle size={18} />} role="alert" data-testid="reset-error">
              <Stack gap={6} align="flex-start">
                <span>{formError}</span>
                {linkProblem ? requestNewLink : null}
              </Stack>
            </Alert>
          ) : null}
          <PasswordInput
            label={invite ? 'Password' : 'New password'}
            name="new_password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password}
            size="md"
            aria-describedby="reset-password-rules"
            autoFocus
          />
          <PasswordRules value={password} id="reset-password-rules" />
          <PasswordInput
            label={invite ? 'Confirm password' : 'Confirm new password'}
            name="confirm_password"
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.currentTarget.value)}
            error={errors.confirm_password}
            size="md"
          />
          <Button type="submit" size="md" fullWidth loading={submitting}>
            {invite ? 'Activate my account' : 'Change password'}
          </Button>
          <Anchor component={Link} to={ROUTES.Login.path} size="sm" fw={500}>
            <IconArrowLeft size={14} style={{ verticalAlign: -2, marginRight: 4 }} />
            Back to sign in
          </Anchor>
        </Stack>
      </form>
    </AuthLayout>
  );
}
