import { ActionIcon, Group, Loader, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import { errorMessage, isApiError } from '@/lib/api-error.ts';
import { notify } from '@/lib/notify.ts';
import { toBody, validateValues, valuesOfRecord } from '../editor/form-values.ts';
import { resourceClient, useAfterWrite, type ResourceRecord } from '@/lib/resource-api.ts';

/**
 * Rename in place, for resources without an editor screen (list.inlineEdit): Enter saves, Esc
 * cancels. The whole record is checked with the schema and saved with the version the list read.
 */
export function InlineEditCell({
  def,
  row,
  field,
  canEdit,
}: {
  def: AnyResourceDefinition;
  row: ResourceRecord;
  field: string;
  canEdit: boolean;
}) {
  const afterWrite = useAfterWrite(def);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const label = def.fields[field]?.label ?? field;
  const current = String(row[field] ?? '');

  function start() {
    setText(current);
    setError(undefined);
    setEditing(true);
  }

  async function commit() {
    if (text.trim() === current.trim()) {
      setEditing(false);
      return;
    }
    const values = { ...valuesOfRecord(def, row), [field]: text };
    const problems = validateValues(def, values);
    if (Object.keys(problems).length > 0) {
      setError(problems[field] ?? Object.values(problems)[0]);
      return;
    }
    setBusy(true);
    try {
      const saved = await resourceClient(def).update(row.id, { ...toBody(def, values), version: row.version });
      afterWrite(saved);
      setEditing(false);
      notify.success(`${def.labels.singular} renamed`, `“${current}” is now “${String(saved[field])}”.`);
    } catch (failure) {
      if (isApiError(failure) && failure.status === 409) {
        afterWrite();
        setEditing(false);
        notify.error(
          'Someone else changed it first',
          `The list now shows their version of “${current}”. Rename it again if needed.`,
        );
      } else {
        setError(isApiError(failure) ? (failure.fields[field] ?? errorMessage(failure)) : errorMessage(failure));
        if (isApiError(failure) && failure.handled) setEditing(false);
      }
    } finally {
      setBusy(false);
    }
  }

  if (editing) {
    return (
      <TextInput
        size="xs"
        autoFocus
        value={text}
        aria-label={`New ${label.toLowerCase()}`}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setError(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void commit();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            setEditing(false);
          }
        }}
        onBlur={() => !busy && void commit()}
        error={error}
        disabled={busy}
        rightSection={busy ? <Loader size={12} /> : null}
        maw={320}
        data-testid="inline-edit-input"
      />
    );
  }

  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" fw={600} c="dark.8" lineClamp={2} style={{ wordBreak: 'break-word' }}>
        {current}
      </Text>
      {canEdit && !row.deleted_at ? (
        <Tooltip label={`Rename (Enter saves, Esc cancels)`} openDelay={300}>
          <ActionIcon variant="subtle" color="gray" size="sm" onClick={start} aria-label={`Rename ${current}`}>
            <IconPencil size={14} />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}
