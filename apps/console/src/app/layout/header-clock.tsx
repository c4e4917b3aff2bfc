import { Group, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { CLOCK_REFRESH_MS, formatClock, formatClockCompact } from '@/lib/date-formats.ts';

/**
 * Section 9: the header clock refreshes every second. `compact` (narrow screens) shows the time
 * only, with the whole date as its title.
 */
export function HeaderClock({ colour = 'gray.7', compact = false }: { colour?: string; compact?: boolean }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const full = formatClock(now);
  const text = compact ? formatClockCompact(now) : full;
  return (
    <Group gap={6} wrap="nowrap" c={colour}>
      <IconClock size={16} stroke={1.8} aria-hidden="true" />
      <Text
        component="time"
        size="sm"
        fw={500}
        dateTime={new Date(now).toISOString()}
        title={compact ? full : undefined}
        data-testid={compact ? 'header-clock-compact' : 'header-clock'}
        style={{ whiteSpace: 'nowrap' }}
      >
        {text}
      </Text>
    </Group>
  );
}
