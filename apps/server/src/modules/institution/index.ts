// The institution area's surface outside it: an institution's API key (the command-line tools).
export { createInstitutionKey } from './institution-api-key.ts';
