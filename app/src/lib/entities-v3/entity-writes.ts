import type { EntityKindV3, EntityWriteV3 } from './entity-kind';

/** What the app uses of a sitekit mutation hook's result (its variables are the call's arguments as a tuple). */
export interface MutationLike<A> {
  mutateAsync(variables: A): Promise<unknown>;
  isPending: boolean;
  error: Error | null;
}

type Hook<A> = () => MutationLike<A>;

/** The entity's sitekit write hooks: create, update, delete and, where the platform has it, bulk delete. */
export type WriteHooks<C, U> = readonly [Hook<[C]>, Hook<[string, U]>, Hook<[string]>, Hook<[string[]]>?];

/** A mutation hook's result as an entity write, its variables made from `argsOf`. */
function entityWrite<A, V>(mutation: MutationLike<A>, argsOf: (variables: V) => A): EntityWriteV3<V> {
  return {
    run: (variables) => mutation.mutateAsync(argsOf(variables)),
    isPending: mutation.isPending,
    error: mutation.error,
  };
}

/**
 * The writes of an entity kind from its sitekit hooks. The bodies come from the forms, checked against the contract's
 * schemas by then, hence the casts to the calls' types.
 */
export function entityWrites<C, U>([useCreate, useUpdate, useDelete, useBulkDelete]: WriteHooks<C, U>): Pick<
  EntityKindV3<never>,
  'useCreate' | 'useUpdate' | 'useDelete' | 'useBulkDelete'
> {
  return {
    useCreate: () => entityWrite(useCreate(), (body) => [body as C]),
    useUpdate: () => entityWrite(useUpdate(), ({ id, changes }) => [id, changes as U]),
    useDelete: () => entityWrite(useDelete(), (id) => [id]),
    ...(useBulkDelete && { useBulkDelete: () => entityWrite(useBulkDelete(), (ids) => [ids]) }),
  };
}
