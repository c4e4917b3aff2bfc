// The permissions area's surface for other areas: who may grant what, and the audited replacement of a set.
export { replacePermissions } from './permission-change.ts';
export { assertCanGrant, grantableSet } from './permission-grant.ts';
