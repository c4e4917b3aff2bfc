import { useHotkeys } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { PaletteMenuEntry, PaletteTitles } from './palette-screens.ts';
import { toggleCommandPalette, useCommandPaletteOpened } from './command-palette-store.ts';

const loadPalette = () => import('./command-palette.tsx');
const CommandPalette = lazy(loadPalette);

/** Fetched once the signed-in shell is idle, so the first Ctrl+K opens at once. */
const PRELOAD_DELAY_MS = 1500;

/**
 * Mounted once in the signed-in shell: Ctrl/Cmd+K anywhere (inputs included) opens or closes the
 * palette, whose code (Spotlight and the search) loads on its own, never with the sign-in page.
 */
export function CommandPaletteMount({ menu, titles }: { menu: readonly PaletteMenuEntry[]; titles: PaletteTitles }) {
  const opened = useCommandPaletteOpened();
  const [wanted, setWanted] = useState(false);
  useHotkeys([['mod+K', toggleCommandPalette]], []);

  useEffect(() => {
    const timer = window.setTimeout(() => setWanted(true), PRELOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!wanted && !opened) return null;
  return (
    <Suspense fallback={null}>
      <CommandPalette menu={menu} titles={titles} />
    </Suspense>
  );
}
