import { EDITORIAL_MODULES } from './editorial-areas.ts';
import type { Module } from './modules.ts';
import { RESOURCE_REDIRECTS, RESOURCE_ROUTES } from './resources/resource-catalog.ts';
import type { ResourcePageGroup, ResourceRouteName } from './resources/resource-registry.ts';

/**
 * The 68 screens of section 2.1 with the paths of section 2.2. Where the specification gives no
 * path we chose one (see the README's route table). The screens of a resource are declared by its
 * definition (`screens`, gathered in resource-catalog.ts); the others are listed here. `modules` is
 * the read permission the screen needs (any of them); `group` is the menu page group whose item is
 * highlighted on this screen.
 */
export type RouteDef = {
  readonly path: string;
  readonly modules: readonly Module[];
  readonly group: PageGroup;
  /** Session screens: no profile or permission loading before them. */
  readonly session?: true;
  /** A name whose path only sends the user elsewhere: the route name it goes to (checked by a test). */
  readonly redirectTo?: string;
};

/** Page groups of the screens of no definition; the definitions' screens add theirs. */
type StaticPageGroup = 'dashboard' | 'session' | 'profile' | 'research' | 'legal' | 'api-keys' | 'notifications' | 'webhooks';
export type PageGroup = StaticPageGroup | ResourcePageGroup;

/** The side menu's groups, which a definition's menu item may sit in (the console names and draws them). */
export type MenuSection = 'circle' | 'institution' | 'exclusive' | 'subscriptions' | 'tools' | 'ad';

const r = (path: string, group: PageGroup, modules: readonly Module[] = [], extra: { session?: true } = {}) =>
  ({ path, group, modules, ...extra }) satisfies RouteDef;
const redirect = (path: string, group: PageGroup, modules: readonly Module[], to: string) =>
  ({ path, group, modules, redirectTo: to }) satisfies RouteDef;

/** Read on any module of a page group's resource screens (the legal landing opens for either text). */
function groupModules(group: PageGroup): readonly Module[] {
  const routes: readonly { group: PageGroup; modules: readonly Module[] }[] = Object.values(RESOURCE_ROUTES);
  return [...new Set(routes.filter((route) => route.group === group).flatMap((route) => route.modules))];
}

/** The screens no definition declares: session, profile, permissions, the desk, landings, API keys. */
const STATIC_ROUTES = {
  Home: r('/', 'dashboard'),
  Login: r('/signin', 'session', [], { session: true }),
  Logout: r('/signout', 'session', [], { session: true }),
  ForgotPassword: r('/forgot-password', 'session', [], { session: true }),
  ResetPassword: r('/reset-password', 'session', [], { session: true }),
  UserProfile: r('/user', 'profile'),
  Permission: redirect('/permission', 'internal-user', ['INTERNALUSER'], 'User'),
  PermissionEditorNew: redirect('/permission/editor', 'internal-user', ['INTERNALUSER'], 'User'),
  PermissionEditorExisting: r('/permission/editor/existing/:id', 'internal-user', ['USERPERMISSION']),
  // The editorial desk: read on any of its areas' modules opens it (definitions that declare `desk`).
  Research: r('/research', 'research', EDITORIAL_MODULES),
  ResearchEditor: redirect('/research/editor', 'research', EDITORIAL_MODULES, 'Research'),
  ResearchEditorNew: r('/research/new', 'research', EDITORIAL_MODULES),
  ResearchEditorExisting: r('/research/editor/existing/:id', 'research', EDITORIAL_MODULES),
  Legal: r('/tool/legal-view', 'legal', groupModules('legal')),
  ApiKeys: r('/tool/api-keys', 'api-keys', ['PUBLICAPI']),
  Webhooks: r('/tool/webhooks', 'webhooks', ['PUBLICAPI']),
  // The signed-in person's own notifications: no permission needed.
  Notifications: r('/notifications', 'notifications'),
} as const;

/** Routes of no definition (listed above). */
export type StaticRouteName = keyof typeof STATIC_ROUTES;
export type RouteName = StaticRouteName | ResourceRouteName;
/** Routes whose path only sends the user elsewhere: they have no screen. */
export type RedirectRouteName = {
  [K in StaticRouteName]: (typeof STATIC_ROUTES)[K] extends { readonly redirectTo: string } ? K : never;
}[StaticRouteName];
/** Routes with a screen of their own (app/screens.ts has one for each). */
export type ScreenRouteName = Exclude<RouteName, RedirectRouteName>;

export const ROUTES: Readonly<Record<RouteName, RouteDef>> = { ...STATIC_ROUTES, ...RESOURCE_ROUTES };
export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

/**
 * Extra paths of section 2.2 that only redirect: a bare editor path goes to its area's list (made
 * from the definitions' paths), the permission paths go to the internal user list, and `/tool`,
 * the start of many areas' paths, goes home.
 */
const STATIC_REDIRECTS: ReadonlyArray<{ from: string; to: RouteName }> = [
  { from: '/permission/editor/existing', to: 'User' },
  { from: '/research/editor/existing', to: 'Research' },
  { from: '/tool', to: 'Home' },
];
const claimed = new Set([...Object.values(STATIC_ROUTES).map((route) => route.path), ...STATIC_REDIRECTS.map((r) => r.from)]);
export const REDIRECTS: ReadonlyArray<{ from: string; to: RouteName }> = [
  ...STATIC_REDIRECTS,
  ...RESOURCE_REDIRECTS.filter((redirect) => !claimed.has(redirect.from)),
];

/** Fill `:id` style parameters of a route's path. */
export function routePath(name: RouteName, params: Record<string, string | number> = {}): string {
  return ROUTES[name].path.replace(/:([a-zA-Z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing route parameter ${key} for ${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Where a record opens in the console: most editor paths carry the id (`…/editor/existing/:id`);
 * one without it (`/tool/legal-view/information/editor`) takes it as `?id=`.
 */
export function recordRoutePath(name: RouteName, id: number): string {
  const path: string = ROUTES[name].path;
  return path.includes(':id') ? routePath(name, { id }) : `${path}?id=${id}`;
}
