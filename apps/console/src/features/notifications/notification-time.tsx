import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { Text } from '@mantine/core';
import { formatDateTimeZoned } from '@/lib/date-formats.ts';

dayjs.extend(relativeTime);

/** When it happened: "5 minutes ago", with the full local time and its zone on hover. */
export function NotificationTime({ at }: { at: string }) {
  const full = formatDateTimeZoned(at);
  return (
    <Text component="time" dateTime={at} title={full} size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
      {dayjs(at).fromNow()}
    </Text>
  );
}
