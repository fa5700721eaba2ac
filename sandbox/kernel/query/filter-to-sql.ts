import type { FieldViolation } from '../../../generated/types.gen.js';
import type { SqlValue } from '../db/database.js';
import { ALL_PRODUCTS_ID } from '../config.js';
import { validationFailure } from '../errors.js';
import { isPlainObject } from '../http/one-of.js';
import type { FieldDef, FieldResolver } from './fields.js';

export interface SqlFragment {
  sql: string;
  params: SqlValue[];
}

const MAX_DEPTH = 10;
/** Conditions and filter objects together (an empty `{}` counts), which bounds SQLite's expression tree. */
const MAX_CONDITIONS = 200;
/** SQLite's limit on a LIKE pattern, in bytes; the escape characters added for `%`, `_` and `\` count too. */
const MAX_LIKE_PATTERN_BYTES = 50_000;
// A list is bound as one JSON parameter, so its length is bounded by the request size, not by SQLite's variables.
const MAX_LIST = 100_000;
const JSON_LIST = '(SELECT value FROM json_each(?))';

const LIST_OPERATORS = ['$hasSome', '$hasAll', '$in', '$eq'] as const;

const TRUE: SqlFragment = { sql: '1', params: [] };
const FALSE: SqlFragment = { sql: '0', params: [] };

/**
 * Translates a filter in the platform's query language into a parameterised WHERE clause. Field names resolve
 * through an allow-list and every value is bound, so no input text ever becomes SQL. Anything not understood is a
 * field violation naming its path (`query.filter.price.$foo`).
 */
export function filterToSql(filter: unknown, resolve: FieldResolver, path = 'query.filter'): SqlFragment {
  const compiler = new FilterCompiler(resolve);
  const fragment = compiler.compile(filter ?? {}, path, 0);
  if (compiler.violations.length > 0) throw validationFailure(compiler.violations);
  return fragment;
}

class FilterCompiler {
  readonly violations: FieldViolation[] = [];
  #conditions = 0;
  #reportedTooMany = false;

  #resolve: FieldResolver;

  constructor(resolve: FieldResolver) {
    this.#resolve = resolve;
  }

