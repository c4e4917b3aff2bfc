import { Alert, Anchor, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ROUTES } from '@rc/contract/routes';
import { Button } from '@/components/button.tsx';
import { errorMessage, isApiError } from '@/lib/api-error.ts';
import { serverFieldErrors, zodFieldErrors, type FieldErrors } from '@/lib/form-errors.ts';
import { isSafeReturnPath, SIGNIN_REDIRECT_PARAM } from '@/lib/navigation.ts';
import { clearSession, setProfile } from '@/lib/session-store.ts';
import { hasSession, signIn } from './auth-api.ts';
import { AuthLayout } from './auth-layout.tsx';

export function SignInScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // After a right password, an account with two-factor sign-in asks for a code (or a recovery code).
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const returnTo = params.get(SIGNIN_REDIRECT_PARAM);
  const target = isSafeReturnPath(returnTo) ? returnTo : ROUTES.Home.path;

  // Someone already signed in has nothing to do here: on to where they were going.
  useEffect(() => {
    let active = true;
    void hasSession().then((signedIn) => {
      if (active && signedIn) void navigate(target, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate, target]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The schema (and zod) loads on first submit, keeping the sign-in screen's first load light.
    const { loginBodySchema } = await import('@rc/contract/auth');
    const parsed = loginBodySchema.safeParse(step === 'code' ? { email, password, code } : { email, password });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      setFormError(null);
      return;
    }
    setErrors({});
    setFormError(null);
    setSubmitting(true);
    try {
      const profile = await signIn(parsed.data);
      // A different person may have used this browser: start from a clean slate.
      clearSession();
      setProfile(profile);
      await navigate(target, { replace: true });
    } catch (error) {
      setSubmitting(false);
      if (isApiError(error) && error.code === 'TWO_FACTOR_REQUIRED') {
        // The password was right: the code step, or the code's own message on it.
        setFormError(null);
        setErrors(step === 'code' ? { code: error.fields.code ?? error.message } : {});
        setStep('code');
        return;
      }
      setErrors(serverFieldErrors(error));
      setFormError(errorMessage(error));
    }
  }

  function startOver() {
    setStep('password');
    setCode('');
    setPassword('');
    setRecovery(false);
    setErrors({});
    setFormError(null);
  }

  if (step === 'code') {
    return (
      <AuthLayout
        title="Two-factor sign-in"
        description={
          recovery
            ? 'Enter one of the recovery codes you saved when you set up two-factor sign-in. Each works once.'
            : 'Enter the 6-digit code your authenticator app shows for Research Console.'
        }
      >
        <form onSubmit={onSubmit} noValidate aria-label="Two-factor sign-in">
          <Stack gap="md">
            <FormError message={formError} />
            <TextInput
              key={recovery ? 'recovery' : 'app'}
              label={recovery ? 'Recovery code' : 'Authentication code'}
              name="code"
              autoComplete="one-time-code"
              inputMode={recovery ? 'text' : 'numeric'}
              placeholder={recovery ? 'xxxxx-xxxxx' : '123 456'}
              maxLength={20}
              value={code}
              onChange={(event) => {
                setCode(event.currentTarget.value);
                if (errors.code) setErrors({});
              }}
              error={errors.code}
              size="md"
              autoFocus
              data-testid="signin-code"
            />
            <Group justify="space-between" gap="xs">
              <Anchor
                component="button"
                type="button"
                size="sm"
                fw={500}
                onClick={() => {
                  setRecovery((r) => !r);
                  setCode('');
                  setErrors({});
                }}
              >
                {recovery ? 'Use the code from the app' : 'Use a recovery code'}
              </Anchor>
              <Anchor component="button" type="button" size="sm" c="dimmed" onClick={startOver}>
                Sign in as someone else
              </Anchor>
            </Group>
            <Button type="submit" size="md" fullWidth loading={submitting} mt="xs">
              Verify
            </Button>
          </Stack>
        </form>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Sign in" description="Use your staff account to open the console.">
      <form onSubmit={onSubmit} noValidate aria-label="Sign in">
        <Stack gap="md">
          <FormError message={formError} />
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
            data-autofocus
            autoFocus
          />
          <div>
            <PasswordInput
              label="Password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={errors.password}
              size="md"
            />
            <Group justify="flex-end" mt={8}>
              <Anchor component={Link} to={ROUTES.ForgotPassword.path} size="sm" fw={500}>
                Forgot password?
              </Anchor>
            </Group>
          </div>
          <Button type="submit" size="md" fullWidth loading={submitting} mt="xs">
            Sign in
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}

/** What went wrong with the last submit, read out as it appears. */
function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="danger" variant="light" icon={<IconAlertCircle size={18} />} role="alert" data-testid="signin-error">
      {message}
    </Alert>
  );
}
