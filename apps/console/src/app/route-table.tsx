import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { REDIRECTS, ROUTE_NAMES, ROUTES, type RouteDef, type RouteName, type ScreenRouteName } from '@rc/contract/routes';
import type { RouteHandle } from '@/lib/route-handle.ts';
import { AppFrameFallback } from './app-frame-fallback.tsx';
import { BootFallback } from './boot-fallback.tsx';
import { RootRoute } from './root-route.tsx';
import { RouteErrorScreen } from './route-error-screen.tsx';
import { ROUTE_TITLES } from './route-titles.ts';
import { loadNotFoundScreen, SCREENS, type ScreenLoader } from './screens.ts';

/** The guard (and the permission code it needs) loads with the first screen inside the layout. */
const guardLoader = (args: LoaderFunctionArgs) => import('./navigation-guard.ts').then((m) => m.navigationGuardLoader(args));
/** Section 4: the guard runs before every navigation, not only when the layout's own params change. */
const revalidateOnEveryNavigation = () => true;

const lazyScreen = (load: ScreenLoader) => async () => ({ Component: await load() });

function handleOf(name: RouteName): RouteHandle {
  const def: RouteDef = ROUTES[name];
  return { name, title: ROUTE_TITLES[name], group: def.group, modules: def.modules };
}

/** A path that only sends the user elsewhere (its loader redirects before anything renders). */
const redirectRoute = (path: string, to: RouteName): RouteObject => ({
  path,
  loader: () => redirect(ROUTES[to].path),
  Component: Nothing,
});

function Nothing() {
  return null;
}

/**
 * The one route table, made from the contract: every screen of section 2.1 at its path of 2.2,
 * the redirects of 2.2, and a not-found page inside the layout for everything else.
 */
export function buildRoutes(): RouteObject[] {
  const sessionRoutes: RouteObject[] = [];
  const layoutRoutes: RouteObject[] = [];
  const redirectRoutes: RouteObject[] = REDIRECTS.map(({ from, to }) => redirectRoute(from, to));

  for (const name of ROUTE_NAMES) {
    const def: RouteDef = ROUTES[name];
    if (def.redirectTo) {
      // The contract types `redirectTo` as a route name; its self-reference widens to string here.
      redirectRoutes.push(redirectRoute(def.path, def.redirectTo as RouteName));
      continue;
    }
    const route: RouteObject = {
      id: name,
      path: def.path,
      handle: handleOf(name),
      // Every route but a redirect has its screen (screens.ts is typed so).
      lazy: lazyScreen(SCREENS[name as ScreenRouteName]),
    };
    (def.session ? sessionRoutes : layoutRoutes).push(route);
  }

  const notFound: RouteObject = {
    id: 'NotFound',
    path: '*',
    handle: { name: 'NotFound', title: 'Page not found', group: 'dashboard', modules: [] } satisfies RouteHandle,
    lazy: lazyScreen(loadNotFoundScreen),
  };

  return [
    {
      id: 'root',
      Component: RootRoute,
      HydrateFallback: BootFallback,
      ErrorBoundary: RouteErrorScreen,
      children: [
        ...sessionRoutes,
        ...redirectRoutes,
        {
          id: 'layout',
          loader: guardLoader,
          shouldRevalidate: revalidateOnEveryNavigation,
          HydrateFallback: AppFrameFallback,
          ErrorBoundary: RouteErrorScreen,
          lazy: async () => ({ Component: (await import('./layout/app-layout.tsx')).AppLayout }),
          children: [...layoutRoutes, notFound],
        },
      ],
    },
  ];
}
