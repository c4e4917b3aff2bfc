import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes.ts';
import { fieldLabel } from './field-labels.ts';
import { SYSTEM_FIELDS, WORKFLOW_FIELDS, resourceApi, resourceCalls, storageOf } from './resource.ts';
import { RESOURCES } from './resource-registry.ts';

/** Every definition is complete enough to drive a list and an editor with nothing guessed. */
describe.each(RESOURCES.map((r) => [r.name, r] as const))('resource definition %s', (_name, def) => {
  const editable = Object.keys(def.schema.shape);
  const all = Object.keys(def.fields);
  const known = new Set<string>([...all, ...SYSTEM_FIELDS]);

  it('describes every field once: editable ones in the schema, read-only ones outside it', () => {
    expect(def.name).toMatch(/^[a-z]+(-[a-z]+)*$/);
    for (const key of editable) expect(def.fields[key]?.readOnly, key).toBeFalsy();
    for (const [key, meta] of Object.entries(def.fields)) {
      if (meta.readOnly) expect(editable, key).not.toContain(key);
      else expect(editable, key).toContain(key);
      if (meta.widget === 'image') expect(meta.image?.maxBytes, key).toBeGreaterThan(0);
      // A choice offers its options, or names the resource whose records are the choices.
      if (meta.widget === 'select' || meta.widget === 'multiselect')
        expect((meta.options?.length ?? 0) > 0 || meta.reference !== undefined, key).toBe(true);
    }
    // The label is said once, by the field's schema helper, so messages and the console agree.
    for (const key of editable) expect(def.fields[key]?.label, key).toBe(fieldLabel(def.schema.shape[key]!));
    const placed = def.form.sections.flatMap((s) => s.fields);
    expect([...placed].sort()).toEqual([...new Set(placed)].sort());
    for (const key of editable) expect(placed, `${key} has no place in the form`).toContain(key);
    expect(known.has(def.titleField)).toBe(true);
  });

  it('lists, filters, sorts and searches only known fields of the right kind', () => {
    for (const c of def.list.columns) expect(known.has(c.field), c.field).toBe(true);
    for (const s of def.list.sort) expect(known.has(s), s).toBe(true);
    expect(def.list.sort).toContain(def.list.defaultSort.field);
    for (const s of def.list.search) expect(storageOf(def.fields[s]!.widget), s).toBe('text');
    for (const f of def.list.filters) {
      const meta = def.fields[f.field]!;
      if (f.type === 'boolean') expect(meta.widget, f.field).toBe('boolean');
      // Reference filters name where the choices come from, unless the field holds codes typed
      // freely (or rows keyed by such a code: a placement's picks by ticker).
      else if (f.type === 'reference')
        expect(['codes', 'rows'].includes(meta.widget) || Boolean(f.reference?.resource), f.field).toBe(true);
      else if (f.type === 'date-range') expect(['date', 'datetime'], f.field).toContain(meta.widget);
      else expect(meta.options?.length, f.field).toBeGreaterThan(0);
    }
    for (const key of def.list.inlineEdit ?? []) expect(editable).toContain(key);
    for (const badge of def.list.titleBadges ?? []) expect(def.fields[badge.field]?.widget, badge.field).toBe('boolean');
  });

  it('has a sample its schema takes, and the workflow fields when it has a workflow', () => {
    const parsed = def.schema.safeParse(def.sample);
    expect(parsed.error?.issues ?? [], 'sample').toEqual([]);
    if (def.workflow) for (const key of WORKFLOW_FIELDS) expect(def.fields[key]?.readOnly, key).toBe(true);
    // The desk reviews workflow records; a reader preview shows desk areas under the desk's name.
    if (def.outline.desk) expect(def.outline.desk.module).toBe(def.workflow?.module);
    if (def.outline.preview) expect(def.outline.preview.label).toBe(def.outline.desk?.label);
  });

  it('names real screens and consistent special kinds', () => {
    for (const screen of Object.values(def.screens)) expect(ROUTES).toHaveProperty(screen);
    if (def.slug) {
      expect(def.fields[def.slug.field]!.widget).toBe('slug');
      expect(editable).toContain(def.slug.from);
    }
    if (def.ordering) expect(def.fields[def.ordering.field]!.readOnly).toBe(true);
    // An import finds records by editable fields, and only collections import.
    for (const key of def.import?.key ?? []) expect(editable, `import key ${key}`).toContain(key);
    if (def.import) expect(resourceCalls(def)).toContain('import');
    expect(Boolean(def.settings)).toBe(def.kind === 'settings');
    expect(Boolean(def.versioned)).toBe(def.kind === 'versioned');
    if (def.settings) {
      expect(def.fields[def.settings.keyField]!.readOnly).toBe(true);
      for (const key of def.settings.keys)
        expect(def.schema.safeParse(def.settings.defaults(key.value)).success, key.value).toBe(true);
    }
    if (def.versioned) {
      expect(def.fields[def.versioned.numberField]!.readOnly).toBe(true);
      expect(def.fields[def.versioned.currentField]!.widget).toBe('boolean');
    }
    const api = resourceApi(def.name);
    expect(api.detail(7)).toBe(`/${def.name}/detail/7`);
    // A definition that narrows its calls (read-only lists) says so; every other one is editable.
    if (!def.calls) expect(resourceCalls(def)).toContain('update');
    else expect(resourceCalls(def)).toContain('list');
  });
});
