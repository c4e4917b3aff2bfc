import { Badge, Tabs } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import classes from './status-tabs.module.css';
import { formatCompactCount } from '@/lib/numbers.ts';

export type StatusTab = {
  value: string;
  label: string;
  /** Its count stands out while above zero (work waiting, e.g. a review queue). */
  emphasis?: boolean;
};

/** What the counts call answers for one filter: live records in all and per value. */
export type TabCounts = { total: number; by: Readonly<Record<string, number>> };

/** The "All" tab's value: Mantine needs one, and no status is spelled like this. */
const ALL = '__all';

/**
 * One filter of the list as tabs ("All" first), each with its count when known. The chosen tab is
 * the filter's value in the address, so it is bookmarked and restored with Back like any filter.
 * The arrow keys choose the next tab; Home and End reach the ends, and Enter or Space chooses.
 */
export function StatusTabs({
  tabs,
  value,
  onChange,
  counts,
  label,
  allLabel = 'All',
}: {
  tabs: readonly StatusTab[];
  /** The chosen value, or null for "All". */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Absent while loading, or where the list is not counted: no badges then. */
  counts?: TabCounts;
  /** The tab list's accessible name, e.g. "Filter by status". */
  label: string;
  allLabel?: string;
}) {
  const all: StatusTab = { value: ALL, label: allLabel };
  const list = useRef<HTMLDivElement>(null);
  const counted = counts !== undefined;
  // When some tabs lie beyond the edge (a phone), the edge fades and shows a chevron, so nobody
  // misses the statuses that are out of sight.
  const [more, setMore] = useState({ left: false, right: false });
  const measure = useCallback(() => {
    const row = list.current;
    if (!row) return;
    const left = row.scrollLeft > 2;
    const right = row.scrollLeft + row.clientWidth < row.scrollWidth - 2;
    setMore((was) => (was.left === left && was.right === right ? was : { left, right }));
  }, []);
  // On a phone the tabs scroll sideways: bring the chosen one into view (a link may open on the
  // last), again once the counts have widened the tabs.
  useEffect(() => {
    const row = list.current;
    const tab = row?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!row || !tab) return;
    if (tab.offsetLeft < row.scrollLeft || tab.offsetLeft + tab.offsetWidth > row.scrollLeft + row.clientWidth)
      row.scrollLeft = tab.offsetLeft - (row.clientWidth - tab.offsetWidth) / 2;
    measure();
  }, [value, counted, measure]);
  useEffect(() => {
    const row = list.current;
    if (!row) return;
    measure();
    row.addEventListener('scroll', measure, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    resize?.observe(row);
    return () => {
      row.removeEventListener('scroll', measure);
      resize?.disconnect();
    };
  }, [measure]);
  return (
    <div
      className={classes.frame}
      data-more-left={more.left || undefined}
      data-more-right={more.right || undefined}
      data-testid="status-tabs-frame"
    >
      <span className={classes.cueLeft} aria-hidden="true">
        <IconChevronLeft size={16} stroke={2} />
      </span>
      <span className={classes.cueRight} aria-hidden="true" data-testid="status-tabs-more">
        <IconChevronRight size={16} stroke={2} />
      </span>
      <Tabs
        value={value ?? ALL}
        onChange={(next) => onChange(next && next !== ALL ? next : null)}
        px={{ base: 'xs', sm: 'md' }}
        pt={6}
        classNames={{ list: classes.list, tab: classes.tab }}
        data-testid="status-tabs"
      >
        <Tabs.List aria-label={label} ref={list}>
          {[all, ...tabs].map((tab) => {
            const count = counts ? (tab.value === ALL ? counts.total : (counts.by[tab.value] ?? 0)) : undefined;
            const loud = tab.emphasis && count !== undefined && count > 0;
            return (
              <Tabs.Tab
                key={tab.value}
                value={tab.value}
                data-testid={`status-tab-${tab.value === ALL ? 'all' : tab.value}`}
                rightSection={
                  count === undefined ? undefined : (
                    <Badge
                      size="xs"
                      variant={loud ? 'filled' : 'light'}
                      color={loud ? 'warning' : 'gray'}
                      style={{ flexShrink: 0 }}
                      data-testid="status-tab-count"
                    >
                      {formatCompactCount(count)}
                    </Badge>
                  )
                }
              >
                {tab.label}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
      </Tabs>
    </div>
  );
}
