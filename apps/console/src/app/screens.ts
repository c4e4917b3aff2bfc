import type { ComponentType } from 'react';
import type { RouteName } from '@rc/contract/routes';
import type { ResourceExtensions } from '@/features/resources/resource-extensions.ts';

/** Each screen is its own chunk, loaded when its route is first visited. */
export type ScreenLoader = () => Promise<ComponentType>;

/**
 * A screen the resource engine makes from the contract definition that names `route`, with the
 * area's extensions (loaded alongside) when it has any.
 */
const resourceRoute =
  (route: RouteName, extensions?: () => Promise<ResourceExtensions>): ScreenLoader =>
  async () => {
    const [engine, extra] = await Promise.all([import('@/features/resources/resource-screens.tsx'), extensions?.()]);
    return engine.resourceScreen(route, extra);
  };

const subscriptionExtensions = () =>
  import('@/features/subscription/subscriber-count-card.tsx').then((m) => ({ editorAside: m.SubscriberCountCard }));

const staffEditorExtensions = () =>
  import('@/features/internal-users/staff-account-card.tsx').then((m) => ({ editorAside: m.StaffAccountCard }));
const staffListExtensions = () =>
  import('@/features/internal-users/invite-button.tsx').then((m) => ({ listActions: m.InviteButton }));

const clientListExtensions = () => import('@/features/clients/client-drawer.tsx').then((m) => ({ recordDrawer: m.ClientDrawer }));

/** The live reader preview beside the editors of the areas readers pay for (Exclusive research, Insight, institution content, Circle). */
const readerPreviewExtensions = () =>
  import('@/components/reader-preview/reader-preview-panel.tsx').then((m): ResourceExtensions => ({
    livePreview: m.ReaderPreviewPanel,
  }));

const circleEditorExtensions = async (): Promise<ResourceExtensions> => {
  const [circle, preview] = await Promise.all([
    import('@/features/circle/circle-editor-extensions.tsx').then((m) => m.circleEditorExtensions),
    readerPreviewExtensions(),
  ]);
  return { ...circle, ...preview };
};

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

