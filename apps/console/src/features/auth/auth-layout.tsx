import { Paper, Text, Title } from '@mantine/core';
import { IconChartBar, IconShieldLock, IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { BrandMark } from '@/components/brand-mark.tsx';
import { ENV } from '@/lib/env.ts';
import classes from './auth-layout.module.css';

/** The frame of the session screens: the product on the left, the form on the right. */
export function AuthLayout({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <div className={classes.page}>
      <aside className={classes.aside} aria-hidden="true">
        <div className={classes.asideBrand}>
          <BrandMark size={36} />
          {ENV.productName}
        </div>
        <div>
          <div className={classes.asideHeadline}>Research operations, in one place.</div>
          <div className={classes.asideText}>
            Review and publish research, manage contributors and clients, and follow how readers engage, with every action checked
            against your permissions.
          </div>
          <div className={classes.asidePoints}>
            <div className={classes.asidePoint}>
              <span className={classes.asidePointIcon}>
                <IconUsersGroup size={18} stroke={1.8} />
              </span>
              Circle, Institution and Exclusive content workflows
            </div>
            <div className={classes.asidePoint}>
              <span className={classes.asidePointIcon}>
                <IconChartBar size={18} stroke={1.8} />
              </span>
              Audience analytics for every section
            </div>
            <div className={classes.asidePoint}>
              <span className={classes.asidePointIcon}>
                <IconShieldLock size={18} stroke={1.8} />
              </span>
              Role-based access for every staff member
            </div>
          </div>
        </div>
        <svg className={classes.chart} viewBox="0 0 560 200" fill="none">
          <path d="M0 170 L70 150 L140 158 L210 110 L280 122 L350 78 L420 92 L490 40 L560 52" stroke="#2fbf71" strokeWidth="3" />
          <path
            d="M0 170 L70 150 L140 158 L210 110 L280 122 L350 78 L420 92 L490 40 L560 52 L560 200 L0 200 Z"
            fill="url(#fade)"
          />
          <defs>
            <linearGradient id="fade" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor="#2fbf71" stopOpacity="0.35" />
              <stop offset="1" stopColor="#2fbf71" stopOpacity="0" />
            </linearGradient>
          </defs>
        </svg>
        <div className={classes.asideFooter}>{ENV.productName} · internal use only</div>
      </aside>
      <main className={classes.main}>
        <div className={classes.card}>
          <div className={classes.mobileBrand}>
            <BrandMark size={32} />
            {ENV.productName}
          </div>
          <Paper p={0} bg="transparent">
            <Title order={1} fz={26}>
              {title}
            </Title>
            {description ? (
              <Text c="dimmed" size="sm" mt={8}>
                {description}
              </Text>
            ) : null}
            <div style={{ marginTop: 28 }}>{children}</div>
          </Paper>
          <div className={classes.footer}>{ENV.productName}</div>
        </div>
      </main>
    </div>
  );
}
