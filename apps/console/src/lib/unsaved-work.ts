import { API } from '@rc/contract/api-paths';
import { api } from './api-client.ts';
import { onSessionCleared } from './session-store.ts';

/**
 * Unsaved work kept in this browser when the server ends a session (decision 042): an editor's
 * changed fields, until the same person signs in again and the editor restores them.
 *
 * Kept in localStorage under the person's id and the record, encrypted (AES-GCM, the entry's name
 * as associated data) with a key the server gives only to that person, the same at every sign-in
 * (`GET /api/drafts/browser-key`). Someone else who signs in on this browser neither finds the
 * entry (the editor looks under their own id) nor could read it. An entry goes when the work is
 * saved or discarded, and when its person signs out.
 *
 * The key is fetched while the person is signed in (an editor asks for it when it opens), because
 * when the session has ended it can no longer be had; it is dropped with the session. Without it
 * (no Web Crypto on a page served over plain HTTP, or the key not fetched yet) the work is kept in
 * this tab's memory only: it survives signing in again here, not a closed tab.
 */
export type KeptWork = {
  /** The fields typed and not saved. */
  values: Record<string, unknown>;
  /** The version of the record the editor had loaded (null for a new record). */
  baseVersion: number | null;
  /** When it was kept (ISO). */
  keptAt: string;
};

export type WorkPlace = { personId: number; area: string; record: number | 'new' };

const PREFIX = 'rc-unsaved';
const nameOf = (place: WorkPlace) => `${PREFIX}:${place.personId}:${place.area}:${place.record}`;

const inMemory = new Map<string, KeptWork>();
let workKey: { personId: number; key: Promise<CryptoKey | null> } | null = null;

const subtle = (): SubtleCrypto | null => globalThis.crypto?.subtle ?? null;

// A key is held for the session it was fetched in only (work kept at its end has taken it already).
onSessionCleared(() => {
  workKey = null;
});

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const plain = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(plain.length);
  for (let i = 0; i < plain.length; i++) bytes[i] = plain.charCodeAt(i);
  return bytes;
}

/** The person's key, fetched once per person; null when it cannot be had. */
export function loadWorkKey(personId: number): Promise<CryptoKey | null> {
  if (workKey?.personId === personId) return workKey.key;
  const crypto = subtle();
  const key = crypto
    ? api
        .get<{ key: string }>(API.drafts.browserKey)
        .then(({ key: raw }) => crypto.importKey('raw', fromBase64(raw), 'AES-GCM', false, ['encrypt', 'decrypt']))
        .catch(() => {
          // Asked again next time (the call may have failed for a moment).
          if (workKey?.key === key) workKey = null;
          return null;
        })
    : Promise.resolve(null);
  workKey = { personId, key };
  return key;
}

function readStored(name: string): { iv: string; data: string } | null {
  try {
    const text = localStorage.getItem(name);
    return text ? (JSON.parse(text) as { iv: string; data: string }) : null;
  } catch {
    return null;
  }
}

/** Keep `work` for `place`: in memory at once, and encrypted in storage when the key is at hand. */
export function keepWork(place: WorkPlace, work: KeptWork): Promise<void> {
  const name = nameOf(place);
  inMemory.set(name, work);
  const crypto = subtle();
  const key = workKey?.personId === place.personId ? workKey.key : null;
  if (!crypto || !key) return Promise.resolve();
  return key
    .then(async (resolved) => {
      if (!resolved) return;
      const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
      const plain = new TextEncoder().encode(JSON.stringify(work));
      const sealed = await crypto.encrypt(
        { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(name) },
        resolved,
        plain,
      );
      // Removed meanwhile (saved, discarded, signed out): do not bring it back.
      if (inMemory.get(name) !== work) return;
      localStorage.setItem(name, JSON.stringify({ iv: toBase64(iv), data: toBase64(new Uint8Array(sealed)) }));
      // Sealed: no readable copy stays in the page for whoever signs in next in this tab.
      inMemory.delete(name);
    })
    .catch(() => undefined); // Storage full or refused: the copy in memory stays.
}

/** The work kept for `place`, or null (none, or not readable with this person's key). */
export async function findKeptWork(place: WorkPlace): Promise<KeptWork | null> {
  const name = nameOf(place);
  const held = inMemory.get(name);
  if (held) return held;
  const stored = readStored(name);
  const crypto = subtle();
  if (!stored || !crypto) return null;
  const key = await loadWorkKey(place.personId);
  if (!key) return null;
  try {
    const plain = await crypto.decrypt(
      { name: 'AES-GCM', iv: fromBase64(stored.iv), additionalData: new TextEncoder().encode(name) },
      key,
      fromBase64(stored.data),
    );
    return JSON.parse(new TextDecoder().decode(plain)) as KeptWork;
  } catch {
    return null;
  }
}

/** Forget the work kept for `place` (saved or discarded). */
export function forgetWork(place: WorkPlace): void {
  const name = nameOf(place);
  inMemory.delete(name);
  try {
    localStorage.removeItem(name);
  } catch {
    // Nothing to remove where storage is refused.
  }
}

/** Forget all the work kept for a person, and their key (they sign out). */
export function forgetAllWorkOf(personId: number): void {
  const prefix = `${PREFIX}:${personId}:`;
  for (const name of [...inMemory.keys()]) if (name.startsWith(prefix)) inMemory.delete(name);
  try {
    const names: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const name = localStorage.key(i);
      if (name?.startsWith(prefix)) names.push(name);
    }
    for (const name of names) localStorage.removeItem(name);
  } catch {
    // Nothing to remove where storage is refused.
  }
  if (workKey?.personId === personId) workKey = null;
}
