import { RESOURCE_ROUTES } from '@rc/contract/resources/resource-catalog';
import type { RouteName, StaticRouteName } from '@rc/contract/routes';

/** Titles of the screens of no definition; a definition gives its screens' titles (`screens`). */
const STATIC_TITLES = {
  Home: 'Dashboard',
  Login: 'Sign in',
  Logout: 'Signing out',
  ForgotPassword: 'Forgot password',
  ResetPassword: 'Reset password',
  UserProfile: 'My Account',
  Permission: 'Permissions',
  PermissionEditorNew: 'New permission set',
  PermissionEditorExisting: 'Edit permissions',
  Research: 'Editorial desk',
  ResearchEditor: 'Editorial desk',
  ResearchEditorNew: 'New content',
  ResearchEditorExisting: 'Open from the desk',
  Legal: 'Legal',
  ApiKeys: 'API keys',
  Webhooks: 'Webhooks',
  Notifications: 'Notifications',
} as const satisfies Record<StaticRouteName, string>;

/** What each screen is called in the page title and its placeholder. */
export const ROUTE_TITLES: Readonly<Record<RouteName, string>> = {
  ...STATIC_TITLES,
  ...(Object.fromEntries(Object.entries(RESOURCE_ROUTES).map(([name, route]) => [name, route.title])) as Record<
    keyof typeof RESOURCE_ROUTES,
    string
  >),
};
