import { useEffect, useRef, useState } from 'react';
import { AUTOSAVE_EVERY_MS, autosaves, NEW_RECORD, type Draft, type DraftRecordKey } from '@rc/contract/drafts';
import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import { errorMessage } from '@/lib/api-error.ts';
import { onSessionEnding, useProfile } from '@/lib/session-store.ts';
import { findKeptWork, forgetWork, keepWork, loadWorkKey } from '@/lib/unsaved-work.ts';
import { draftClient } from './draft-api.ts';
import { changedFields, sameValue, type FormValues } from './form-values.ts';
import type { ResourceEditorState } from './use-resource-editor.ts';

/** What the editor says about kept work above the form. */
export type KeptWorkNotice =
  /** Fields brought back: after signing in again, or an autosaved draft the person chose to restore. */
  | { kind: 'restored'; at: string; changedSince: boolean }
  /** An autosaved draft from an earlier sitting, waiting for the person to restore or discard it. */
  | { kind: 'offer'; draft: Draft; fields: string[] };

/** What a request may carry once its page is gone (the browsers' keepalive allowance, with room to spare). */
const KEEPALIVE_MAX_BYTES = 60_000;

export type AutosaveState = { state: 'saved'; at: string } | { state: 'failed'; message: string } | null;

/** The fields of `values` that differ from `saved`, by name. */
function changesOf(def: AnyResourceDefinition, saved: FormValues, values: FormValues): FormValues {
  return Object.fromEntries(changedFields(def, saved, values).map((name) => [name, values[name]]));
}

/**
 * No typing is lost (issue 51, decision 042). The editor:
 * - keeps its unsaved fields in this browser when the server ends the session, and restores them
 *   when the same person opens it again after signing in;
 * - in areas with rich text, autosaves them every AUTOSAVE_EVERY_MS as a private draft on the
 *   server while they change, and once more as the page is hidden or closed (when small enough to
 *   outlive it), and offers a draft found on opening (after a crash or a closed tab);
 * - forgets both when the work is saved, discarded, or left without saving.
 */
