// The Circle area's surface outside it: a contributor's API key (the command-line tools).
export { createContributorKey } from './contributor-api-key.ts';
