import type { ComponentType } from 'react';
import { PREVIEW_EDITOR_ROUTES, RESOURCE_ROUTES } from '@rc/contract/resources/resource-catalog';
import type { ResourceRouteName } from '@rc/contract/resources/resource-registry';
import type { RedirectRouteName, RouteName, ScreenRouteName, StaticRouteName } from '@rc/contract/routes';
import type { ResourceExtensions } from '@/features/resources/resource-extensions.ts';

/** Each screen is its own chunk, loaded when its route is first visited. */
export type ScreenLoader = () => Promise<ComponentType>;

/** The live reader preview beside the editors of the areas that declare `preview` (the areas readers pay for). */
const readerPreviewExtensions = () =>
  import('@/components/reader-preview/reader-preview-panel.tsx').then((m): ResourceExtensions => ({
    livePreview: m.ReaderPreviewPanel,
  }));
const previewEditors: ReadonlySet<RouteName> = new Set(PREVIEW_EDITOR_ROUTES);

/**
 * A screen the resource engine makes from the contract definition that names `route`, with the
 * area's extensions (loaded alongside) when it has any, and the reader preview beside the editors
 * of an area that has one.
 */
const resourceRoute =
  (route: RouteName, extensions?: () => Promise<ResourceExtensions>): ScreenLoader =>
  async () => {
    const [engine, extra, preview] = await Promise.all([
      import('@/features/resources/resource-screens.tsx'),
      extensions?.(),
      previewEditors.has(route) ? readerPreviewExtensions() : undefined,
    ]);
    return engine.resourceScreen(route, preview || extra ? { ...preview, ...extra } : undefined);
  };

const subscriptionExtensions = () =>
  import('@/features/subscription/subscriber-count-card.tsx').then((m) => ({ editorAside: m.SubscriberCountCard }));

const staffEditorExtensions = () =>
  import('@/features/internal-users/staff-account-card.tsx').then((m) => ({ editorAside: m.StaffAccountCard }));
const staffListExtensions = () =>
  import('@/features/internal-users/invite-button.tsx').then((m) => ({ listActions: m.InviteButton }));

const clientListExtensions = () => import('@/features/clients/client-drawer.tsx').then((m) => ({ recordDrawer: m.ClientDrawer }));

const circleEditorExtensions = () =>
  import('@/features/circle/circle-editor-extensions.tsx').then((m) => m.circleEditorExtensions);

const contributorEditorExtensions = () =>
  import('@/features/contributors/contributor-aside.tsx').then((m) => m.contributorEditorExtensions);

const institutionEditorExtensions = () =>
  import('@/features/institution/institution-aside.tsx').then((m) => m.institutionEditorExtensions);
const placementDetailExtensions = () =>
  import('@/features/institution/placement-extensions.tsx').then((m) => m.placementDetailExtensions);
/** Content placement: the carousel preview above the slides, and each slide's content beside its form. */
const placementListExtensions = () =>
  import('@/features/placement/carousel-preview.tsx').then((m): ResourceExtensions => ({ listIntro: m.CarouselPreview }));
const placementEditorExtensions = () =>
  import('@/features/placement/slide-content-card.tsx').then((m): ResourceExtensions => ({ editorAside: m.SlideContentCard }));
/** Stocks: the daily data tab has a price chart above its list. */
const stocksExtensions = () =>
  import('@/features/stocks/price-chart.tsx').then((m): ResourceExtensions => ({
    byResource: { 'stock-data': { listIntro: m.PriceChart } },
  }));

/** Research blasts and newsletter editions: the audience beside the form, sending and deliveries beside the record. */
const campaignExtensions = (name: 'research-blast' | 'newsletter') => () =>
  import('@/features/deliveries/campaign-extensions.tsx').then((m): ResourceExtensions => m.campaignExtensions(name));
const blastExtensions = campaignExtensions('research-blast');
const newsletterExtensions = campaignExtensions('newsletter');

