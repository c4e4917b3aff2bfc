import type { Icon } from '@tabler/icons-react';
import {
  IconAd,
  IconFile,
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
  IconWebhook,
} from '@tabler/icons-react';
import type { Module } from '@rc/contract/modules';
import { RESOURCE_MENU } from '@rc/contract/resources/resource-catalog';
import { ROUTES, type MenuSection, type PageGroup, type RouteName } from '@rc/contract/routes';

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

/** The menu's groups (section 2.4); a definition's item names the one it sits in. */
const SECTIONS: Record<MenuSection, string> = {
  circle: 'Circle',
  institution: 'Institution',
  exclusive: 'Exclusive',
  subscriptions: 'Subscriptions',
  tools: 'Tools',
  ad: 'Ad',
};

type Leaf = { readonly key: string; readonly label: string; readonly route: RouteName; readonly section?: MenuSection };

/** Items of the screens of no definition; every definition with a `menu` adds its own (resource-catalog.ts). */
const STATIC_ITEMS: readonly Leaf[] = [
  { key: 'dashboard', label: 'Dashboard', route: 'Home' },
  // Our addition (docs/domain.md): the editorial desk, for whoever reads a workflow area.
  { key: 'research-desk', label: 'Research desk', route: 'Research' },
  { key: 'legal', label: 'Legal', route: 'Legal', section: 'tools' },
  { key: 'api-keys', label: 'API Keys', route: 'ApiKeys', section: 'tools' },
  { key: 'webhooks', label: 'Webhooks', route: 'Webhooks', section: 'tools' },
];

/**
 * Section 2.4's order, with each item's and group's icon, by key. An item placed nowhere here (a
 * new area's) comes last in its group, or last at the top, with a plain icon.
 */
const PLACES: ReadonlyArray<readonly [string, Icon]> = [
  ['dashboard', IconLayoutDashboard],
  ['research-desk', IconClipboardList],
  // Also the page group of the Permission screens (the contract puts them in 'internal-user').
  ['internal-user', IconUserShield],
  ['circle', IconUsersGroup],
  ['circle-content', IconArticle],
  ['circle-contributor', IconUserStar],
  ['institution', IconBuildingBank],
  ['institution-content', IconFileAnalytics],
  ['institution-broker', IconBuildingSkyscraper],
  ['institution-stock', IconChartCandle],
  ['exclusive', IconCrown],
  ['exclusive-content', IconFileStar],
  ['exclusive-blast', IconSpeakerphone],
  ['insight', IconBulb],
  ['client', IconUsers],
  ['subscriptions', IconCreditCard],
  ['subscription', IconDatabase],
  ['tools', IconTool],
  ['stocks', IconChartLine],
  ['content-placement', IconSlideshow],
  ['text-slider', IconMarquee2],
  ['newsletter', IconMail],
  ['category', IconCategory],
  ['mastertag', IconTags],
  ['account-wall', IconLock],
  ['legal', IconScale],
  ['api-keys', IconKey],
  ['webhooks', IconWebhook],
  ['ad', IconAd2],
  ['ad-banner', IconAd],
];
const placeOf = new Map(PLACES.map(([key], i) => [key, i]));
const iconOf = new Map(PLACES);
const byPlace = (a: { key: string }, b: { key: string }) =>
  (placeOf.get(a.key) ?? PLACES.length) - (placeOf.get(b.key) ?? PLACES.length);

/** Section 2.4: the Circle item and its group show how many Circle requests wait. */
const BADGES: Readonly<Record<string, MenuBadge>> = { circle: 'circle-pending', 'circle-content': 'circle-pending' };

/** An item of the screen `route`: its modules and page group come from the contract's route table. */
function item({ key, label, route }: Leaf): MenuLeaf {
  const { modules, group } = ROUTES[route];
  const badge = BADGES[key];
  return { kind: 'item', key, label, route, modules, group, icon: iconOf.get(key) ?? IconFile, ...(badge ? { badge } : {}) };
}

/** The side menu of section 2.4, in its order: the screens of no definition and every definition's item. */
export const MENU: readonly MenuEntry[] = (() => {
  const leaves = [...STATIC_ITEMS, ...RESOURCE_MENU].sort(byPlace);
  const top: (MenuEntry & { key: string })[] = leaves.filter((leaf) => !leaf.section).map(item);
  for (const [section, label] of Object.entries(SECTIONS) as [MenuSection, string][]) {
    const items = leaves.filter((leaf) => leaf.section === section).map(item);
    const badge = BADGES[section];
    if (items.length > 0)
      top.push({ kind: 'group', key: section, label, icon: iconOf.get(section) ?? IconFile, items, ...(badge ? { badge } : {}) });
  }
  return top.sort(byPlace);
})();
