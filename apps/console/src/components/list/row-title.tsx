import { Badge, Group, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './list-table.module.css';

/** A mark shown before a row's title (e.g. "Breaking"). */
export type TitleMark = { label: string; color?: string };

/**
 * The text that names a row, in at most two lines: a link (to its editor), a button (that opens a
 * drawer or preview), or plain text when neither is offered; `marks` stand before it as badges.
 */
export function RowTitle({
  children,
  to,
  onOpen,
  marks = [],
}: {
  children: ReactNode;
  to?: string;
  onOpen?: () => void;
  marks?: readonly TitleMark[];
}) {
  const title = to ? (
    <Link to={to} className={classes.title} data-testid="row-title">
      {children}
    </Link>
  ) : onOpen ? (
    <UnstyledButton onClick={onOpen} className={classes.title} data-testid="row-title">
      {children}
    </UnstyledButton>
  ) : (
    <span className={classes.title}>{children}</span>
  );
  if (marks.length === 0) return title;
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      {marks.map((mark) => (
        <Badge
          key={mark.label}
          color={mark.color ?? 'gray'}
          variant="filled"
          size="sm"
          radius="sm"
          mt={1}
          style={{ flex: 'none' }}
          data-testid="row-mark"
        >
          {mark.label}
        </Badge>
      ))}
      <div style={{ minWidth: 0 }}>{title}</div>
    </Group>
  );
}
