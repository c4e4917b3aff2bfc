import { createExternalStore, useExternalStore } from './external-store.ts';

/** Section 4: the shown toast hides itself after 4 seconds. */
export const TOAST_AUTO_HIDE_MS = 4000;

export type ToastKind = 'success' | 'error';

/** A button in a toast that takes back what was just done ("Undo"). */
export type ToastAction = { label: string; run: () => void };

export type ToastSlot = {
  visible: boolean;
  title: string;
  text: string;
  action?: ToastAction;
  /** Changes on every show so a repeated toast restarts its animation. */
  id: number;
};

export type ToastState = Record<ToastKind, ToastSlot>;

const hidden = (slot: ToastSlot): ToastSlot => ({ ...slot, visible: false });
const initialSlot: ToastSlot = { visible: false, title: '', text: '', id: 0 };

export const toastStore = createExternalStore<ToastState>({ success: initialSlot, error: initialSlot });

let hideTimer: ReturnType<typeof setTimeout> | undefined;
let nextId = 1;

/**
 * The one notify API. Activating a notification first clears both toasts, then shows exactly one:
 * success by default, error when `error` is set. It hides itself after TOAST_AUTO_HIDE_MS.
 */
export function showToast({
  title,
  text,
  error = false,
  action,
}: {
  title: string;
  text: string;
  error?: boolean;
  action?: ToastAction;
}): void {
  clearToasts();
  const kind: ToastKind = error ? 'error' : 'success';
  const id = nextId++;
  toastStore.set((state) => ({ ...state, [kind]: { visible: true, title, text, id, ...(action ? { action } : {}) } }));
  hideTimer = setTimeout(() => {
    hideTimer = undefined;
    toastStore.set((state) => (state[kind].id === id ? { ...state, [kind]: hidden(state[kind]) } : state));
  }, TOAST_AUTO_HIDE_MS);
}

export function clearToasts(): void {
  if (hideTimer !== undefined) clearTimeout(hideTimer);
  hideTimer = undefined;
  toastStore.set((state) =>
    state.success.visible || state.error.visible ? { success: hidden(state.success), error: hidden(state.error) } : state,
  );
}

export function hideToast(kind: ToastKind): void {
  toastStore.set((state) => (state[kind].visible ? { ...state, [kind]: hidden(state[kind]) } : state));
}

export const notify = {
  success: (title: string, text: string, action?: ToastAction) => showToast({ title, text, action }),
  error: (title: string, text: string) => showToast({ title, text, error: true }),
};

export function useToastState(): ToastState {
  return useExternalStore(toastStore, (state) => state);
}
