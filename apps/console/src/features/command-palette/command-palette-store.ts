import { createExternalStore, useExternalStore } from '@/lib/external-store.ts';

/**
 * Whether the palette is open, kept outside its (lazily loaded) code: the header button and the
 * shortcut can ask for it before that code has arrived, and it opens as soon as it has.
 */
const paletteStore = createExternalStore({ opened: false });

export const openCommandPalette = () => paletteStore.set({ opened: true });
export const closeCommandPalette = () => paletteStore.set({ opened: false });
export const toggleCommandPalette = () => paletteStore.set((state) => ({ opened: !state.opened }));
export const useCommandPaletteOpened = () => useExternalStore(paletteStore, (state) => state.opened);

/** How the shortcut reads on this machine (⌘K on Apple keyboards). */
export const SHORTCUT_LABEL =
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? ['⌘', 'K'] : ['Ctrl', 'K'];
