import * as generated from '../../../generated/zod.gen.js';
import type { Checked, Parts } from './operation.js';

type Generated = typeof generated;
export type SchemaNamed<Key extends string> = Key extends keyof Generated ? Generated[Key] : undefined;
type NamesWith<Part extends string> = keyof Generated extends infer Key
  ? Key extends `z${infer Name}${Part}`
    ? Name
    : never
  : never;

/** An operation of the contract by its name (`UpdateProduct`), which names its generated request schemas. */
export type OperationName = NamesWith<'Path'> | NamesWith<'Query'> | NamesWith<'Body'>;

/** The request parts of one operation, checked against its generated `Path`, `Query` and `Body` schemas. */
export type ContractParts<Name extends string> = Parts<
  SchemaNamed<`z${Name}Path`>,
  SchemaNamed<`z${Name}Query`>,
  SchemaNamed<`z${Name}Body`>
>;

/** The body of a named operation after its schema passed. */
export type ContractBody<Name extends string> = Checked<SchemaNamed<`z${Name}Body`>>;

type Options = Pick<Parts<unknown, unknown, unknown>, 'optional' | 'rules' | 'lists' | 'coerce'>;

/** The parts an operation reads, from the schemas the contract generates for it: `contract('UpdateProduct')`. */
export function contract<Name extends OperationName>(name: Name, options: Options = {}): ContractParts<Name> {
  const schema = (part: string) => (generated as Record<string, unknown>)[`z${name}${part}`];
  return { params: schema('Path'), query: schema('Query'), body: schema('Body'), ...options } as ContractParts<Name>;
}
