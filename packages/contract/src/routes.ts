import { EDITORIAL_MODULES } from './editorial-areas.ts';
import type { Module } from './modules.ts';

/**
 * The 68 screens of section 2.1 with the paths of section 2.2. Where the specification gives no
 * path we chose one (see the README's route table). `modules` is the read permission the screen
 * needs (any of them); `group` is the menu page group whose item is highlighted on this screen.
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

export const PAGE_GROUPS = [
  'dashboard',
  'session',
  'profile',
  'internal-user',
  'circle-content',
  'circle-contributor',
  'institution-content',
  'institution-broker',
  'institution-stock',
  'exclusive-content',
  'exclusive-blast',
  'research',
  'insight',
  'client',
  'subscription',
  'stocks',
  'content-placement',
  'text-slider',
  'newsletter',
  'category',
  'mastertag',
  'account-wall',
  'legal',
  'api-keys',
  'ad-banner',
] as const;
export type PageGroup = (typeof PAGE_GROUPS)[number];

const r = (path: string, group: PageGroup, modules: readonly Module[] = [], extra: Partial<RouteDef> = {}): RouteDef => ({
  path,
  group,
  modules,
  ...extra,
});

const STOCK_MODULES: readonly Module[] = ['STOCKDATA', 'MASTERSTOCK', 'MASTERSTOCKINDEX'];
const LEGAL_MODULES: readonly Module[] = ['CIRCLEDISCLOSURE', 'LEGALINFORMATION'];

export const ROUTES = {
  Home: r('/', 'dashboard'),
  Login: r('/signin', 'session', [], { session: true }),
  Logout: r('/signout', 'session', [], { session: true }),
  ForgotPassword: r('/forgot-password', 'session', [], { session: true }),
  ResetPassword: r('/reset-password', 'session', [], { session: true }),
  Client: r('/client/list', 'client', ['USER']),
  User: r('/internal-user', 'internal-user', ['INTERNALUSER']),
  UserProfile: r('/user', 'profile'),
  UserEditorNew: r('/internal-user/new', 'internal-user', ['INTERNALUSER']),
  UserEditorExisting: r('/internal-user/editor/existing/:id', 'internal-user', ['INTERNALUSER']),
  Permission: r('/permission', 'internal-user', ['INTERNALUSER'], { redirectTo: 'User' }),
  PermissionEditorNew: r('/permission/editor', 'internal-user', ['INTERNALUSER'], { redirectTo: 'User' }),
  PermissionEditorExisting: r('/permission/editor/existing/:id', 'internal-user', ['USERPERMISSION']),
  Contributor: r('/contributor', 'circle-contributor', ['CONTENTCONTRIBUTOR']),
  ContributorEditorNew: r('/contributor/new', 'circle-contributor', ['CONTENTCONTRIBUTOR']),
  ContributorEditorExisting: r('/contributor/editor/existing/:id', 'circle-contributor', ['CONTENTCONTRIBUTOR']),
  CommunityResearchContent: r('/circle-research-content/landing', 'circle-content', ['COMMUNITYRESEARCH']),
  CommunityResearchEditorExisting: r('/circle-research-content/editor/existing/:id', 'circle-content', ['COMMUNITYRESEARCH']),
  SubAccountContributorEditorNew: r('/contributor/editor/existing/sub-account/new/:id', 'circle-contributor', [
    'CONTENTCONTRIBUTOR',
  ]),
  SubAccountContributorEditorExisting: r('/contributor/editor/existing/sub-account/existing/:id', 'circle-contributor', [
    'CONTENTCONTRIBUTOR',
  ]),
  InstitutionStockPlacement: r('/institution-stock-placement/list', 'institution-stock', ['INSTITUTION_STOCK_PLACEMENT']),
  InstitutionStockPlacementDetail: r('/institution-stock-placement/detail/:id', 'institution-stock', [
    'INSTITUTION_STOCK_PLACEMENT',
  ]),
  Institution: r('/institution', 'institution-broker', ['INSTITUTION']),
  InstitutionEditorNew: r('/institution/new', 'institution-broker', ['INSTITUTION']),
  InstitutionEditorExisting: r('/institution/editor/existing/:id', 'institution-broker', ['INSTITUTION']),
  InstitutionContent: r('/institution-content', 'institution-content', ['INSTITUTIONCONTENT']),
  InstitutionContentEditorNew: r('/institution-content/new', 'institution-content', ['INSTITUTIONCONTENT']),
  InstitutionContentEditorExisting: r('/institution-content/editor/existing/:id', 'institution-content', ['INSTITUTIONCONTENT']),
  AdBanner: r('/ad-banner', 'ad-banner', ['ADBANNER']),
  AdBannerEditorNew: r('/ad-banner/new', 'ad-banner', ['ADBANNER']),
  AdBannerEditorExisting: r('/ad-banner/editor/existing/:id', 'ad-banner', ['ADBANNER']),
  // The editorial desk: read on any of its areas' modules opens it (editorial-areas.ts).
  Research: r('/research', 'research', EDITORIAL_MODULES),
  ResearchEditor: r('/research/editor', 'research', EDITORIAL_MODULES, { redirectTo: 'Research' }),
  ResearchEditorNew: r('/research/new', 'research', EDITORIAL_MODULES),
  ResearchEditorExisting: r('/research/editor/existing/:id', 'research', EDITORIAL_MODULES),
  AlgoNews: r('/algo-news', 'insight', ['ALGONEWS']),
  AlgoNewsEditorNew: r('/algo-news/new', 'insight', ['ALGONEWS']),
  AlgoNewsEditorExisting: r('/algo-news/editor/existing/:id', 'insight', ['ALGONEWS']),
  AlgoResearch: r('/algo-research', 'exclusive-content', ['ALGORESEARCH']),
  AlgoResearchEditorNew: r('/algo-research/new', 'exclusive-content', ['ALGORESEARCH']),
  AlgoResearchEditorExisting: r('/algo-research/editor/existing/:id', 'exclusive-content', ['ALGORESEARCH']),
  Newsletter: r('/newsletter', 'newsletter', ['NEWSLETTER']),
  NewsletterEditorUpdate: r('/newsletter/update', 'newsletter', ['NEWSLETTER']),
  NewsletterDetailExisting: r('/newsletter/detail/existing/:id', 'newsletter', ['NEWSLETTER']),
  ResearchBlast: r('/research-blast', 'exclusive-blast', ['ALGORESEARCHBLAST']),
  ResearchBlastNew: r('/research-blast/new', 'exclusive-blast', ['ALGORESEARCHBLAST']),
  ResearchBlastEditorExisting: r('/research-blast/editor/existing/:id', 'exclusive-blast', ['ALGORESEARCHBLAST']),
  Category: r('/category', 'category', ['RESEARCHCATEGORY']),
  CategoryEditorNew: r('/category/new', 'category', ['RESEARCHCATEGORY']),
  CategoryEditorExisting: r('/category/editor/existing/:id', 'category', ['RESEARCHCATEGORY']),
  Mastertag: r('/mastertag', 'mastertag', ['MASTERRESEARCHTAG']),
  MastertagNew: r('/mastertag/new', 'mastertag', ['MASTERRESEARCHTAG']),
  HybridSlider: r('/tool/content-slider', 'content-placement', ['HYBRIDSLIDER']),
  HybridSliderCreate: r('/tool/content-slider/create', 'content-placement', ['HYBRIDSLIDER']),
  HybridSliderDetail: r('/tool/content-slider/detail/:id', 'content-placement', ['HYBRIDSLIDER']),
  TextSlider: r('/tool/text-slider', 'text-slider', ['TEXTSLIDER']),
  TextSliderCreate: r('/tool/text-slider/create', 'text-slider', ['TEXTSLIDER']),
  TextSliderDetail: r('/tool/text-slider/detail/:id', 'text-slider', ['TEXTSLIDER']),
  Subscription: r('/subscription/master-subscription', 'subscription', ['SUBSCRIPTION']),
  SubscriptionCreate: r('/subscription/master-subscription/create', 'subscription', ['SUBSCRIPTION']),
  SubscriptionDetail: r('/subscription/master-subscription/detail/:id', 'subscription', ['SUBSCRIPTION']),
  Stocks: r('/tool/stocks', 'stocks', STOCK_MODULES),
  AccountWall: r('/tool/account-wall', 'account-wall', ['ACCOUNTWALL']),
  Legal: r('/tool/legal-view', 'legal', LEGAL_MODULES),
  LegalCircleDisclosure: r('/tool/legal-view/circle-disclosure', 'legal', ['CIRCLEDISCLOSURE']),
  LegalCircleDisclosureNew: r('/tool/legal-view/circle-disclosure/new', 'legal', ['CIRCLEDISCLOSURE']),
  LegalInformation: r('/tool/legal-view/information', 'legal', ['LEGALINFORMATION']),
  LegalInformationEditor: r('/tool/legal-view/information/editor', 'legal', ['LEGALINFORMATION']),
  ApiKeys: r('/tool/api-keys', 'api-keys', ['PUBLICAPI']),
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof ROUTES;
export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

/**
 * Extra paths of section 2.2 that only redirect: a bare editor path goes to its area's list, and the
 * permission paths go to the internal user list.
 */