/** The definitions' screens that have an area's extensions, or a screen of the area's own instead of the engine's. */
const AREA_SCREENS: Partial<Record<ResourceRouteName, ScreenLoader>> = {
  SubscriptionDetail: resourceRoute('SubscriptionDetail', subscriptionExtensions),
  HybridSlider: resourceRoute('HybridSlider', placementListExtensions),
  HybridSliderDetail: resourceRoute('HybridSliderDetail', placementEditorExtensions),
  User: resourceRoute('User', staffListExtensions),
  UserEditorNew: () => import('@/features/internal-users/invite-screen.tsx').then((m) => m.InviteScreen),
  UserEditorExisting: resourceRoute('UserEditorExisting', staffEditorExtensions),
  Client: resourceRoute('Client', clientListExtensions),
  CommunityResearchContent: () => import('@/features/circle/circle-landing-screen.tsx').then((m) => m.CircleLandingScreen),
  CommunityResearchEditorExisting: resourceRoute('CommunityResearchEditorExisting', circleEditorExtensions),
  ContributorEditorExisting: resourceRoute('ContributorEditorExisting', contributorEditorExtensions),
  InstitutionEditorExisting: resourceRoute('InstitutionEditorExisting', institutionEditorExtensions),
  InstitutionStockPlacementDetail: resourceRoute('InstitutionStockPlacementDetail', placementDetailExtensions),
  Stocks: resourceRoute('Stocks', stocksExtensions),
  ResearchBlastNew: resourceRoute('ResearchBlastNew', blastExtensions),
  ResearchBlastEditorExisting: resourceRoute('ResearchBlastEditorExisting', blastExtensions),
  NewsletterEditorUpdate: resourceRoute('NewsletterEditorUpdate', newsletterExtensions),
  NewsletterDetailExisting: resourceRoute('NewsletterDetailExisting', newsletterExtensions),
};

/** The screens of no definition (their routes are listed in the contract's routes.ts). */
const STATIC_SCREENS: Record<Exclude<StaticRouteName, RedirectRouteName>, ScreenLoader> = {
  Home: () => import('@/features/dashboard/home-screen.tsx').then((m) => m.HomeScreen),
  Login: () => import('@/features/auth/signin-screen.tsx').then((m) => m.SignInScreen),
  Logout: () => import('@/features/auth/signout-screen.tsx').then((m) => m.SignOutScreen),
  ForgotPassword: () => import('@/features/auth/forgot-password-screen.tsx').then((m) => m.ForgotPasswordScreen),
  ResetPassword: () => import('@/features/auth/reset-password-screen.tsx').then((m) => m.ResetPasswordScreen),
  UserProfile: () => import('@/features/profile/profile-screen.tsx').then((m) => m.ProfileScreen),
  Legal: () => import('@/features/legal/legal-landing-screen.tsx').then((m) => m.LegalLandingScreen),
  PermissionEditorExisting: () =>
    import('@/features/permissions/permission-editor-screen.tsx').then((m) => m.PermissionEditorScreen),
  Research: () => import('@/features/editorial/editorial-desk-screen.tsx').then((m) => m.EditorialDeskScreen),
  ResearchEditorNew: () => import('@/features/editorial/new-content-screen.tsx').then((m) => m.NewContentScreen),
  ResearchEditorExisting: () => import('@/features/editorial/desk-record-redirect.tsx').then((m) => m.DeskRecordRedirect),
  ApiKeys: () => import('@/features/api-keys/api-keys-screen.tsx').then((m) => m.ApiKeysScreen),
  Webhooks: () => import('@/features/webhooks/webhooks-screen.tsx').then((m) => m.WebhooksScreen),
  Notifications: () => import('@/features/notifications/notifications-screen.tsx').then((m) => m.NotificationsScreen),
};

/**
 * The screen of every route that is not a redirect: the engine's screen for every screen a
 * definition declares (so a new area needs no line here), an area's own where it has one, and the
 * screens of no definition.
 */
export const SCREENS: Readonly<Record<ScreenRouteName, ScreenLoader>> = {
  ...(Object.fromEntries(Object.keys(RESOURCE_ROUTES).map((route) => [route, resourceRoute(route as RouteName)])) as Record<
    ResourceRouteName,
    ScreenLoader
  >),
  ...AREA_SCREENS,
  ...STATIC_SCREENS,
};

export const loadNotFoundScreen: ScreenLoader = () =>
  import('@/features/system/not-found-screen.tsx').then((m) => m.NotFoundScreen);
