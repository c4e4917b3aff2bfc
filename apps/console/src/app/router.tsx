import { createBrowserRouter } from 'react-router';
import { registerNavigate, registerPendingLocation } from '@/lib/navigation.ts';
import { buildRoutes } from './route-table.tsx';

export function createAppRouter() {
  const router = createBrowserRouter(buildRoutes());
  // Code outside React (the API client) moves the user through the router, keeping history intact.
  registerNavigate((to, { replace, state }) => void router.navigate(to, { replace, state }));
  registerPendingLocation(() => {
    const to = router.state.navigation.location;
    return to ? `${to.pathname}${to.search}${to.hash}` : null;
  });
  return router;
}
