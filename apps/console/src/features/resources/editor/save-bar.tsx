import { Box, Group, Kbd, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { Button } from '@/components/button.tsx';
import classes from '@/components/sticky-action-bar.module.css';
import { formatMoment } from '@/lib/date-formats.ts';
import type { AutosaveState } from './use-kept-work.ts';

const MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The editor's save row, kept in view at the bottom while the form scrolls. */
export function SaveBar({
  dirty,
  saving,
  creating,
  versioned,
  onDiscard,
  autosave = null,
  stepsSlot,
}: {
  dirty: boolean;
  saving: boolean;
  creating: boolean;
  versioned: boolean;
  onDiscard: () => void;
  /** The last autosave of the unsaved changes (areas with rich text). */
  autosave?: AutosaveState;
  /** Receives the element where the workflow's steps show on a phone (below the lg breakpoint). */
  stepsSlot?: (element: HTMLDivElement | null) => void;
}) {
  const label = versioned ? 'Publish new version' : creating ? 'Create' : 'Save changes';
  const short = versioned ? 'Publish' : creating ? 'Create' : 'Save';
  const status = dirty ? 'Unsaved changes' : creating ? 'Not saved yet' : 'All changes saved';
  return (
    <div className={classes.bar} data-dirty={dirty || undefined} data-sticky-bar data-testid="save-bar">
      <div className={classes.status}>
        <span className={classes.dot} aria-hidden="true" />
        {/* On a phone the workflow's steps need the room of a saved record's status. */}
        <Text size="sm" fw={500} truncate visibleFrom={stepsSlot && !dirty ? 'sm' : undefined}>
          {status}
        </Text>
        {dirty && autosave ? (
          <Text
            size="xs"
            c="dimmed"
            truncate
            data-testid="autosave-status"
            title={autosave.state === 'failed' ? autosave.message : undefined}
          >
            {autosave.state === 'saved' ? `Autosaved ${formatMoment(autosave.at)}` : 'Not autosaved'}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed" className={classes.hint} visibleFrom="md">
          <Kbd size="xs">{MAC ? '⌘' : 'Ctrl'}</Kbd> + <Kbd size="xs">S</Kbd> saves
        </Text>
      </div>
      <Group gap="xs" wrap="nowrap">
        {stepsSlot ? <Box hiddenFrom="lg" className={classes.slot} ref={stepsSlot} data-testid="save-bar-steps" /> : null}
        {dirty && !creating ? (
          <Button variant="plain" onClick={onDiscard} disabled={saving}>
            Discard
          </Button>
        ) : null}
        <Button
          type="submit"
          loading={saving}
          disabled={!creating && !dirty}
          leftSection={<IconDeviceFloppy size={16} />}
          aria-label={label}
        >
          <Box component="span" hiddenFrom="xs">
            {short}
          </Box>
          <Box component="span" visibleFrom="xs">
            {label}
          </Box>
        </Button>
      </Group>
    </div>
  );
}

/**
 * On a phone, a record the person cannot edit still keeps its workflow steps (Review…, Submit) in
 * view at the bottom; the bar shows only while the workflow panel puts steps in it.
 */
export function StepsBar({ stepsSlot }: { stepsSlot: (element: HTMLDivElement | null) => void }) {
  return (
    <Box hiddenFrom="lg" className={`${classes.bar} ${classes.stepsOnly}`} data-sticky-bar data-testid="steps-bar">
      <div className={classes.status}>
        <Text size="sm" fw={500} truncate>
          Workflow
        </Text>
      </div>
      <div className={classes.slot} ref={stepsSlot} data-testid="save-bar-steps" />
    </Box>
  );
}
