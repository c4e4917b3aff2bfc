import { useState } from 'react';

const NONE: ReadonlySet<number> = new Set();

/**
 * The rows ticked for a bulk action. The selection belongs to the rows shown: when `view` (the
 * list call's parameters, say) changes, a new page, filter or sort starts with nothing selected.
 */
export function useRowSelection(view: string) {
  const [selection, setSelection] = useState<{ view: string; ids: ReadonlySet<number> }>({ view, ids: NONE });
  const selected = selection.view === view ? selection.ids : NONE;
  const select = (ids: readonly number[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    setSelection({ view, ids: next });
  };
  const clear = () => setSelection({ view, ids: NONE });
  return { selected, select, clear };
}
