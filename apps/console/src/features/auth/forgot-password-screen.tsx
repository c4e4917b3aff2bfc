import { Alert, Anchor, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconMailForward } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { forgotPasswordBodySchema } from '@rc/contract/auth';
import { ROUTES } from '@rc/contract/routes';
import { Button } from '@/components/button.tsx';
import { errorMessage } from '@/lib/api-error.ts';
import { serverFieldErrors, zodFieldErrors, type FieldErrors } from '@/lib/form-errors.ts';
import { requestPasswordReset } from './auth-api.ts';
import { AuthLayout } from './auth-layout.tsx';

/** The confirmation is the same whether or not the address has an account. */
const NEUTRAL_CONFIRMATION =
  'If an account exists for that email, a link to reset the password is on its way. Check your inbox and spam folder.';

export function ForgotPasswordScreen() {
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = forgotPasswordBodySchema.safeParse({ email });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setFormError(null);
    setSubmitting(true);
    try {
      const answer = await requestPasswordReset(parsed.data);
      setSentMessage(answer?.message || NEUTRAL_CONFIRMATION);
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setFormError(errorMessage(error));
    } finally {
      setSubmitting(false);
    }
  }

  const backLink = (
    <Anchor component={Link} to={ROUTES.Login.path} size="sm" fw={500}>
      <IconArrowLeft size={14} style={{ verticalAlign: -2, marginRight: 4 }} />
      Back to sign in
    </Anchor>
  );

  if (sentMessage) {
    return (
      <AuthLayout title="Check your email" description={<>We sent instructions to {email.trim()}.</>}>
        <Stack gap="lg">
          <Alert color="primary" variant="light" icon={<IconMailForward size={18} />} data-testid="forgot-confirmation">
            {sentMessage}
          </Alert>
          <Text size="sm" c="dimmed">
            Didn&apos;t get it?{' '}
            <Anchor component="button" type="button" size="sm" onClick={() => setSentMessage(null)}>
              Try again
            </Anchor>
          </Text>
          {backLink}
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter the email of your staff account and we will send you a link to set a new one."
    >
      <form onSubmit={onSubmit} noValidate aria-label="Request a password reset link">
        <Stack gap="md">
          {formError ? (
            <Alert color="danger" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {formError}
            </Alert>
          ) : null}
          <TextInput
            label="Email"
            type="email"
            name="email"
            autoComplete="username"
            placeholder="you@company.com"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={errors.email}
            size="md"
            autoFocus
          />
          <Button type="submit" size="md" fullWidth loading={submitting}>
            Send reset link
          </Button>
          {backLink}
        </Stack>
      </form>
    </AuthLayout>
  );
}
