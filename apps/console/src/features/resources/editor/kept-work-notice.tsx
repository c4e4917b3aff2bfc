import { Alert, Group, Text } from '@mantine/core';
import { IconDeviceFloppy, IconHistory } from '@tabler/icons-react';
import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import { Button } from '@/components/button.tsx';
import { formatMoment } from '@/lib/date-formats.ts';
import type { KeptWorkState } from './use-kept-work.ts';

/** Up to three field labels, then how many more. */
function fieldList(def: AnyResourceDefinition, names: string[]): string {
  const labels = names.map((name) => def.fields[name]?.label ?? name);
  return labels.length <= 3 ? labels.join(', ') : `${labels.slice(0, 3).join(', ')} and ${labels.length - 3} more`;
}

/** Above the form: work brought back (with Discard), or an autosaved draft to restore or discard. */
export function KeptWorkNotice({ def, kept, disabled }: { def: AnyResourceDefinition; kept: KeptWorkState; disabled: boolean }) {
  const notice = kept.notice;
  if (!notice) return null;
  if (notice.kind === 'restored') {
    return (
      <Alert color="secondary" variant="light" icon={<IconHistory size={18} />} data-testid="kept-work-restored">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <div>
            <Text size="sm" fw={600}>
              Your unsaved changes from {formatMoment(notice.at)} were restored
            </Text>
            <Text size="sm" c="dimmed">
              {notice.changedSince
                ? `This ${def.labels.singular.toLowerCase()} was changed by someone since: check the fields before you save.`
                : 'Save to keep them, or discard them to go back to what is saved.'}
            </Text>
          </div>
          <Button variant="gray" size="xs" onClick={kept.discard} disabled={disabled}>
            Discard
          </Button>
        </Group>
      </Alert>
    );
  }
  return (
    <Alert color="warning" variant="light" icon={<IconDeviceFloppy size={18} />} data-testid="kept-work-offer">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <div>
          <Text size="sm" fw={600}>
            You have an autosaved draft from {formatMoment(notice.draft.saved_at)}
          </Text>
          <Text size="sm" c="dimmed">
            Not saved: {fieldList(def, notice.fields)}. Only you can see it. Autosave waits until you restore or discard it.
          </Text>
        </div>
        <Group gap="xs" wrap="nowrap">
          <Button variant="plain" size="xs" onClick={kept.discardDraft} disabled={disabled}>
            Discard draft
          </Button>
          <Button variant="primary" size="xs" onClick={kept.restoreDraft} disabled={disabled}>
            Restore draft
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
