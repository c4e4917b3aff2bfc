import { ActionIcon, Kbd, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { openCommandPalette, SHORTCUT_LABEL } from './command-palette-store.ts';
import classes from './command-palette.module.css';

const LABEL = `Search screens and records (${SHORTCUT_LABEL.join('+')})`;

/** The header's way into the palette: a search field look-alike on wide screens, an icon on phones. */
export function CommandPaletteButton() {
  return (
    <>
      <UnstyledButton
        className={classes.trigger}
        onClick={openCommandPalette}
        // Named by its visible text (WCAG 2.5.3, label in name); the keys are announced as shortcuts.
        aria-keyshortcuts="Control+K Meta+K"
        data-testid="command-palette-button"
      >
        <IconSearch size={16} stroke={1.8} aria-hidden="true" />
        <span className={classes.triggerText}>Search or jump to…</span>
        <span className={classes.triggerKeys} aria-hidden="true">
          {SHORTCUT_LABEL.map((key) => (
            <Kbd key={key} size="xs">
              {key}
            </Kbd>
          ))}
        </span>
      </UnstyledButton>
      <ActionIcon
        hiddenFrom="sm"
        variant="subtle"
        color="gray"
        size="lg"
        onClick={openCommandPalette}
        aria-label={LABEL}
        data-testid="command-palette-icon"
      >
        <IconSearch size={20} stroke={1.7} />
      </ActionIcon>
    </>
  );
}