  compile(filter: unknown, path: string, depth: number): SqlFragment {
    if (depth > MAX_DEPTH) return this.#fail(path, `is nested deeper than ${MAX_DEPTH} levels`);
    if (!isPlainObject(filter)) return this.#fail(path, 'must be an object');
    if (!this.#countCondition()) return this.#tooManyConditions(path);
    const parts = Object.entries(filter).map(([key, value]) => this.#entry(key, value, `${path}.${key}`, depth));
    return and(parts);
  }

  #entry(key: string, value: unknown, path: string, depth: number): SqlFragment {
    if (key === '$and' || key === '$or') return this.#logical(key, value, path, depth);
    if (key === '$not') {
      return not(this.compile(value, path, depth + 1));
    }
    if (key.startsWith('$'))
      return this.#fail(path, `is not a known logical operator ($and, $or, $not)`, 'INVALID_ENUM_VALUE');
    const field = this.#resolve(key);
    if (!field) return this.#fail(path, 'is not a field that can be filtered on', 'FIELD_NOT_ALLOWED');
    if (!this.#countCondition()) return this.#tooManyConditions(path);
    if (isOperatorObject(value)) {
      return and(Object.entries(value).map(([op, operand]) => this.#operator(field, op, operand, `${path}.${op}`)));
    }
    return this.#operator(field, '$eq', value, path);
  }

  #logical(key: '$and' | '$or', value: unknown, path: string, depth: number): SqlFragment {
    if (!Array.isArray(value)) return this.#fail(path, 'must be an array of filters');
    const parts: SqlFragment[] = [];
    for (const [i, item] of value.entries()) {
      if (this.#conditions >= MAX_CONDITIONS) return this.#tooManyConditions(path);
      parts.push(this.compile(item, `${path}[${i}]`, depth + 1));
    }
    return key === '$and' ? and(parts) : or(parts);
  }

  #countCondition(): boolean {
    return ++this.#conditions <= MAX_CONDITIONS;
  }

  /** Reported once, however many conditions are over the limit. */
  #tooManyConditions(path: string): SqlFragment {
    if (this.#reportedTooMany) return FALSE;
    this.#reportedTooMany = true;
    return this.#fail(path, `the filter has more than ${MAX_CONDITIONS} conditions`, 'MAX_SIZE');
  }

  #operator(field: FieldDef, op: string, operand: unknown, path: string): SqlFragment {
    if (field.type === 'items') return this.#matchItems(field, op, operand, path);
    if (field.type === 'valueList') return this.#valueList(field, op, operand, path);
    switch (op) {
      case '$eq':
        return operand === null ? isEmpty(field) : this.#equals(field, operand, path);
      case '$ne':
        return operand === null ? not(isEmpty(field)) : this.#notEquals(field, operand, path);
      case '$gt':
      case '$gte':
      case '$lt':
      case '$lte':
        return this.#compare(field, op, operand, path);
      case '$in':
      case '$nin':
      case '$hasSome':
      case '$hasAll':
        return this.#list(field, op, operand, path);
      case '$startsWith':
      case '$endsWith':
      case '$contains':
        return this.#like(field, op, operand, path);
      case '$exists':
        if (typeof operand !== 'boolean') return this.#fail(path, 'must be a boolean');
        return operand ? not(isEmpty(field, false)) : isEmpty(field, false);
      case '$isEmpty':
        if (typeof operand !== 'boolean') return this.#fail(path, 'must be a boolean');
        return operand ? isEmpty(field) : not(isEmpty(field));
      default:
        return this.#fail(path, 'is not a known operator', 'INVALID_ENUM_VALUE');
    }
  }

  #equals(field: FieldDef, operand: unknown, path: string): SqlFragment {
    if (field.type === 'collectionIds') {
      if (typeof operand !== 'string')
        return this.#fail(path, 'must be a collection id; use $hasSome or $hasAll for lists');
      return memberOfAny(field, [operand]);
    }
    const value = this.#scalar(field, operand, path);
    return value === undefined ? FALSE : bind(field, ' = ?', [value]);
  }

  #notEquals(field: FieldDef, operand: unknown, path: string): SqlFragment {
    if (field.type === 'collectionIds') return not(this.#equals(field, operand, path));
    const value = this.#scalar(field, operand, path);
    return value === undefined
      ? FALSE
      : { sql: `COALESCE(${field.sql} <> ?, 1)`, params: [...(field.params ?? []), value] };
  }

  #compare(field: FieldDef, op: string, operand: unknown, path: string): SqlFragment {
    if (field.type === 'boolean' || field.type === 'collectionIds')
      return this.#fail(path, `cannot be used on this field`);
    const value = this.#scalar(field, operand, path);
    const symbol = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' }[op]!;
    return value === undefined ? FALSE : bind(field, ` ${symbol} ?`, [value]);
  }

  #list(field: FieldDef, op: string, operand: unknown, path: string): SqlFragment {
    if (!Array.isArray(operand)) return this.#fail(path, 'must be an array');
    if (operand.length > MAX_LIST) return this.#fail(path, `may list at most ${MAX_LIST} values`, 'MAX_SIZE');
    const isArrayField = field.type === 'collectionIds';
    if ((op === '$hasSome' || op === '$hasAll') && !isArrayField)
      return this.#fail(path, 'only applies to array fields (collectionIds)');
    if (isArrayField) {
      const ids = operand.filter((v): v is string => typeof v === 'string');
      if (ids.length !== operand.length) return this.#fail(path, 'must list collection ids (strings)');
      if (op === '$hasAll') return memberOfAll(field, ids);
      return op === '$nin' ? not(memberOfAny(field, ids)) : memberOfAny(field, ids);
    }
    const values = operand.map((item, i) => this.#scalar(field, item, `${path}[${i}]`));
    if (values.some((v) => v === undefined)) return FALSE;
    if (values.length === 0) return op === '$in' ? FALSE : TRUE;
    if (op === '$nin')
      return {
        sql: `COALESCE(${field.sql} NOT IN ${JSON_LIST}, 1)`,
        params: [...(field.params ?? []), JSON.stringify(values)],
      };
    return bind(field, ` IN ${JSON_LIST}`, [JSON.stringify(values)]);
  }

