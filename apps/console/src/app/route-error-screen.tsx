import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/components/button.tsx';
import { StatusPage } from '@/components/status-page.tsx';
import { errorMessage, isApiError } from '@/lib/api-error.ts';
import { reportError } from '@/lib/error-reporting.ts';

/** Shown when a screen fails to load or render: say so plainly and offer a retry. */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    if (!isApiError(error) && !isRouteErrorResponse(error)) reportError(error);
  }, [error]);

  // A new deployment replaced the chunk this page asked for: a reload fetches the current one.
  const chunkMissing =
    error instanceof TypeError && /dynamically imported module|Importing a module script failed/i.test(error.message);
  const text = chunkMissing
    ? 'A newer version of the console is available. Reload the page to continue.'
    : isApiError(error)
      ? error.message
      : errorMessage(error);

  return (
    <div style={{ padding: 24 }}>
      <StatusPage
        testId="route-error"
        icon={<IconAlertTriangle size={30} stroke={1.6} />}
        colour="danger"
        eyebrow="Something went wrong"
        title="This page could not be shown"
        text={text}
        actions={
          <Button variant="secondary" leftSection={<IconRefresh size={16} />} onClick={() => window.location.reload()}>
            Reload page
          </Button>
        }
      />
    </div>
  );
}
