import type { Icon } from '@tabler/icons-react';
import {
  IconAd,
  IconAd2,
  IconArticle,
  IconBuildingBank,
  IconBuildingSkyscraper,
  IconBulb,
  IconCategory,
  IconChartCandle,
  IconChartLine,
  IconClipboardList,
  IconCreditCard,
  IconCrown,
  IconDatabase,
  IconFileAnalytics,
  IconFileStar,
  IconKey,
  IconLayoutDashboard,
  IconLock,
  IconMail,
  IconMarquee2,
  IconScale,
  IconSlideshow,
  IconSpeakerphone,
  IconTags,
  IconTool,
  IconUserShield,
  IconUserStar,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { Module } from '@rc/contract/modules';
import { ROUTES, type PageGroup, type RouteName } from '@rc/contract/routes';

/** A badge whose count comes from the server (section 2.4: pending Circle requests). */
export type MenuBadge = 'circle-pending';

/** Section 3's menu item: page name, module, label, icon, tag (badge), submenu, page group. */
export type MenuLeaf = {
  kind: 'item';
  key: string;
  label: string;
  route: RouteName;
  /** Read permission on any of these shows the item; none means always shown. */
  modules: readonly Module[];
  /** The item is highlighted when the current screen belongs to this page group. */
  group: PageGroup;
  icon: Icon;
  badge?: MenuBadge;
};

export type MenuGroup = {
  kind: 'group';
  key: string;
  label: string;
  icon: Icon;
  items: readonly MenuLeaf[];
  badge?: MenuBadge;
};

export type MenuEntry = MenuLeaf | MenuGroup;

/** An item of the screen `route`: its modules and page group come from the contract's route table. */
function item(key: string, label: string, route: RouteName, icon: Icon, badge?: MenuBadge): MenuLeaf {
  const { modules, group } = ROUTES[route];
  return { kind: 'item', key, label, route, modules, group, icon, ...(badge ? { badge } : {}) };
}

function group(key: string, label: string, icon: Icon, items: MenuLeaf[], badge?: MenuBadge): MenuGroup {
  return { kind: 'group', key, label, icon, items, ...(badge ? { badge } : {}) };
}

/** The side menu of section 2.4, in its order. */
export const MENU: readonly MenuEntry[] = [
  item('dashboard', 'Dashboard', 'Home', IconLayoutDashboard),
  // Our addition (docs/domain.md): the editorial desk, for whoever reads a workflow area.
  item('research-desk', 'Research desk', 'Research', IconClipboardList),
  // Also the page group of the Permission screens (the contract puts them in 'internal-user').
  item('internal-user', 'Internal User', 'User', IconUserShield),
  group(
    'circle',
    'Circle',
    IconUsersGroup,
    [
      item('circle-content', 'Content', 'CommunityResearchContent', IconArticle, 'circle-pending'),
      item('circle-contributor', 'Contributor', 'Contributor', IconUserStar),
    ],
    'circle-pending',
  ),
  group('institution', 'Institution', IconBuildingBank, [
    item('institution-content', 'Content', 'InstitutionContent', IconFileAnalytics),
    item('institution-broker', 'Broker Data', 'Institution', IconBuildingSkyscraper),
    item('institution-stock', 'Selection Stocks', 'InstitutionStockPlacement', IconChartCandle),
  ]),
  group('exclusive', 'Exclusive', IconCrown, [
    item('exclusive-content', 'Content', 'AlgoResearch', IconFileStar),
    item('exclusive-blast', 'Research Blast', 'ResearchBlast', IconSpeakerphone),
  ]),
  item('insight', 'Insight', 'AlgoNews', IconBulb),
  item('client', 'Client', 'Client', IconUsers),
  group('subscriptions', 'Subscriptions', IconCreditCard, [item('subscription', 'Master Data', 'Subscription', IconDatabase)]),
  group('tools', 'Tools', IconTool, [
    item('stocks', 'Stocks', 'Stocks', IconChartLine),
    item('content-placement', 'Content Placement', 'HybridSlider', IconSlideshow),
    item('text-slider', 'Text Slider', 'TextSlider', IconMarquee2),
    item('newsletter', 'Newsletter', 'Newsletter', IconMail),
    item('category', 'Category', 'Category', IconCategory),
    item('mastertag', 'Master Tag', 'Mastertag', IconTags),
    item('account-wall', 'Account Wall', 'AccountWall', IconLock),
    item('legal', 'Legal', 'Legal', IconScale),
    item('api-keys', 'API Keys', 'ApiKeys', IconKey),
  ]),
  group('ad', 'Ad', IconAd2, [item('ad-banner', 'Master Ad', 'AdBanner', IconAd)]),
];
