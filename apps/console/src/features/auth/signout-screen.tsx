import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES } from '@rc/contract/routes';
import { clearSession, sessionStore } from '@/lib/session-store.ts';
import { forgetAllWorkOf } from '@/lib/unsaved-work.ts';
import { signOut } from './auth-api.ts';

/** Ends the session on the server, forgets it here, then replaces the route with sign in. */
export function SignOutScreen() {
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Signing out is leaving: unsaved work this browser kept for the person goes with the session.
    const person = sessionStore.get().profile;
    if (person) forgetAllWorkOf(person.id);
    signOut()
      .catch(() => undefined) // Already signed out, or offline: either way this browser forgets the session.
      .finally(() => {
        clearSession(); // Also drops the cached server data of this session.
        void navigate(ROUTES.Login.path, { replace: true });
      });
  }, [navigate]);

  return (
    <Center h="100dvh">
      <Stack align="center" gap="sm">
        <Loader size="sm" color="gray" />
        <Text size="sm" c="dimmed">
          Signing you out…
        </Text>
      </Stack>
    </Center>
  );
}
