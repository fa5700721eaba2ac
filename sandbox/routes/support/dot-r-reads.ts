import type { FastifyInstance } from 'fastify';
import type * as z from 'zod/mini';
import type { Caller } from '../../auth/caller.js';
import type { SandboxContext } from '../../context.js';
import { registerDotRRead } from '../../http/dot-r-read.js';
import { type DotRReadName, dotRSchemas, type SchemaNamed } from './contract.js';

type Payload<Name extends string> = z.output<SchemaNamed<`z${Name}ByPostBody`> & z.core.$ZodType>;

/** Registers the contract's `.r` reads by name: `read('/stores/v3/products/query', 'QueryProductsV3', answer)`. */
export function dotRReads(app: FastifyInstance, context: SandboxContext) {
  return <Name extends DotRReadName>(
    path: string,
    name: Name,
    answer: (payload: Payload<Name>, caller: Caller) => unknown,
  ) => {
    const { query, body } = dotRSchemas(name);
    registerDotRRead(app, context, path, query as z.core.$ZodType, body as z.core.$ZodType, answer as never);
  };
}
