import { ActionIcon, Group, Input, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useRef, type KeyboardEvent } from 'react';
import { Button } from './button.tsx';

/**
 * A short list of lines (the selling points of a plan): one input per line. Enter in a line adds
 * the next one below it; Backspace in an empty line removes it.
 */
export function LinesInput({
  label,
  description,
  error,
  value,
  onChange,
  placeholder,
  disabled,
  maxItems = 50,
  name,
}: {
  label: string;
  description?: string;
  error?: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  placeholder?: string;
  disabled?: boolean;
  maxItems?: number;
  name?: string;
}) {
  const list = useRef<HTMLDivElement>(null);
  const focusLine = (index: number) => requestAnimationFrame(() => list.current?.querySelectorAll('input')[index]?.focus());

  const setLine = (index: number, text: string) => onChange(value.map((line, i) => (i === index ? text : line)));
  const insertAfter = (index: number) => {
    if (value.length >= maxItems) return;
    onChange([...value.slice(0, index + 1), '', ...value.slice(index + 1)]);
    focusLine(index + 1);
  };
  const remove = (index: number) => {
    onChange(value.filter((_, i) => i !== index));
    focusLine(Math.max(0, index - 1));
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>, index: number) {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      insertAfter(index);
    } else if (event.key === 'Backspace' && value[index] === '' && value.length > 0) {
      event.preventDefault();
      remove(index);
    }
  }

  return (
    <Input.Wrapper label={label} description={description} error={error} data-field={name}>
      <Stack gap={8} mt={6} ref={list}>
        {value.map((line, index) => (
          <Group key={index} gap={6} wrap="nowrap">
            <TextInput
              flex={1}
              value={line}
              placeholder={placeholder}
              disabled={disabled}
              aria-label={`${label}, line ${index + 1}`}
              onChange={(event) => setLine(index, event.currentTarget.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              error={Boolean(error) && line.trim() === ''}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              onClick={() => remove(index)}
              disabled={disabled}
              aria-label={`Remove line ${index + 1}`}
            >
              <IconX size={16} />
            </ActionIcon>
          </Group>
        ))}
        <div>
          <Button
            variant="plain"
            size="compact-sm"
            leftSection={<IconPlus size={14} />}
            onClick={() => insertAfter(value.length - 1)}
            disabled={disabled || value.length >= maxItems}
          >
            Add a line
          </Button>
        </div>
      </Stack>
    </Input.Wrapper>
  );
}
