import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;

/** A search box that asks the server once typing pauses (and at once on Enter). */
export function CircleSearchInput({ value, onSearch }: { value: string; onSearch: (query: string) => void }) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedCallback(onSearch, SEARCH_DEBOUNCE_MS);
  // The address changed on its own (back button, a link): show what it holds.
  useEffect(() => setText(value), [value]);
  return (
    <TextInput
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        debounced(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          debounced.cancel?.();
          onSearch(text);
        }
      }}
      placeholder="Search title, summaries or description"
      leftSection={<IconSearch size={16} />}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label="Clear the search"
            onClick={() => {
              setText('');
              onSearch('');
            }}
          />
        ) : null
      }
      aria-label="Search Circle articles"
      style={{ flex: '1 1 260px', maxWidth: 420 }}
      data-testid="circle-search"
    />
  );
}