export function useKeptWork({
  def,
  editor,
  editable,
}: {
  def: AnyResourceDefinition;
  editor: ResourceEditorState;
  editable: boolean;
}) {
  const personId = useProfile()?.id ?? null;
  const area = def.name;
  const record: DraftRecordKey = editor.base?.id ?? NEW_RECORD;
  const baseVersion = editor.base?.version ?? null;
  const drafting = editable && autosaves(def);
  const [notice, setNotice] = useState<KeptWorkNotice | null>(null);
  const [autosave, setAutosave] = useState<AutosaveState>(null);

  const latest = useRef({ changes: {} as FormValues, dirty: false, record, baseVersion, offerOpen: false });
  latest.current = {
    changes: editor.dirty ? changesOf(def, editor.saved, editor.values) : {},
    dirty: editor.dirty,
    record,
    baseVersion,
    offerOpen: notice?.kind === 'offer',
  };
  /** The draft body last sent by this editor (null: it has written none, or removed it). */
  const sent = useRef<string | null>(null);
  /** Draft calls run one after another, so a removal never overtakes a save still under way. */
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const enqueue = (call: () => Promise<unknown>) => {
    queue.current = queue.current.then(call, call).catch(() => undefined);
  };
  const restoreRef = useRef(editor.restore);
  restoreRef.current = editor.restore;
  const savedRef = useRef(editor.saved);
  savedRef.current = editor.saved;

  // The key is fetched while signed in: once the session has ended it can no longer be had.
  useEffect(() => {
    if (personId !== null && editable) void loadWorkKey(personId);
  }, [personId, editable]);

  useEffect(
    () =>
      onSessionEnding((person) => {
        const now = latest.current;
        if (!editable || !now.dirty) return;
        void keepWork(
          { personId: person.id, area, record: now.record },
          { values: now.changes, baseVersion: now.baseVersion, keptAt: new Date().toISOString() },
        );
      }),
    [area, editable],
  );

  // On opening: work kept when a session ended comes back at once; an autosaved draft is offered.
  const opened = useRef(false);
  useEffect(() => {
    if (personId === null || !editable || opened.current) return;
    opened.current = true;
    const { record: at, baseVersion: version } = latest.current;
    let active = true;
    void (async () => {
      const kept = await findKeptWork({ personId, area, record: at });
      if (!active) return;
      if (kept && Object.keys(kept.values).length > 0) {
        restoreRef.current(kept.values);
        setNotice({ kind: 'restored', at: kept.keptAt, changedSince: kept.baseVersion !== null && kept.baseVersion !== version });
        return;
      }
      if (!drafting) return;
      const draft = await draftClient.get(area, at).catch(() => null);
      if (!active || !draft) return;
      const fields = Object.keys(draft.values).filter(
        (name) => name in savedRef.current && !sameValue(draft.values[name], savedRef.current[name]),
      );
      // A draft that holds nothing new (saved since, elsewhere) is not worth a question.
      if (fields.length === 0) enqueue(() => draftClient.remove(area, at));
      else setNotice({ kind: 'offer', draft, fields });
    })();
    return () => {
      active = false;
      opened.current = false;
    };
  }, [personId, editable, drafting, area]);

  useEffect(() => {
    if (!drafting) return;
    /** Send the changes when they differ from the last draft sent; `closing`: the page is going away. */
    const autosave = (closing: boolean) => {
      const now = latest.current;
      // An earlier draft waits for an answer: writing now would replace it unseen.
      if (now.offerOpen) return;
      const empty = Object.keys(now.changes).length === 0;
      if (empty && sent.current === null) return;
      const body = { values: now.changes, base_version: now.record === NEW_RECORD ? null : now.baseVersion };
      const text = JSON.stringify(body);
      if (text === sent.current) return;
      const at = now.record;
      if (closing) {
        // The page is going: no turn in the queue will come, and only a small body may outlive it.
        if (empty || new TextEncoder().encode(text).length > KEEPALIVE_MAX_BYTES) return;
        sent.current = text;
        void draftClient
          .save(area, at, body, { keepalive: true })
          .then((saved) => setAutosave({ state: 'saved', at: saved.saved_at }))
          .catch(() => undefined);
        return;
      }
      sent.current = empty ? null : text;
      enqueue(async () => {
        try {
          if (empty) {
            await draftClient.remove(area, at);
            setAutosave(null);
          } else {
            const saved = await draftClient.save(area, at, body);
            setAutosave({ state: 'saved', at: saved.saved_at });
          }
        } catch (error) {
          setAutosave({ state: 'failed', message: errorMessage(error) });
        }
      });
    };
    const timer = setInterval(() => autosave(false), AUTOSAVE_EVERY_MS);
    // A tab closed, reloaded or put away (a phone's app switcher) sends what the last turn missed.
    const hidden = () => {
      if (document.visibilityState === 'hidden') autosave(true);
    };
    const leaving = () => autosave(true);
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', leaving);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', leaving);
    };
  }, [drafting, area]);

  /** The work of `at` is settled (saved, discarded, left): forget what was kept of it. */
  function settle(at: DraftRecordKey) {
    if (personId !== null) forgetWork({ personId, area, record: at });
    setAutosave(null);
    // An offered draft nobody answered stays for next time; one this editor wrote or took goes.
    if (drafting && !latest.current.offerOpen) {
      sent.current = null;
      enqueue(() => draftClient.remove(area, at));
    }
    setNotice((current) => (current?.kind === 'offer' ? current : null));
  }

  return {
    notice,
    autosave,
    /** After a save: `previous` is the record the editor had (null: it created one). */
    saved(previous: { id: number } | null) {
      settle(previous?.id ?? NEW_RECORD);
    },
    /** Discard the changes and what was kept of them. */
    discard() {
      editor.discard();
      settle(record);
    },
    /** The person leaves without saving. */
    left() {
      settle(record);
    },
    restoreDraft() {
      if (notice?.kind !== 'offer') return;
      const { draft } = notice;
      editor.restore(draft.values);
      setNotice({
        kind: 'restored',
        at: draft.saved_at,
        changedSince: draft.base_version !== null && draft.base_version !== baseVersion,
      });
    },
    discardDraft() {
      setNotice(null);
      enqueue(() => draftClient.remove(area, record));
    },
  };
}

export type KeptWorkState = ReturnType<typeof useKeptWork>;
