// The taxonomy area's surface for other areas: the checks that categories, tags and plans exist.
export { assertCategory, assertPlans, assertTags } from './taxonomy.rules.ts';
