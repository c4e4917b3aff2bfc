import type { Module } from './modules.ts';
import { RESOURCES } from './resources/resource-registry.ts';

/** One row of the permission matrix: a module and what it controls, in words staff use. */
export type PermissionModuleRow = { readonly module: Module; readonly label: string; readonly hint: string };
export type PermissionGroup = { readonly key: string; readonly label: string; readonly modules: readonly PermissionModuleRow[] };

const m = (module: Module, label: string, hint: string): PermissionModuleRow => ({ module, label, hint });

/**
 * The 36 modules of section 3 grouped as the side menu groups its items (section 2.4), so the
 * permission matrix reads like the menu it unlocks. Modules the menu does not show (dashboard
 * figures, link tables, the public API) sit with the screen that uses them, or under Platform.
 */
const LISTED: readonly PermissionGroup[] = [
  {
    key: 'dashboard',
    label: 'Dashboard',
    modules: [
      m('USERANALYTIC', 'Verified clients card', 'The count of verified clients'),
      m('ALGORESEARCHANALYTIC', 'Research views', 'Published research count and its view chart'),
      m('ALGONEWSANALYTIC', 'Insight views', 'Published Insight count and its view chart'),
      m('INSTITUTIONANALYTIC', 'Institution views', 'The institution view chart'),
      m('CIRCLEANALYTIC', 'Circle views', 'The Circle view chart'),
    ],
  },
  {
    key: 'internal-user',
    label: 'Internal User',
    modules: [
      m('INTERNALUSER', 'Internal users', 'Staff accounts: invite, edit, suspend'),
      m('USERPERMISSION', 'Permissions', 'This permission editor'),
    ],
  },
  {
    key: 'circle',
    label: 'Circle',
    modules: [
      m('COMMUNITYRESEARCH', 'Content', 'Circle research moderation'),
      m('CONTRIBUTORCMSCIRCLERESEARCH', 'Contributor research', 'Circle research written by contributors'),
      m('CONTENTCONTRIBUTOR', 'Contributor', 'Contributors and their sub-accounts'),
    ],
  },
  {
    key: 'institution',
    label: 'Institution',
    modules: [
      m('INSTITUTIONCONTENT', 'Content', 'Institution research reports'),
      m('INSTITUTION', 'Broker Data', 'Securities firms'),
      m('INSTITUTION_STOCK_PLACEMENT', 'Selection Stocks', 'Stock picks submitted by institutions'),
    ],
  },
  {
    key: 'exclusive',
    label: 'Exclusive',
    modules: [
      m('ALGORESEARCH', 'Content', 'Exclusive algo research'),
      m('ALGORESEARCHBLAST', 'Research Blast', 'Broadcasts of exclusive research'),
    ],
  },
  {
    key: 'insight',
    label: 'Insight',
    modules: [
      m('ALGONEWS', 'Insight', 'Algo news articles'),
      m('NEWSRELATEDTAG', 'News tags', 'Tags linked to Insight articles'),
    ],
  },
  { key: 'client', label: 'Client', modules: [m('USER', 'Client', 'Platform users: browse, export, suspend')] },
  {
    key: 'subscriptions',
    label: 'Subscriptions',
    modules: [
      m('SUBSCRIPTION', 'Master Data', 'Subscription plans and prices'),
      m('SUBSCRIPTION_MODULE', 'Plan content', 'Which content a plan unlocks'),
    ],
  },
  {
    key: 'tools',
    label: 'Tools',
    modules: [
      m('STOCKDATA', 'Stock data', 'Daily prices and the CSV import'),
      m('MASTERSTOCK', 'Master stocks', 'Listed companies'),
      m('MASTERSTOCKINDEX', 'Stock indices', 'IHSG, LQ45 and their constituents'),
      m('HYBRIDSLIDER', 'Content Placement', 'The home carousel'),
      m('METADATAHYBRIDSLIDER', 'Placement overrides', 'Titles and images of carousel slides'),
      m('TEXTSLIDER', 'Text Slider', 'The running text line'),
      m('NEWSLETTER', 'Newsletter', 'Editions and subscribers'),
      m('RESEARCHCATEGORY', 'Category', 'Research categories'),
      m('MASTERRESEARCHTAG', 'Master Tag', 'The tag list'),
      m('RESEARCHRELATEDTAG', 'Research tags', 'Tags linked to research'),
      m('ACCOUNTWALL', 'Account Wall', 'The paywall of each content area'),
      m('CIRCLEDISCLOSURE', 'Circle disclosure', 'Disclosure text under Circle content'),
      m('LEGALINFORMATION', 'Legal information', 'Terms, privacy policy and disclaimers'),
    ],
  },
  { key: 'ad', label: 'Ad', modules: [m('ADBANNER', 'Master Ad', 'Ad banners')] },
  {
    key: 'platform',
    label: 'Platform',
    modules: [
      m('PUBLICAPI', 'Public API keys', 'Keys of the public site and partners'),
      m('STANDUP', 'Stand-up', 'Team stand-up notes'),
    ],
  },
];

/**
 * A module a definition brings that the groups above do not list (a new area's) gets a row named as
 * its menu item (or its plural) and described by its description, in its menu group, or in a group
 * of its own when its item sits at the top of the menu (Platform when it has none).
 */
function withAreas(groups: readonly PermissionGroup[]): PermissionGroup[] {
  const listed = new Set(groups.flatMap((g) => g.modules.map((row) => row.module)));
  const out = groups.map((g) => ({ ...g, modules: [...g.modules] }));
  for (const def of RESOURCES) {
    if (listed.has(def.module)) continue;
    listed.add(def.module);
    const menu = def.outline.menu;
    const key = menu ? (menu.section ?? menu.key) : 'platform';
    let group = out.find((g) => g.key === key);
    if (!group) out.push((group = { key, label: menu?.label ?? def.labels.plural, modules: [] }));
    group.modules.push(m(def.module, menu?.label ?? def.labels.plural, def.description ?? def.labels.plural));
  }
  return out;
}

export const PERMISSION_GROUPS: readonly PermissionGroup[] = withAreas(LISTED);

/** Every module of the matrix, in matrix order. */
export const MATRIX_MODULES: readonly Module[] = PERMISSION_GROUPS.flatMap((g) => g.modules.map((row) => row.module));
