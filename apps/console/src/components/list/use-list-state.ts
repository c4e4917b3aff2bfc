import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  changeListState,
  readListState,
  writeListState,
  type ListDefinition,
  type ListOptions,
  type ListState,
} from './list-state.ts';

export type SetListState = (patch: Partial<ListState>, options?: { replace?: boolean }) => void;

/**
 * The list's state, read from and written to the address. `options` is read on every change, so
 * give it a value that stays the same between renders (a module constant).
 */
export function useListState(def: ListDefinition, options?: ListOptions): [ListState, SetListState] {
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => readListState(search, def, options), [search, def, options]);
  const update = useCallback<SetListState>(
    (patch, { replace = false } = {}) =>
      setSearch((current) => writeListState(current, changeListState(readListState(current, def, options), patch), def), {
        replace,
        preventScrollReset: true,
      }),
    [def, options, setSearch],
  );
  return [state, update];
}
