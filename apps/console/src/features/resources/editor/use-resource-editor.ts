import { useState } from 'react';
import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import { errorMessage, isApiError } from '@/lib/api-error.ts';
import { serverFieldErrors, type FieldErrors } from '@/lib/form-errors.ts';
import { notify } from '@/lib/notify.ts';
import { resourceClient, useAfterWrite, type ResourceRecord } from '@/lib/resource-api.ts';
import { recordTitle } from '../resource-paths.ts';
import { changedFields, defaultValues, toBody, validateValues, valuesOfRecord, type FormValues } from './form-values.ts';

export type Conflict = { theirs: ResourceRecord; mine: FormValues; base: FormValues };

/** Put the cursor in the first field that needs attention. */
function focusField(name: string | undefined) {
  if (!name) return;
  requestAnimationFrame(() => {
    const holder = document.querySelector<HTMLElement>(`[data-field="${CSS.escape(name)}"]`);
    const target = holder?.matches('input, textarea, button')
      ? holder
      : holder?.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, [contenteditable="true"], button');
    target?.focus({ preventScroll: true });
    (target ?? holder)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  });
}

/**
 * The state of one editor: the record it read (its id and version), the values it last saved or
 * loaded, what is typed now, field messages, and a refused save waiting to be merged (409).
 */
export function useResourceEditor({
  def,
  record,
  start,
  onSaved,
}: {
  def: AnyResourceDefinition;
  record: ResourceRecord | null;
  start?: FormValues;
  onSaved?: (saved: ResourceRecord, previous: ResourceRecord | null) => void;
}) {
  const afterWrite = useAfterWrite(def);
  const [base, setBase] = useState<ResourceRecord | null>(record);
  const [saved, setSaved] = useState<FormValues>(() => start ?? (record ? valuesOfRecord(def, record) : defaultValues(def)));
  const [values, setValues] = useState<FormValues>(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const dirty = changedFields(def, saved, values).length > 0;
  const singular = def.labels.singular;

  function setField(name: string, value: unknown) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }

  function discard() {
    setValues(saved);
    setErrors({});
  }

  /** Bring back fields kept from an earlier sitting (restored after sign-in, or an autosaved draft). */
  function restore(kept: FormValues) {
    const known = new Set(Object.keys(saved));
    setValues((current) => ({ ...current, ...Object.fromEntries(Object.entries(kept).filter(([name]) => known.has(name))) }));
  }

  function accept(next: ResourceRecord) {
    const nextValues = valuesOfRecord(def, next);
    setBase(next);
    setSaved(nextValues);
    setValues(nextValues);
    setErrors({});
    setConflict(null);
  }

  /** Save `override` (or what is typed) onto `target` (or the record read); false when it did not land. */
  async function save(override?: FormValues, target: ResourceRecord | null = base): Promise<boolean> {
    const current = override ?? values;
    const problems = validateValues(def, current);
    const invalid = Object.keys(problems);
    if (invalid.length > 0) {
      setErrors(problems);
      notify.error(
        'Check the highlighted fields',
        `${invalid.length === 1 ? 'One field needs' : `${invalid.length} fields need`} fixing before saving.`,
      );
      focusField(invalid[0]);
      return false;
    }
    setSaving(true);
    try {
      const body = toBody(def, current);
      const client = resourceClient(def);
      const result = target ? await client.update(target.id, { ...body, version: target.version }) : await client.create(body);
      afterWrite(result);
      accept(result);
      const title = recordTitle(def, result);
      if (def.kind === 'versioned')
        notify.success(`${title} published`, `${singular}: earlier versions stay readable in the history.`);
      else if (target) notify.success(`${singular} saved`, `Your changes to “${title}” are saved.`);
      else notify.success(`${singular} created`, `“${title}” has been created.`);
      onSaved?.(result, target);
      return true;
    } catch (error) {
      const theirs =
        isApiError(error) && error.status === 409 ? (error.body as { current?: ResourceRecord } | null)?.current : undefined;
      if (theirs && !theirs.deleted_at) {
        afterWrite(theirs);
        setConflict({ theirs, mine: current, base: saved });
        return false;
      }
      const fields = serverFieldErrors(error);
      setErrors(fields);
      focusField(Object.keys(fields)[0]);
      if (!(isApiError(error) && error.handled)) notify.error(`${singular} not saved`, errorMessage(error));
      return false;
    } finally {
      setSaving(false);
    }
  }

  /** Save the merged values onto the record as it is now (its newer version number). */
  function resolveConflict(merged: FormValues) {
    if (!conflict) return Promise.resolve(false);
    const { theirs } = conflict;
    setBase(theirs);
    setSaved(valuesOfRecord(def, theirs));
    setValues(merged);
    setConflict(null);
    return save(merged, theirs);
  }

  return {
    base,
    values,
    saved,
    errors,
    dirty,
    saving,
    conflict,
    setField,
    discard,
    restore,
    accept,
    save,
    resolveConflict,
    dismissConflict: () => setConflict(null),
  };
}

export type ResourceEditorState = ReturnType<typeof useResourceEditor>;
