import { UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './list-table.module.css';

/**
 * The text that names a row, in at most two lines: a link (to its editor), a button (that opens a
 * drawer or preview), or plain text when neither is offered.
 */
export function RowTitle({ children, to, onOpen }: { children: ReactNode; to?: string; onOpen?: () => void }) {
  if (to) {
    return (
      <Link to={to} className={classes.title} data-testid="row-title">
        {children}
      </Link>
    );
  }
  if (onOpen) {
    return (
      <UnstyledButton onClick={onOpen} className={classes.title} data-testid="row-title">
        {children}
      </UnstyledButton>
    );
  }
  return <span className={classes.title}>{children}</span>;
}
