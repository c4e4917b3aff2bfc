/** The permission subjects of the specification (section 3), spelled as it spells them. */
export const MODULES = [
  'USER',
  'INTERNALUSER',
  'CONTENTCONTRIBUTOR',
  'INSTITUTION',
  'INSTITUTION_STOCK_PLACEMENT',
  'INSTITUTIONCONTENT',
  'COMMUNITYRESEARCH',
  'ALGORESEARCH',
  'ALGONEWS',
  'RESEARCHRELATEDTAG',
  'NEWSRELATEDTAG',
  'MASTERRESEARCHTAG',
  'USERPERMISSION',
  'RESEARCHCATEGORY',
  'NEWSLETTER',
  'ALGORESEARCHBLAST',
  'HYBRIDSLIDER',
  'METADATAHYBRIDSLIDER',
  'MASTERSTOCKINDEX',
  'STOCKDATA',
  'MASTERSTOCK',
  'TEXTSLIDER',
  'SUBSCRIPTION',
  'SUBSCRIPTION_MODULE',
  'INSTITUTIONANALYTIC',
  'ALGORESEARCHANALYTIC',
  'CIRCLEANALYTIC',
  'ALGONEWSANALYTIC',
  'USERANALYTIC',
  'ADBANNER',
  'PUBLICAPI',
  'STANDUP',
  'ACCOUNTWALL',
  'CIRCLEDISCLOSURE',
  'CONTRIBUTORCMSCIRCLERESEARCH',
  'LEGALINFORMATION',
] as const;

export type Module = (typeof MODULES)[number];

const moduleSet: ReadonlySet<string> = new Set(MODULES);
export function isModule(value: string): value is Module {
  return moduleSet.has(value);
}

/**
 * Section 3 also spells the analytics modules another way. The canonical names above are what we
 * store; these aliases are accepted wherever a permission list is read.
 */
export const MODULE_ALIASES: Readonly<Record<string, Module>> = {
  CIRCLE_ANALYTIC: 'CIRCLEANALYTIC',
  ALGO_NEWS_ANALYTIC: 'ALGONEWSANALYTIC',
  INSTITUTION_ANALYTIC: 'INSTITUTIONANALYTIC',
  ALGO_RESEARCH_ANALYTIC: 'ALGORESEARCHANALYTIC',
  USER_ANALYTIC: 'USERANALYTIC',
};

/** Canonical module name for a stored or received name, or undefined when it names nothing. */
export function canonicalModule(value: string): Module | undefined {
  if (isModule(value)) return value;
  return MODULE_ALIASES[value];
}

/** Modules whose records are editorial content; role presets of DOMAIN.md refer to them. */
export const CONTENT_MODULES = [
  'CONTENTCONTRIBUTOR',
  'COMMUNITYRESEARCH',
  'CONTRIBUTORCMSCIRCLERESEARCH',
  'INSTITUTIONCONTENT',
  'INSTITUTION_STOCK_PLACEMENT',
  'ALGORESEARCH',
  'ALGORESEARCHBLAST',
  'ALGONEWS',
  'RESEARCHRELATEDTAG',
  'NEWSRELATEDTAG',
  'MASTERRESEARCHTAG',
  'RESEARCHCATEGORY',
  'NEWSLETTER',
  'CIRCLEDISCLOSURE',
] as const satisfies readonly Module[];

/**
 * What a writter writes (docs/domain.md, "Roles and their jobs"): the staff-written content areas
 * and the taxonomy a draft uses. Circle, campaigns, contributors and legal texts are other roles'.
 */
export const AUTHORED_MODULES = [
  'ALGORESEARCH',
  'ALGONEWS',
  'INSTITUTIONCONTENT',
  'RESEARCHRELATEDTAG',
  'NEWSRELATEDTAG',
  'MASTERRESEARCHTAG',
  'RESEARCHCATEGORY',
] as const satisfies readonly Module[];

/**
 * Content areas a plan can unlock (module names, so the public site checks them like permissions):
 * the modules of the areas with a reader preview.
 */
export const PLAN_MODULES = [
  'ALGORESEARCH',
  'ALGONEWS',
  'COMMUNITYRESEARCH',
  'INSTITUTIONCONTENT',
] as const satisfies readonly Module[];

export const ANALYTIC_MODULES = [
  'USERANALYTIC',
  'ALGORESEARCHANALYTIC',
  'ALGONEWSANALYTIC',
  'INSTITUTIONANALYTIC',
  'CIRCLEANALYTIC',
] as const satisfies readonly Module[];
