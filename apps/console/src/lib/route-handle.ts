import { useMatches } from 'react-router';
import type { Module } from '@rc/contract/modules';
import type { PageGroup } from '@rc/contract/routes';

/** What every screen route carries, from the contract's route table. */
export type RouteHandle = {
  name: string;
  title: string;
  group: PageGroup;
  modules: readonly Module[];
};

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'group' in value && 'title' in value;
}

/** The handle of the deepest matched screen, if any. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
