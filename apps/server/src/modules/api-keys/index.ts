// The api-keys area's surface for other areas: the key service, its summary and the event-writing scope.
export { createApiKeyService, EVENTS_WRITE_SCOPE, type ApiKeySummary } from './api-key.service.ts';
