import { ENV } from '@/lib/env.ts';
import classes from './app-layout.module.css';

/** Section 1: the footer text is the product name. */
export function AppFooter() {
  return (
    <footer className={classes.footer} data-testid="app-footer">
      {ENV.productName}
    </footer>
  );
}
