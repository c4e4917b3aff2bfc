import { Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { createExternalStore, useExternalStore } from '@/lib/external-store.ts';
import { isForcedNavigation } from '@/lib/navigation.ts';
import { Button } from './button.tsx';

/** One form's part in the guard: whether it has changes, and what to do when they are left behind. */
type Holder = { dirty: boolean; bypass: boolean; onLeave?: () => void };

/**
 * Every guarded form on the page. A router heeds one blocker only, so the first form mounted
 * renders it for all: a move is held back when any of them has changes (My Account has three).
 */
const holders = createExternalStore<readonly Holder[]>([]);

const shouldBlock: BlockerFunction = ({ currentLocation, nextLocation }) => {
  const all = holders.get();
  // A save that navigates lets its own move through, whatever else is open.
  if (all.some((holder) => holder.bypass)) {
    for (const holder of all) holder.bypass = false;
    return false;
  }
  if (isForcedNavigation(nextLocation)) return false;
  const moved = currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search;
  return moved && all.some((holder) => holder.dirty);
};

/**
 * Never lose an edit: while `dirty`, moving to another screen (a link, Back, a changed query)
 * asks first, and closing or reloading the tab triggers the browser's own warning.
 * `allowNavigation()` lets the next move through (after a save that navigates, for instance).
 * A forced move (the session ended, see navigateTo) is never held back. `onLeave` runs when the
 * person chooses to leave without saving (what was kept of the changes can go too).
 */
export function useUnsavedChangesGuard(
  dirty: boolean,
  options: { onLeave?: () => void } = {},
): { dialog: ReactNode; allowNavigation: () => void } {
  const holder = useRef<Holder>({ dirty, bypass: false }).current;
  holder.onLeave = options.onLeave;

  useEffect(() => {
    holders.set((all) => [...all, holder]);
    return () => holders.set((all) => all.filter((other) => other !== holder));
  }, [holder]);
  const leads = useExternalStore(holders, (all) => all[0] === holder);

  useEffect(() => {
    holder.dirty = dirty;
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty, holder]);

  const allowNavigation = useCallback(() => {
    holder.bypass = true;
    holder.dirty = false;
  }, [holder]);

  return { dialog: leads ? <LeaveDialog /> : null, allowNavigation };
}

/** The one blocker of the page and its question. */
function LeaveDialog() {
  const blocker = useBlocker(shouldBlock);
  const blocked = blocker.state === 'blocked';
  return (
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
          <Button
            variant="danger"
            onClick={() => {
              for (const holder of holders.get()) if (holder.dirty) holder.onLeave?.();
              blocker.proceed?.();
            }}
          >
            Leave without saving
          </Button>
          <Button variant="primary" onClick={() => blocker.reset?.()} data-autofocus>
            Stay and keep editing
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
