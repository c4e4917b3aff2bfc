import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { ENV } from '@/lib/env.ts';
import { useRouteHandle } from '@/lib/route-handle.ts';

/** The root of every screen: keeps the page title in step with the screen. */
export function RootRoute() {
  const title = useRouteHandle()?.title;
  useEffect(() => {
    document.title = title ? `${title} · ${ENV.productName}` : ENV.productName;
  }, [title]);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
