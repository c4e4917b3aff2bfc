import { Badge, Group, Modal, Radio, ScrollArea, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconGitMerge } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import { Button } from '@/components/button.tsx';
import { formatDateTime } from '@/lib/date-formats.ts';
import { choiceSource } from '@/lib/reference-choices.ts';
import { FieldValue } from '../fields/field-value.tsx';
import { useResourceHistory } from '@/lib/resource-api.ts';
import { buildConflictRows, mergeValues, proposedChoices, type Choice } from './conflict-merge.ts';
import { valuesOfRecord } from './form-values.ts';
import type { Conflict } from './use-resource-editor.ts';
import classes from './conflict-dialog.module.css';

const CHANGED_BY = {
  both: { label: 'Changed by both of you', color: 'warning' },
  them: { label: 'Changed by them', color: 'secondary' },
  me: { label: 'Changed by you', color: 'gray' },
} as const;

/**
 * A save refused because someone saved first: their version beside mine, field by field. Nothing
 * is lost whichever way the person chooses, and the merge is saved onto their newer version.
 */
export function ConflictDialog({
  def,
  conflict,
  saving,
  onResolve,
  onClose,
}: {
  def: AnyResourceDefinition;
  conflict: Conflict;
  saving: boolean;
  onResolve: (merged: Record<string, unknown>) => void;
  onClose: () => void;
}) {
  const theirs = useMemo(() => valuesOfRecord(def, conflict.theirs), [def, conflict.theirs]);
  const rows = useMemo(() => buildConflictRows(def, conflict.base, conflict.mine, theirs), [def, conflict, theirs]);
  const [choices, setChoices] = useState<Record<string, Choice>>(() => proposedChoices(rows));
  const history = useResourceHistory(def, conflict.theirs.id);
  const lastEntry = history.data?.data[0];
  const who = lastEntry?.actor?.fullname ?? 'Someone else';
  const when = formatDateTime(lastEntry?.at ?? conflict.theirs.updated_at);
  const choose = (field: string, choice: Choice) => setChoices((current) => ({ ...current, [field]: choice }));
  const setAll = (choice: Choice) => setChoices(Object.fromEntries(rows.map((row) => [row.field, choice])));

  return (
    <Modal
      opened
      onClose={onClose}
      size="min(1000px, 96vw)"
      radius="lg"
      padding="lg"
      scrollAreaComponent={ScrollArea.Autosize}
      title={
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="warning" variant="light" size={36} radius="xl" aria-hidden="true">
            <IconGitMerge size={20} />
          </ThemeIcon>
          <div>
            <Text fw={650} size="lg">
              {who} saved this {def.labels.singular.toLowerCase()} while you were editing
            </Text>
            <Text size="sm" c="dimmed">
              Saved {when} as version {conflict.theirs.version}. Choose, for each field, which value to keep.
            </Text>
          </div>
        </Group>
      }
      data-testid="conflict-dialog"
    >
      <Stack gap="md">
        {rows.length === 0 ? (
          <Text size="sm">Their version and yours are the same. Saving keeps it as it is.</Text>
        ) : (
          <div aria-label="Their version and yours">
            <div className={`${classes.row} ${classes.head}`}>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" className={classes.label}>
                Field
              </Text>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase">
                Their version
              </Text>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase">
                Your version
              </Text>
            </div>
            {rows.map((row) => {
              const meta = def.fields[row.field];
              const badge = CHANGED_BY[row.changedBy];
              return (
                <Radio.Group
                  key={row.field}
                  value={choices[row.field]}
                  onChange={(value) => choose(row.field, value as Choice)}
                  data-testid={`conflict-row-${row.field}`}
                  aria-label={row.label}
                >
                  <div className={classes.row}>
                    <div className={classes.label}>
                      <Text size="sm" fw={600}>
                        {row.label}
                      </Text>
                      <Badge variant="light" color={badge.color} size="xs" mt={4} tt="none">
                        {badge.label}
                      </Badge>
                    </div>
                    {(['theirs', 'mine'] as const).map((side) => (
                      <label key={side} className={classes.option} data-chosen={choices[row.field] === side || undefined}>
                        <Group gap={8} mb={6} wrap="nowrap">
                          <Radio
                            value={side}
                            size="xs"
                            aria-label={`${side === 'theirs' ? 'Keep their' : 'Keep your'} ${row.label}`}
                          />
                          <Text size="xs" fw={600} c="dimmed">
                            {side === 'theirs' ? 'Theirs' : 'Yours'}
                          </Text>
                        </Group>
                        <FieldValue
                          meta={meta}
                          value={side === 'theirs' ? row.theirs : row.mine}
                          lines={4}
                          source={choiceSource(def.name, row.field, meta?.reference)}
                        />
                      </label>
                    ))}
                  </div>
                </Radio.Group>
              );
            })}
          </div>
        )}
        <Group justify="space-between" gap="sm" mt="xs">
          <Group gap={4}>
            <Button variant="plain" size="compact-sm" onClick={() => setAll('theirs')} disabled={rows.length === 0}>
              Take all of theirs
            </Button>
            <Button variant="plain" size="compact-sm" onClick={() => setAll('mine')} disabled={rows.length === 0}>
              Keep all of mine
            </Button>
          </Group>
          <Group gap="sm">
            <Button variant="gray" onClick={onClose} disabled={saving}>
              Back to my edits
            </Button>
            <Button onClick={() => onResolve(mergeValues(conflict.mine, theirs, rows, choices))} loading={saving} data-autofocus>
              Save with these choices
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
