import type * as z from 'zod/mini';
import { zSorting } from '../../../generated/zod.gen.js';
import { sortKeyFromShorthand } from '../query/sort-shorthand.js';

type Schema = z.core.$ZodType;
// Zod Mini keeps a schema's structure in `_zod.def`; only the parts read here are typed.
interface Def {
  type: string;
  innerType?: Schema;
  getter?: () => Schema;
  in?: Schema;
  shape?: Record<string, Schema>;
  element?: Schema;
  options?: Schema[];
  left?: Schema;
  right?: Schema;
  valueType?: Schema;
}

const defOf = (schema: Schema): Def => schema._zod.def as unknown as Def;

/** Other spellings the platform accepts for a contract schema, turned into the contract's own before validation. */
const OTHER_FORMS = new Map<Schema, (value: unknown) => unknown>([[zSorting, sortKeyFromShorthand]]);

/** A JSON number literal (RFC 8259 §6), the only text read as a number. */
const NUMBER_TEXT = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

const WRAPPERS = new Set(['optional', 'nullable', 'readonly', 'default', 'prefault', 'nonoptional', 'catch']);

function unwrap(schema: Schema): Schema {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (WRAPPERS.has(def.type)) current = def.innerType!;
    else if (def.type === 'lazy') current = def.getter!();
    else if (def.type === 'pipe') current = def.in!;
    else return current;
  }
}

/**
 * The request as the platform would read it: where the schema wants a number, a string holding a JSON number becomes
 * that number (the protobuf JSON mapping takes int32, int64 and double fields in either form, and the platform's
 * documented examples send prices and quantities as strings); where it wants a v1 sort key, the short form becomes the
 * long one. Nothing else changes, and an input without such values is answered as the same object.
 */
export function lenientInput(schema: Schema, value: unknown): unknown {
  const bare = unwrap(schema);
  const other = OTHER_FORMS.get(schema) ?? OTHER_FORMS.get(bare);
  const seen = other ? other(value) : value;
  if (typeof seen === 'string') return wantsNumber(bare) && NUMBER_TEXT.test(seen) ? Number(seen) : seen;
  if (Array.isArray(seen)) {
    const element = defOf(bare).type === 'array' ? defOf(bare).element! : undefined;
    return element ? mapSame(seen, (item) => lenientInput(element, item)) : seen;
  }
  if (seen !== null && typeof seen === 'object') return lenientObject(bare, seen as Record<string, unknown>);
  return seen;
}

/** Numbers only: a union that also takes a string keeps the string. */
function wantsNumber(bare: Schema): boolean {
  const def = defOf(bare);
  if (def.type === 'number') return true;
  if (def.type !== 'union') return false;
  const types = def.options!.map((option) => defOf(unwrap(option)).type);
  return types.includes('number') && !types.some((type) => ['string', 'enum', 'literal'].includes(type));
}

/** Each field is read with the first schema that names it: an object, a part of an intersection or a union option. */
function lenientObject(bare: Schema, value: Record<string, unknown>): Record<string, unknown> {
  const shapes: Record<string, Schema>[] = [];
  const records: Schema[] = [];
  collectFields(bare, shapes, records);
  if (shapes.length === 0 && records.length === 0) return value;
  let result = value;
  for (const [key, field] of Object.entries(value)) {
    const schema = shapes.find((shape) => Object.hasOwn(shape, key))?.[key] ?? records[0];
    if (!schema) continue;
    const read = lenientInput(schema, field);
    if (read !== field) {
      if (result === value) result = { ...value };
      result[key] = read;
    }
  }
  return result;
}

function collectFields(schema: Schema, shapes: Record<string, Schema>[], records: Schema[]): void {
  const bare = unwrap(schema);
  const def = defOf(bare);
  if (def.type === 'object') shapes.push(def.shape!);
  else if (def.type === 'record') records.push(def.valueType!);
  else if (def.type === 'intersection') {
    collectFields(def.left!, shapes, records);
    collectFields(def.right!, shapes, records);
  } else if (def.type === 'union') for (const option of def.options!) collectFields(option, shapes, records);
}

function mapSame(items: unknown[], read: (item: unknown) => unknown): unknown[] {
  let result = items;
  items.forEach((item, i) => {
    const next = read(item);
    if (next !== item) {
      if (result === items) result = [...items];
      result[i] = next;
    }
  });
  return result;
}
