import { Skeleton } from '@mantine/core';
import classes from './app-frame-fallback.module.css';

/**
 * The layout's first paint while the guard loads the profile and permissions: the frame of the
 * console with skeleton menu items, so nothing jumps when the real layout arrives.
 */
export function AppFrameFallback() {
  return (
    <div
      className={classes.frame}
      role="status"
      aria-busy="true"
      aria-label="Loading the console"
      data-testid="app-frame-fallback"
    >
      <div className={classes.rail}>
        <div className={classes.brand} />
        {Array.from({ length: 9 }, (_, index) => (
          <div key={index} className={classes.row}>
            <Skeleton height={22} width={22} radius="sm" className={classes.dark} />
            <Skeleton height={12} width={`${55 + ((index * 17) % 35)}%`} radius="xl" className={classes.dark} />
          </div>
        ))}
      </div>
      <div className={classes.body}>
        <div className={classes.header}>
          <Skeleton height={14} width={260} radius="xl" />
          <Skeleton height={36} width={36} radius="xl" />
        </div>
        <div className={classes.content}>
          <Skeleton height={28} width={240} radius="md" mb="lg" />
          <Skeleton height={160} radius="lg" mb="md" />
          <Skeleton height={240} radius="lg" />
        </div>
      </div>
    </div>
  );
}
