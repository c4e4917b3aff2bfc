import { describe, expect, it } from 'vitest';
import { EDITORIAL_AREAS, EDITORIAL_AREA_NAMES, EDITORIAL_MODULES } from './editorial-areas.ts';
import {
  authorKey,
  deskRecordId,
  editorialQueueQuerySchema,
  editorialResource,
  parseAuthorKey,
  parseDeskRecordId,
  QUEUE_WINDOW,
} from './editorial.ts';
import { RESOURCES } from './resources/resource-registry.ts';
import { ROUTES } from './routes.ts';

describe('Editorial desk contract', () => {
  it('binds every area to a workflow resource on the same module, with a title, an author field and an editor', () => {
    for (const area of EDITORIAL_AREAS) {
      const def = editorialResource(area.name);
      expect(def.workflow?.module, area.name).toBe(area.module);
      expect(def.module, area.name).toBe(area.module);
      expect(def.fields[area.author.field]?.readOnly, `${area.name}.${area.author.field}`).toBe(true);
      expect(def.fields[def.titleField], area.name).toBeDefined();
      expect(ROUTES[def.screens.edit!].path, area.name).toContain(':id');
    }
  });

  it('opens the Research screens with read on any area', () => {
    for (const name of ['Research', 'ResearchEditor', 'ResearchEditorNew', 'ResearchEditorExisting'] as const) {
      expect(ROUTES[name].modules).toEqual(EDITORIAL_MODULES);
    }
    // The desk's areas are the definitions that declare `desk`, on their workflow's module.
    const onDesk = RESOURCES.filter((def) => def.outline.desk);
    expect(EDITORIAL_AREAS.map((area) => area.name)).toEqual(onDesk.map((def) => def.name));
    expect(EDITORIAL_MODULES).toEqual(onDesk.map((def) => def.workflow!.module));
  });

  it('names area and record in one desk id, and refuses anything else', () => {
    for (const area of EDITORIAL_AREAS)
      expect(parseDeskRecordId(deskRecordId(area.name, 12))).toEqual({ area: area.name, id: 12 });
    for (const bad of [
      '12',
      'algo-research',
      'algo-research-0',
      'algo-research-012',
      'unknown-12',
      'algo-research-99999999999',
      'ALGO-RESEARCH-1',
    ])
      expect(parseDeskRecordId(bad), bad).toBeNull();
    expect(parseAuthorKey(authorKey('contributor', 7))).toEqual({ people: 'contributor', id: 7 });
    expect(parseAuthorKey('staff-x')).toBeNull();
  });

  it('validates the queue parameters, naming what is allowed', () => {
    expect(editorialQueueQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
    const bad = editorialQueueQuerySchema.safeParse({ status: 'DRAFT', area: 'nope', page: '0', limit: '500' });
    const messages = Object.fromEntries(bad.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages.status).toBe('status must be one of REVIEW, PENDING, REQUEST, REVISION, SCHEDULED, PUBLISHED, MINE');
    expect(messages.area).toBe(`area must be one of ${EDITORIAL_AREA_NAMES.join(', ')}`);
    expect(messages.page).toBe('page must be at least 1');
    expect(messages.limit).toBe('limit must be at most 100');
    const deep = editorialQueueQuerySchema.safeParse({ page: String(QUEUE_WINDOW / 10 + 1), limit: '10' });
    expect(deep.error!.issues[0]!.path).toEqual(['page']);
  });
});
