import { Group, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { CLOCK_REFRESH_MS, formatClock } from '@/lib/date-formats.ts';

/** Section 9: the header clock refreshes every second. */
export function HeaderClock({ colour = 'gray.7' }: { colour?: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const text = formatClock(now);
  return (
    <Group gap={6} wrap="nowrap" c={colour}>
      <IconClock size={16} stroke={1.8} aria-hidden="true" />
      <Text
        component="time"
        size="sm"
        fw={500}
        dateTime={new Date(now).toISOString()}
        data-testid="header-clock"
        style={{ whiteSpace: 'nowrap' }}
      >
        {text}
      </Text>
    </Group>
  );
}