  /**
   * `{"<items>": {"$matchItems": [filter, …]}}`: every listed filter is met by at least one item of the row (one
   * item has to meet all conditions of one filter).
   */
  #matchItems(field: FieldDef, op: string, operand: unknown, path: string): SqlFragment {
    if (op !== '$matchItems') return this.#fail(path, 'only $matchItems applies to this list of objects');
    if (!Array.isArray(operand) || operand.length === 0)
      return this.#fail(path, 'must be a non-empty array of filters');
    const { from, on, key, resolve } = field.items!;
    const outer = this.#resolve;
    this.#resolve = resolve;
    try {
      return and(
        operand.map((item: unknown, i) => {
          const inner = this.compile(item, `${path}[${i}]`, 1);
          if (key)
            return { sql: `${field.sql} IN (SELECT ${key} FROM ${from} WHERE ${inner.sql})`, params: inner.params };
          const where = on ? `${on} AND (${inner.sql})` : inner.sql;
          return { sql: `EXISTS (SELECT 1 FROM ${from} WHERE ${where})`, params: inner.params };
        }),
      );
    } finally {
      this.#resolve = outer;
    }
  }

  /**
   * A list of plain values (option ids, choice names): `$hasSome` and `$in` match a row holding one of the listed
   * values, `$eq` one holding that value, `$hasAll` one holding every listed value.
   */
  #valueList(field: FieldDef, op: string, operand: unknown, path: string): SqlFragment {
    const { row, source, operators = LIST_OPERATORS } = field.members!;
    if (!operators.includes(op)) return this.#fail(path, `only ${operators.join(', ')} apply to this list`);
    if (op === '$eq')
      return typeof operand === 'string'
        ? this.#valueList(field, '$hasSome', [operand], path)
        : this.#fail(path, 'must be a string');
    if (!Array.isArray(operand) || !operand.every((v) => typeof v === 'string'))
      return this.#fail(path, 'must be an array of strings');
    if (operand.length > MAX_LIST) return this.#fail(path, `may list at most ${MAX_LIST} values`, 'MAX_SIZE');
    const wanted = [...new Set(operand)];
    if (wanted.length === 0) return op === '$hasAll' ? TRUE : FALSE;
    const holding = `SELECT row FROM (${source}) WHERE value IN ${JSON_LIST}`;
    return op === '$hasAll'
      ? {
          sql: `${row} IN (${holding} GROUP BY row HAVING COUNT(DISTINCT value) = ?)`,
          params: [JSON.stringify(wanted), wanted.length],
        }
      : { sql: `${row} IN (${holding})`, params: [JSON.stringify(wanted)] };
  }

  #like(field: FieldDef, op: string, operand: unknown, path: string): SqlFragment {
    if (field.type !== 'string') return this.#fail(path, 'only applies to text fields');
    if (typeof operand !== 'string') return this.#fail(path, 'must be a string');
    const escaped = operand.replace(/[\\%_]/g, (c) => `\\${c}`);
    const pattern = op === '$startsWith' ? `${escaped}%` : op === '$endsWith' ? `%${escaped}` : `%${escaped}%`;
    if (Buffer.byteLength(pattern) > MAX_LIKE_PATTERN_BYTES) {
      const rule = `at most ${MAX_LIKE_PATTERN_BYTES} bytes; %, _ and \\ count twice`;
      return this.#fail(path, `is too long (${rule})`, 'MAX_LENGTH');
    }
    return bind(field, ` LIKE ? ESCAPE '\\'`, [pattern]);
  }

  /** A comparable value of the field's type, or undefined (with a violation) when the operand has another type. */
  #scalar(field: FieldDef, operand: unknown, path: string): SqlValue | undefined {
    switch (field.type) {
      case 'number':
        if (typeof operand === 'number' && Number.isFinite(operand)) return operand;
        if (typeof operand === 'string' && /^-?\d+(\.\d+)?$/.test(operand)) return Number(operand);
        break;
      case 'boolean':
        if (typeof operand === 'boolean') return operand ? 1 : 0;
        break;
      case 'datetime': {
        // The Stores reference writes dates in its JSON-text filters as `{"$date": "<ISO-8601>"}` too.
        const date = isDateWrapper(operand) ? operand.$date : operand;
        if (typeof date === 'string' && !Number.isNaN(Date.parse(date))) return new Date(date).toISOString();
        break;
      }
      case 'string':
        if (typeof operand === 'string') return operand;
        break;
    }
    this.#fail(path, `must be ${field.type === 'datetime' ? 'an ISO-8601 date-time' : `a ${field.type}`}`);
    return undefined;
  }

  #fail(field: string, description: string, violatedRule: FieldViolation['violatedRule'] = 'VALIDATION'): SqlFragment {
    this.violations.push({ field, description, violatedRule });
    return FALSE;
  }
}

