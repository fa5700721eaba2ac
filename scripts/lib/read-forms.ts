import type { ContractOperation, OperationEntry, Schema } from './contract-operations.js';

/** How a GET with a POST form (`x-post-form-of`) carries its request: whole in `.r`, or as flat parameters. */
export type GetCarriage = 'encoded' | 'flat';

/** The forms of a read whose path has a POST form of its GET: the POST's operationId and what the GET carries. */
export interface ReadForm {
  post: string;
  get: GetCarriage;
}

/** A read that answers a page: the key its items are listed under, and how the next page is asked for. */
export interface PageShape {
  items: string;
  paging: 'cursor' | 'offset';
}

interface Components {
  components?: { schemas?: Record<string, Schema> };
}

const REF_PREFIX = '#/components/schemas/';

/** The GET's read form: the POST that names it in `x-post-form-of`, and whether the GET sends `.r`. */
export function readFormsById(operations: readonly OperationEntry[]): Map<string, ReadForm> {
  const forms = new Map<string, ReadForm>();
  const byId = new Map(operations.map((entry) => [entry.op.operationId!, entry]));
  for (const { op } of operations) {
    const of = op['x-post-form-of'];
    if (of === undefined) continue;
    const get = byId.get(of);
    if (!get || get.method !== 'get') throw new Error(`${op.operationId}: x-post-form-of names no GET operation`);
    const encoded = get.parameters.some((parameter) => parameter.in === 'query' && parameter.name === '.r');
    forms.set(of, { post: op.operationId!, get: encoded ? 'encoded' : 'flat' });
  }
  return forms;
}

/**
 * The page a read answers, from its 200 answer's schema: one list beside `pagingMetadata` (a cursor page) or beside
 * `metadata` (an offset page). Anything else answers no page.
 */
export function pageShape(op: ContractOperation, document: Components): PageShape | undefined {
  const resolve = (schema: Schema | undefined): Schema | undefined => {
    let current = schema;
    while (current?.$ref?.startsWith(REF_PREFIX)) {
      current = document.components?.schemas?.[current.$ref.slice(REF_PREFIX.length)];
    }
    return current;
  };
  const answer = resolve(op.responses?.['200']?.content?.['application/json']?.schema);
  const properties = answer?.properties ?? {};
  const lists = Object.entries(properties).filter(([, schema]) => resolve(schema)?.type === 'array');
  if (lists.length !== 1) return undefined;
  const items = lists[0]![0];
  if ('pagingMetadata' in properties) return { items, paging: 'cursor' };
  if ('metadata' in properties) return { items, paging: 'offset' };
  return undefined;
}
