import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { changeListState, readListState, writeListState, type ListDefinition, type ListState } from './list-state.ts';

export type SetListState = (patch: Partial<ListState>, options?: { replace?: boolean }) => void;

/** The list's state, read from and written to the address. */
export function useListState(def: ListDefinition): [ListState, SetListState] {
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => readListState(search, def), [search, def]);
  const update = useCallback<SetListState>(
    (patch, { replace = false } = {}) =>
      setSearch((current) => writeListState(current, changeListState(readListState(current, def), patch), def), {
        replace,
        preventScrollReset: true,
      }),
    [def, setSearch],
  );
  return [state, update];
}
