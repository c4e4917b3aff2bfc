import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  changeListState,
  readListState,
  writeListState,
  type ListDefinition,
  type ListOptions,
  type ListState,
} from './list-state.ts';

/**
 * Change the list's state: a patch, or a function of the newest state giving one (for a change
 * made from part of the state, a filter among the others, which a render's own state may not hold
 * yet when two changes follow each other quickly).
 */
export type SetListState = (
  patch: Partial<ListState> | ((current: ListState) => Partial<ListState>),
  options?: { replace?: boolean },
) => void;

/**
 * The list's state, read from and written to the address. `options` is read on every change, so
 * give it a value that stays the same between renders (a module constant).
 *
 * Each change is made to the newest address this list knows: the one it last wrote, until a render
 * brings a newer one. React Router's own "current" value is the address of the last render, and a
 * navigation is rendered a little later (a transition), so two changes in between (clear the
 * search, then sort at once) would each start from the render's address, and the second would
 * bring the cleared search back.
 */
export function useListState(def: ListDefinition, options?: ListOptions): [ListState, SetListState] {
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => readListState(search, def, options), [search, def, options]);
  const latest = useRef(search);
  useLayoutEffect(() => {
    latest.current = search;
  }, [search]);
  const update = useCallback<SetListState>(
    (patch, { replace = false } = {}) => {
      const current = readListState(latest.current, def, options);
      const next = writeListState(
        latest.current,
        changeListState(current, typeof patch === 'function' ? patch(current) : patch),
        def,
      );
      latest.current = next;
      setSearch(next, { replace, preventScrollReset: true });
    },
    [def, options, setSearch],
  );
  return [state, update];
}