/** The screen of every route that is not a redirect (route-table.test.tsx checks none is missing). */
export const SCREENS: Partial<Record<RouteName, ScreenLoader>> = {
  Home: () => import('@/features/dashboard/home-screen.tsx').then((m) => m.HomeScreen),
  Login: () => import('@/features/auth/signin-screen.tsx').then((m) => m.SignInScreen),
  Logout: () => import('@/features/auth/signout-screen.tsx').then((m) => m.SignOutScreen),
  ForgotPassword: () => import('@/features/auth/forgot-password-screen.tsx').then((m) => m.ForgotPasswordScreen),
  ResetPassword: () => import('@/features/auth/reset-password-screen.tsx').then((m) => m.ResetPasswordScreen),
  UserProfile: () => import('@/features/profile/profile-screen.tsx').then((m) => m.ProfileScreen),
  Category: resourceRoute('Category'),
  CategoryEditorNew: resourceRoute('CategoryEditorNew'),
  CategoryEditorExisting: resourceRoute('CategoryEditorExisting'),
  Mastertag: resourceRoute('Mastertag'),
  MastertagNew: resourceRoute('MastertagNew'),
  Subscription: resourceRoute('Subscription'),
  SubscriptionCreate: resourceRoute('SubscriptionCreate'),
  SubscriptionDetail: resourceRoute('SubscriptionDetail', subscriptionExtensions),
  HybridSlider: resourceRoute('HybridSlider', placementListExtensions),
  HybridSliderCreate: resourceRoute('HybridSliderCreate'),
  HybridSliderDetail: resourceRoute('HybridSliderDetail', placementEditorExtensions),
  TextSlider: resourceRoute('TextSlider'),
  TextSliderCreate: resourceRoute('TextSliderCreate'),
  TextSliderDetail: resourceRoute('TextSliderDetail'),
  AdBanner: resourceRoute('AdBanner'),
  AdBannerEditorNew: resourceRoute('AdBannerEditorNew'),
  AdBannerEditorExisting: resourceRoute('AdBannerEditorExisting'),
  AccountWall: resourceRoute('AccountWall'),
  Legal: () => import('@/features/legal/legal-landing-screen.tsx').then((m) => m.LegalLandingScreen),
  LegalCircleDisclosure: resourceRoute('LegalCircleDisclosure'),
  LegalCircleDisclosureNew: resourceRoute('LegalCircleDisclosureNew'),
  LegalInformation: resourceRoute('LegalInformation'),
  LegalInformationEditor: resourceRoute('LegalInformationEditor'),
  User: resourceRoute('User', staffListExtensions),
  UserEditorNew: () => import('@/features/internal-users/invite-screen.tsx').then((m) => m.InviteScreen),
  UserEditorExisting: resourceRoute('UserEditorExisting', staffEditorExtensions),
  Client: resourceRoute('Client', clientListExtensions),
  PermissionEditorExisting: () =>
    import('@/features/permissions/permission-editor-screen.tsx').then((m) => m.PermissionEditorScreen),
  CommunityResearchContent: () => import('@/features/circle/circle-landing-screen.tsx').then((m) => m.CircleLandingScreen),
  CommunityResearchEditorExisting: resourceRoute('CommunityResearchEditorExisting', circleEditorExtensions),
  Contributor: resourceRoute('Contributor'),
  ContributorEditorNew: resourceRoute('ContributorEditorNew'),
  ContributorEditorExisting: resourceRoute('ContributorEditorExisting', contributorEditorExtensions),
  SubAccountContributorEditorNew: resourceRoute('SubAccountContributorEditorNew'),
  SubAccountContributorEditorExisting: resourceRoute('SubAccountContributorEditorExisting'),
  AlgoResearch: resourceRoute('AlgoResearch'),
  AlgoResearchEditorNew: resourceRoute('AlgoResearchEditorNew', readerPreviewExtensions),
  AlgoResearchEditorExisting: resourceRoute('AlgoResearchEditorExisting', readerPreviewExtensions),
  AlgoNews: resourceRoute('AlgoNews'),
  AlgoNewsEditorNew: resourceRoute('AlgoNewsEditorNew', readerPreviewExtensions),
  AlgoNewsEditorExisting: resourceRoute('AlgoNewsEditorExisting', readerPreviewExtensions),
  Institution: resourceRoute('Institution'),
  InstitutionEditorNew: resourceRoute('InstitutionEditorNew'),
  InstitutionEditorExisting: resourceRoute('InstitutionEditorExisting', institutionEditorExtensions),
  InstitutionContent: resourceRoute('InstitutionContent'),
  InstitutionContentEditorNew: resourceRoute('InstitutionContentEditorNew', readerPreviewExtensions),
  InstitutionContentEditorExisting: resourceRoute('InstitutionContentEditorExisting', readerPreviewExtensions),
  InstitutionStockPlacement: resourceRoute('InstitutionStockPlacement'),
  InstitutionStockPlacementDetail: resourceRoute('InstitutionStockPlacementDetail', placementDetailExtensions),
  Research: () => import('@/features/editorial/editorial-desk-screen.tsx').then((m) => m.EditorialDeskScreen),
  ResearchEditorNew: () => import('@/features/editorial/new-content-screen.tsx').then((m) => m.NewContentScreen),
  Stocks: resourceRoute('Stocks', stocksExtensions),
  ResearchBlast: resourceRoute('ResearchBlast'),
  ResearchBlastNew: resourceRoute('ResearchBlastNew', blastExtensions),
  ResearchBlastEditorExisting: resourceRoute('ResearchBlastEditorExisting', blastExtensions),
  Newsletter: resourceRoute('Newsletter'),
  NewsletterEditorUpdate: resourceRoute('NewsletterEditorUpdate', newsletterExtensions),
  NewsletterDetailExisting: resourceRoute('NewsletterDetailExisting', newsletterExtensions),
  ResearchEditorExisting: () => import('@/features/editorial/desk-record-redirect.tsx').then((m) => m.DeskRecordRedirect),
  ApiKeys: () => import('@/features/api-keys/api-keys-screen.tsx').then((m) => m.ApiKeysScreen),
};

export const loadNotFoundScreen: ScreenLoader = () =>
  import('@/features/system/not-found-screen.tsx').then((m) => m.NotFoundScreen);
