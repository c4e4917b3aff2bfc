import { describe, expect, it } from 'vitest';
import { RESOURCES } from '@rc/contract/resources/resource-registry';
import { clientResource } from '@rc/contract/resources/client.resource';
import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import { RESOURCE_BINDINGS } from '@/resource-bindings.ts';
import { assertBindingsMatchContract } from '@/resources/resource-registry.ts';

/** The server refuses to start when its bindings and the contract's resources disagree. */
describe('resource registry', () => {
  it('binds every contract resource exactly once', () => {
    expect(() => assertBindingsMatchContract(RESOURCE_BINDINGS)).not.toThrow();
    expect(RESOURCE_BINDINGS.map((b) => b.definition.name).sort()).toEqual(RESOURCES.map((r) => r.name).sort());
  });

  it('names a contract resource that has no binding', () => {
    const withoutClients = RESOURCE_BINDINGS.filter((b) => b.definition !== clientResource);
    expect(() => assertBindingsMatchContract(withoutClients)).toThrow(/"client" has no binding/);
  });

  it('names a binding whose definition the contract does not list', () => {
    const stray = { ...clientResource, name: 'stray-client' } as AnyResourceDefinition;
    const bindings = [...RESOURCE_BINDINGS, { definition: stray, table: 'clients' }];
    expect(() => assertBindingsMatchContract(bindings)).toThrow(/"stray-client" is bound but not in the contract's RESOURCES/);
  });

  it('names a resource bound twice', () => {
    const bindings = [...RESOURCE_BINDINGS, { definition: clientResource, table: 'clients' }];
    expect(() => assertBindingsMatchContract(bindings)).toThrow(/"client" is bound twice/);
  });
});