export const REDIRECTS: ReadonlyArray<{ from: string; to: RouteName }> = [
  { from: '/permission/editor/existing', to: 'User' },
  { from: '/internal-user/editor', to: 'User' },
  { from: '/internal-user/editor/existing', to: 'User' },
  { from: '/contributor/editor', to: 'Contributor' },
  { from: '/contributor/editor/existing', to: 'Contributor' },
  { from: '/contributor/editor/existing/sub-account', to: 'Contributor' },
  { from: '/contributor/editor/existing/sub-account/new', to: 'Contributor' },
  { from: '/contributor/editor/existing/sub-account/existing', to: 'Contributor' },
  { from: '/circle-research-content', to: 'CommunityResearchContent' },
  { from: '/circle-research-content/editor', to: 'CommunityResearchContent' },
  { from: '/circle-research-content/editor/existing', to: 'CommunityResearchContent' },
  { from: '/institution-stock-placement', to: 'InstitutionStockPlacement' },
  { from: '/institution-stock-placement/detail', to: 'InstitutionStockPlacement' },
  { from: '/institution/editor', to: 'Institution' },
  { from: '/institution/editor/existing', to: 'Institution' },
  { from: '/institution-content/editor', to: 'InstitutionContent' },
  { from: '/institution-content/editor/existing', to: 'InstitutionContent' },
  { from: '/ad-banner/editor', to: 'AdBanner' },
  { from: '/ad-banner/editor/existing', to: 'AdBanner' },
  { from: '/research/editor/existing', to: 'Research' },
  { from: '/algo-news/editor', to: 'AlgoNews' },
  { from: '/algo-news/editor/existing', to: 'AlgoNews' },
  { from: '/algo-research/editor', to: 'AlgoResearch' },
  { from: '/algo-research/editor/existing', to: 'AlgoResearch' },
  { from: '/newsletter/detail', to: 'Newsletter' },
  { from: '/newsletter/detail/existing', to: 'Newsletter' },
  { from: '/research-blast/editor', to: 'ResearchBlast' },
  { from: '/research-blast/editor/existing', to: 'ResearchBlast' },
  { from: '/category/editor', to: 'Category' },
  { from: '/category/editor/existing', to: 'Category' },
  { from: '/tool/content-slider/detail', to: 'HybridSlider' },
  { from: '/tool/text-slider/detail', to: 'TextSlider' },
  { from: '/subscription', to: 'Subscription' },
  { from: '/subscription/master-subscription/detail', to: 'Subscription' },
  { from: '/tool', to: 'Home' },
  { from: '/client', to: 'Client' },
];

/** Fill `:id` style parameters of a route's path. */
export function routePath(name: RouteName, params: Record<string, string | number> = {}): string {
  return ROUTES[name].path.replace(/:([a-zA-Z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing route parameter ${key} for ${name}`);
    return encodeURIComponent(String(value));
  });
}