function isOperatorObject(value: unknown): value is Record<string, unknown> {
  if (isDateWrapper(value)) return false;
  return isPlainObject(value) && Object.keys(value).length > 0 && Object.keys(value).every((k) => k.startsWith('$'));
}

function bind(field: FieldDef, tail: string, values: SqlValue[]): SqlFragment {
  return { sql: `${field.sql}${tail}`, params: [...(field.params ?? []), ...values] };
}

/** Missing (NULL); for text also blank, unless `blankIsEmpty` is false ($exists asks only about presence). */
function isEmpty(field: FieldDef, blankIsEmpty = true): SqlFragment {
  if (field.type === 'collectionIds') return FALSE;
  if (field.type === 'string' && blankIsEmpty)
    return { sql: `COALESCE(${field.sql}, '') = ''`, params: [...(field.params ?? [])] };
  return bind(field, ' IS NULL', []);
}

/** Every product is in "All Products", so listing it matches everything. */
function memberOfAny(field: FieldDef, ids: string[]): SqlFragment {
  if (ids.includes(ALL_PRODUCTS_ID)) return TRUE;
  if (ids.length === 0) return FALSE;
  return {
    sql: `EXISTS (SELECT 1 FROM product_collections pc WHERE pc.product_id = ${field.sql} AND pc.collection_id IN ${JSON_LIST})`,
    params: [JSON.stringify(ids)],
  };
}

function memberOfAll(field: FieldDef, ids: string[]): SqlFragment {
  const wanted = [...new Set(ids.filter((id) => id !== ALL_PRODUCTS_ID))];
  if (wanted.length === 0) return TRUE;
  return {
    sql: `(SELECT COUNT(*) FROM product_collections pc WHERE pc.product_id = ${field.sql} AND pc.collection_id IN ${JSON_LIST}) = ?`,
    params: [JSON.stringify(wanted), wanted.length],
  };
}

function and(parts: SqlFragment[]): SqlFragment {
  const meaningful = parts.filter((p) => p.sql !== '1');
  if (meaningful.length === 0) return TRUE;
  if (meaningful.length === 1) return meaningful[0]!;
  return { sql: meaningful.map((p) => `(${p.sql})`).join(' AND '), params: meaningful.flatMap((p) => p.params) };
}

function or(parts: SqlFragment[]): SqlFragment {
  if (parts.length === 0) return FALSE;
  if (parts.length === 1) return parts[0]!;
  return { sql: parts.map((p) => `(${p.sql})`).join(' OR '), params: parts.flatMap((p) => p.params) };
}

/** A NULL inside (a missing optional field) counts as false, so its negation holds. */
function not(fragment: SqlFragment): SqlFragment {
  return { sql: `NOT COALESCE((${fragment.sql}), 0)`, params: fragment.params };
}

/** `{"$date": …}`: a date value, not an operator. */
function isDateWrapper(operand: unknown): operand is { $date: unknown } {
  return isPlainObject(operand) && Object.keys(operand).length === 1 && '$date' in operand;
}
