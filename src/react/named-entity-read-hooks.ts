import type { UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import type { CountResponse } from '../../generated/types.gen.js';
import type { CountFilter, RequestedFieldsOption } from '../catalog-v3/entity-module-v3.js';
import type { ReadOptions } from './catalog-queries.js';
import type * as cursor from './cursor-read-hooks.js';

/**
 * The hooks of one named entity's reads, typed by its entity, query answer and requested fields: `get<One>` by id,
 * `query<Many>` one page or every page (the input is the module's builder or a plain query; only the cursor goes
 * after the first page), and `count<Many>`. The hooks of brands, ribbons, info sections and customizations are
 * generated from the contract (src/react/hooks.gen.ts, docs/decisions.md#33).
 */
export interface NamedEntityReadHooks<TEntity, TQuery, F extends string> {
  useGet(id: string, options?: RequestedFieldsOption<F>, query?: ReadOptions<TEntity>): UseQueryResult<TEntity, Error>;
  useQuery(
    input: cursor.CursorReadInput,
    options?: RequestedFieldsOption<F>,
    query?: ReadOptions<TQuery>,
  ): UseQueryResult<TQuery, Error>;
  useQueryInfinite(
    input: cursor.CursorReadInput,
    options?: RequestedFieldsOption<F>,
    query?: cursor.CursorInfiniteOptions<TQuery>,
  ): UseInfiniteQueryResult<cursor.CursorInfiniteData<TQuery>, Error>;
  useCount(count?: CountFilter, query?: ReadOptions<CountResponse>): UseQueryResult<CountResponse, Error>;
}
