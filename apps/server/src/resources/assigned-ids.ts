// The ids' SQL lives in assigned-ids.repository.ts; this name stays for the importers not yet pointed there.
export { assignedIdOf, assignsIds, firstAssignedId } from './assigned-ids.repository.ts';
