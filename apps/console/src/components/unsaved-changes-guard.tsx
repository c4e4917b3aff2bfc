import { Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { Button } from './button.tsx';

/**
 * Never lose an edit: while `dirty`, moving to another screen (a link, Back, a changed query)
 * asks first, and closing or reloading the tab triggers the browser's own warning.
 * `allowNavigation()` lets the next move through (after a save that navigates, for instance).
 */
export function useUnsavedChangesGuard(dirty: boolean): { dialog: ReactNode; allowNavigation: () => void } {
  const dirtyRef = useRef(dirty);
  const bypassRef = useRef(false);

  useEffect(() => {
    dirtyRef.current = dirty;
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(({ currentLocation, nextLocation }) => {
    if (bypassRef.current) {
      bypassRef.current = false;
      return false;
    }
    const moved = currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search;
    return moved && dirtyRef.current;
  }, []);
  const blocker = useBlocker(shouldBlock);

  const allowNavigation = useCallback(() => {
    bypassRef.current = true;
    dirtyRef.current = false;
  }, []);

  const blocked = blocker.state === 'blocked';
  const dialog = (
    <Modal
      opened={blocked}
      onClose={() => blocker.reset?.()}
      withCloseButton={false}
      centered
      radius="lg"
      padding="lg"
      data-testid="unsaved-changes-dialog"
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon color="warning" variant="light" size={40} radius="xl" aria-hidden="true">
            <IconAlertTriangle size={22} />
          </ThemeIcon>
          <div>
            <Text fw={650} size="lg">
              Leave without saving?
            </Text>
            <Text size="sm" c="dimmed" mt={4}>
              You have changes that are not saved. If you leave now, they are lost.
            </Text>
          </div>
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="danger" onClick={() => blocker.proceed?.()}>
            Leave without saving
          </Button>
          <Button variant="primary" onClick={() => blocker.reset?.()} data-autofocus>
            Stay and keep editing
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
  return { dialog, allowNavigation };
}
