import { namedEntityReadKeySpecs } from '../../generated/react-v3-entity-keys.gen.js';
import type { OperationName } from '../http/operations.js';
import { cursorReadKey, entityByIdKey, entityCountKey } from './read-key.js';
import type { Merged } from './merged.js';

type Specs = typeof namedEntityReadKeySpecs;
type KeySpec = { key: 'byId'; idParameter: string } | { key: 'cursor' } | { key: 'count' };

type KeyBuilderOf<S> = S extends { key: 'byId' }
  ? ReturnType<typeof entityByIdKey>
  : S extends { key: 'cursor' }
    ? ReturnType<typeof cursorReadKey>
    : ReturnType<typeof entityCountKey>;

type GroupKeys<G> = { [N in keyof G]: KeyBuilderOf<G[N]> };

/** The key builders of each named v3 entity's reads, by its `readGroup` (the contract's `x-sitekit`). */
export type NamedEntityReadKeys = { [G in keyof Specs]: GroupKeys<Specs[G]> };

/** Every named v3 entity's key builder, by operation. */
export type NamedEntityKeyBuilders = Merged<NamedEntityReadKeys[keyof NamedEntityReadKeys]>;

function keyBuilder(operation: OperationName, spec: KeySpec) {
  switch (spec.key) {
    case 'byId':
      return entityByIdKey(operation, spec.idParameter);
    case 'cursor':
      return cursorReadKey(operation);
    case 'count':
      return entityCountKey(operation);
  }
}

function readKeysOf(specs: Record<string, Record<string, KeySpec>>): NamedEntityReadKeys {
  return Object.fromEntries(
    Object.entries(specs).map(([group, reads]) => [
      group,
      Object.fromEntries(
        Object.entries(reads).map(([operation, spec]) => [operation, keyBuilder(operation as OperationName, spec)]),
      ),
    ]),
  ) as NamedEntityReadKeys;
}

/** The key builders of each named v3 entity's reads, by its `readGroup`, built from the generated key specs. */
export const namedEntityReadKeys = /* @__PURE__ */ readKeysOf(namedEntityReadKeySpecs);

/** Every named v3 entity's key builder, by operation. */
export const namedEntityKeyBuilders = /* @__PURE__ */ Object.assign(
  {},
  ...Object.values(namedEntityReadKeys),
) as NamedEntityKeyBuilders;
