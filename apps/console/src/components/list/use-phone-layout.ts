import { useMediaQuery } from '@mantine/hooks';

const PHONE = '(max-width: 47.99em)';

/** Below the `sm` breakpoint a list shows cards instead of a table, and a shorter pager. */
export function usePhoneLayout(): boolean {
  // The first value is read at once, so a phone never renders the table before switching.
  return useMediaQuery(PHONE, window.matchMedia(PHONE).matches) ?? false;
}
