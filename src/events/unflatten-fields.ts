import { SiteEventPayloadError } from './event-errors.js';

/** A key of an object, or an index into an array (`[3]`). */
export type FieldPathSegment = string | number;

const FORBIDDEN_SEGMENTS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** Bounds the length of arrays a path can create, so that `a[999999999]` cannot blow up serialisation. */
export const MAX_FIELD_PATH_INDEX = 10_000;

/**
 * Splits a `modifiedFields` path: `a.b`, `a[0].b`, `a\.b` (a literal dot). Brackets hold an array index or a key.
 * A segment naming `__proto__`, `constructor` or `prototype` is refused wherever it appears.
 */
export function parseFieldPath(path: string): FieldPathSegment[] {
  const reader: PathReader = { path, position: 0 };
  const segments: FieldPathSegment[] = [readKey(reader)];
  while (reader.position < path.length) {
    const separator = path[reader.position++];
    segments.push(separator === '.' ? readKey(reader) : readBracket(reader));
  }
  return segments;
}

interface PathReader {
  readonly path: string;
  position: number;
}

function readKey(reader: PathReader): string {
  const { path } = reader;
  let key = '';
  while (reader.position < path.length && path[reader.position] !== '.' && path[reader.position] !== '[') {
    if (path[reader.position] === '\\' && ++reader.position === path.length) {
      throw invalidPath(path, 'ends with a lone backslash');
    }
    key += path[reader.position++];
  }
  return checkedKey(path, key);
}

function readBracket(reader: PathReader): FieldPathSegment {
  const { path } = reader;
  const close = path.indexOf(']', reader.position);
  if (close === -1) throw invalidPath(path, 'has an unclosed bracket');
  const content = path.slice(reader.position, close);
  reader.position = close + 1;
  const next = path[reader.position];
  if (next !== undefined && next !== '.' && next !== '[') throw invalidPath(path, 'has text right after a bracket');
  return bracketSegment(path, content);
}

function checkedKey(path: string, key: string): string {
  if (key === '') throw invalidPath(path, 'has an empty segment');
  if (FORBIDDEN_SEGMENTS.has(key)) throw unsafePath(path, key);
  return key;
}

function bracketSegment(path: string, content: string): FieldPathSegment {
  if (/^\d+$/.test(content)) {
    const index = Number(content);
    if (index > MAX_FIELD_PATH_INDEX) throw invalidPath(path, `has an index above ${MAX_FIELD_PATH_INDEX}`);
    return index;
  }
  return checkedKey(path, content);
}

function invalidPath(path: string, problem: string): SiteEventPayloadError {
  return new SiteEventPayloadError({
    code: 'EVENT_FIELD_PATH_INVALID',
    message: `Field path ${JSON.stringify(path)} ${problem}`,
    details: { path },
  });
}

function unsafePath(path: string, segment: string): SiteEventPayloadError {
  return new SiteEventPayloadError({
    code: 'EVENT_UNSAFE_KEY',
    message: `Field path ${JSON.stringify(path)} names ${segment}`,
    details: { path, segment },
  });
}

/** Throws the error `unflattenFields` would throw, without building anything. */
export function assertSafeFieldPaths(flat: Readonly<Record<string, unknown>>): void {
  for (const path of Object.keys(flat)) parseFieldPath(path);
}

type Container = Record<string, unknown> | unknown[];

/**
 * Turns a flat `modifiedFields` map into nested objects: `{'a.b': 1, 'c[0]': 2}` → `{a: {b: 1}, c: [2]}`. Objects
 * are created without a prototype, so no key can reach `Object.prototype`; a path that is both a value and a
 * container (`a` and `a.b`) is refused.
 */
export function unflattenFields(flat: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const root: Record<string, unknown> = Object.create(null);
  for (const [path, value] of Object.entries(flat)) {
    const segments = parseFieldPath(path);
    const leaf = segments.pop() as FieldPathSegment;
    let container: Container = root;
    segments.forEach((segment, depth) => {
      const next = depth + 1 < segments.length ? segments[depth + 1] : leaf;
      container = childContainer(container, segment, typeof next === 'number', path);
    });
    setLeaf(container, leaf, value, path);
  }
  return root;
}

function childContainer(container: Container, segment: FieldPathSegment, wantArray: boolean, path: string): Container {
  const existing = read(container, segment, path);
  if (existing === undefined) return write<Container>(container, segment, wantArray ? [] : Object.create(null), path);
  if (typeof existing === 'object' && existing !== null && Array.isArray(existing) === wantArray) {
    return existing as Container;
  }
  throw invalidPath(path, 'conflicts with another path');
}

function setLeaf(container: Container, segment: FieldPathSegment, value: unknown, path: string): void {
  if (read(container, segment, path) !== undefined) throw invalidPath(path, 'conflicts with another path');
  write(container, segment, value, path);
}

function read(container: Container, segment: FieldPathSegment, path: string): unknown {
  checkSegmentFits(container, segment, path);
  return (container as Record<FieldPathSegment, unknown>)[segment];
}

function write<T>(container: Container, segment: FieldPathSegment, value: T, path: string): T {
  checkSegmentFits(container, segment, path);
  (container as Record<FieldPathSegment, unknown>)[segment] = value;
  return value;
}

function checkSegmentFits(container: Container, segment: FieldPathSegment, path: string): void {
  if (Array.isArray(container) !== (typeof segment === 'number')) {
    throw invalidPath(path, 'mixes an index and a key at the same level');
  }
}
