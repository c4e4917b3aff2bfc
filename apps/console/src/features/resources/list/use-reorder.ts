import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import { errorMessage, isApiError } from '@/lib/api-error.ts';
import { notify } from '@/lib/notify.ts';
import { resourceClient, resourceKeys, type ResourceRecord } from '@/lib/resource-api.ts';

/** Move one item of a list from one index to another. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/**
 * Hand-made order (definition `ordering`): the rows move at once on screen, then the page's ids are
 * sent in their new order in one call, which the server applies in one transaction. A refusal puts
 * the rows back.
 */
export function useReorder(def: AnyResourceDefinition, rows: readonly ResourceRecord[]) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<ResourceRecord[] | null>(null);
  const [saving, setSaving] = useState(false);
  const shown = pending ?? rows;

  async function move(from: number, to: number) {
    if (saving || from === to || to < 0 || to >= shown.length) return;
    const next = moveItem(shown, from, to);
    setPending(next);
    setSaving(true);
    try {
      await resourceClient(def).reorder(next.map((row) => row.id));
      await queryClient.invalidateQueries({ queryKey: resourceKeys.lists(def.name) });
      notify.success('Order saved', `The public site shows the ${def.labels.plural.toLowerCase()} in this order.`);
    } catch (error) {
      if (!(isApiError(error) && error.handled)) notify.error('Order not saved', errorMessage(error));
      await queryClient.invalidateQueries({ queryKey: resourceKeys.lists(def.name) });
    } finally {
      setPending(null);
      setSaving(false);
    }
  }

  return { rows: shown, move, saving };
}
