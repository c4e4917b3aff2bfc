import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The list's search: typing updates the address 300 ms after the last key (Enter at once), so
 * the server is asked once per pause, not once per letter. Back and Forward bring the text along.
 */
export function SearchBox({
  value,
  onSearch,
  placeholder,
  label = 'Search',
}: {
  value: string;
  onSearch: (query: string) => void;
  placeholder: string;
  /** The accessible name, when "Search" alone would not say what is searched. */
  label?: string;
}) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const push = useDebouncedCallback((next: string) => {
    sent.current = next;
    onSearch(next);
  }, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    // The address changed from elsewhere (Back, a link): show what it says. What this box sent
    // itself is not "elsewhere": without the `sent` check, the address catching up with an earlier
    // pause would overwrite letters typed since.
    if (value !== sent.current) {
      sent.current = value;
      push.cancel();
      setText(value);
    }
  }, [value, push]);

  return (
    <TextInput
      type="search"
      aria-label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        push(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') push.flush();
        if (event.key === 'Escape' && text) {
          setText('');
          push('');
          push.flush();
        }
      }}
      leftSection={<IconSearch size={16} />}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label="Clear search"
            onClick={() => {
              setText('');
              push('');
              push.flush();
            }}
          />
        ) : null
      }
      w={{ base: '100%', sm: 320 }}
      data-testid="list-search"
    />
  );
}
