import { IconHourglassHigh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ROUTES } from '@rc/contract/routes';
import { Button } from '@/components/button.tsx';
import { StatusPage } from '@/components/status-page.tsx';
import { useRouteHandle } from '@/lib/route-handle.ts';

/** Stands in for every screen whose issue has not landed yet. */
export function ComingSoonScreen() {
  const title = useRouteHandle()?.title ?? 'This screen';
  return (
    <StatusPage
      testId="coming-soon"
      icon={<IconHourglassHigh size={30} stroke={1.6} />}
      colour="secondary"
      eyebrow="Coming soon"
      title={title}
      text="This screen is being built and will appear here in an upcoming release. Your access to it is already set up."
      actions={
        <Button component={Link} to={ROUTES.Home.path} variant="gray">
          Back to Dashboard
        </Button>
      }
    />
  );
}
