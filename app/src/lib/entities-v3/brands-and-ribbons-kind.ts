import type { BodySchema, EntityDescriptorV3, EntityValuesV3 } from './entity-kind';
import { entityReads, type EntityReadSpec, type QueryHook } from './entity-page-reader';
import type { UseQueryResult } from '@tanstack/react-query';
import { entityWrites, type WriteHooks } from './entity-writes';

interface NamedRow {
  id?: string;
  revision?: string;
  name?: string;
}

/** The entity in a sentence ("brand") and the name field's label ("Brand name"). */
interface BrandOrRibbonText {
  noun: string;
  label: string;
  /** The contract's create and update schemas. */
  schemas: readonly [BodySchema, BodySchema];
}

/** What the platform reads: the requested field that adds the product count, where the count and the rows are. */
interface BrandOrRibbonReads<E, A, F> {
  fields: F[];
  count: (entity: E) => number | undefined;
  items: (response: A) => E[] | undefined;
}

/** An entity that is only a name shown on products (a brand, a ribbon): a name column, its product count, one field. */
export function brandOrRibbonKind<E extends NamedRow, A extends object, F>(
  { noun, label, schemas: [createSchema, updateSchema] }: BrandOrRibbonText,
  { fields: requested, count, items }: BrandOrRibbonReads<E, A, F>,
  reads: readonly [
    QueryHook<A, { fields: F[] }>,
    (id: string, options: { fields: F[] }, query: { enabled: boolean }) => UseQueryResult<E, Error>,
  ],
  writes: WriteHooks<{ name: string }, { revision: string; name?: string }>,
): EntityDescriptorV3<E> {
  const fields = [{ name: 'name', label }];
  const spec: EntityReadSpec<A, { fields: F[] }, E> = { sortField: 'name', options: { fields: requested }, items };
  return {
    noun,
    ...(entityReads(spec, reads) as Pick<EntityDescriptorV3<E>, 'usePage' | 'useOne'>),
    ...entityWrites(writes),
    nameOf: (entity) => entity.name ?? '',
    columns: [{ label: 'Products', value: (entity) => count(entity) ?? '—' }],
    createForm: {
      fields,
      schema: createSchema,
      bodyOf: (values: EntityValuesV3) => ({ name: values.name?.trim() ?? '' }),
      initial: { name: '' },
    },
    editForm: { fields, schema: updateSchema, valuesOf: (entity) => ({ name: entity.name ?? '' }) },
  };
}
