// The algo-content area's surface for other areas: the check that a record's content links exist.
export { assertContentLinks } from './algo-content.resource-hooks.ts';
