import { IconMapSearch } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { ROUTES } from '@rc/contract/routes';
import { Button } from '@/components/button.tsx';
import { StatusPage } from '@/components/status-page.tsx';

export function NotFoundScreen() {
  const { pathname } = useLocation();
  return (
    <StatusPage
      testId="not-found"
      icon={<IconMapSearch size={30} stroke={1.6} />}
      colour="gray"
      eyebrow="Error 404"
      title="Page not found"
      text={
        <>
          Nothing lives at <code>{pathname}</code>. Check the address, or use the menu to find what you need.
        </>
      }
      actions={
        <Button component={Link} to={ROUTES.Home.path} variant="primary">
          Go to Dashboard
        </Button>
      }
    />
  );
}
