import { afterEach, describe, expect, it } from 'vitest';
import {
  isSiteEventError,
  MAX_FIELD_PATH_INDEX,
  parseFieldPath,
  unflattenFields,
  type SiteEventPayloadError,
} from '../../../src/events/index.js';
import { thrownFailure } from '../support/failure.js';

const failureOf = (action: () => unknown) => thrownFailure<SiteEventPayloadError>(action, isSiteEventError);

afterEach(() => {
  delete (Object.prototype as Record<string, unknown>).polluted;
});

describe('parseFieldPath', () => {
  it.each([
    ['name', ['name']],
    ['preorderInfo.enabled', ['preorderInfo', 'enabled']],
    ['choicesSettings.choices[0].name', ['choicesSettings', 'choices', 0, 'name']],
    ['matrix[1][2]', ['matrix', 1, 2]],
    ['a\\.b.c', ['a.b', 'c']],
    ['a\\\\b', ['a\\b']],
    ['labels[en]', ['labels', 'en']],
    ['a.0', ['a', '0']],
    ['odd]key', ['odd]key']],
  ])('%s → %j', (path, segments) => {
    expect(parseFieldPath(path)).toEqual(segments);
  });

  it.each(['', 'a..b', '.a', 'a.', '[0]', 'a[', 'a[]', 'a[0]b', 'a\\'])('refuses the malformed path %j', (path) => {
    expect(failureOf(() => parseFieldPath(path)).code).toBe('EVENT_FIELD_PATH_INVALID');
  });

  it.each([
    '__proto__',
    '__proto__.polluted',
    'a.__proto__.polluted',
    'a[__proto__].polluted',
    'a.constructor.prototype.polluted',
    'constructor',
    'a[prototype]',
    '__pro\\to__.polluted',
  ])('refuses the unsafe path %j', (path) => {
    const failure = failureOf(() => parseFieldPath(path));
    expect(failure.code).toBe('EVENT_UNSAFE_KEY');
    expect(failure.message).toMatch(/names (__proto__|constructor|prototype)$/);
  });

  it('refuses array indexes above the limit', () => {
    expect(parseFieldPath(`a[${MAX_FIELD_PATH_INDEX}]`)).toEqual(['a', MAX_FIELD_PATH_INDEX]);
    expect(failureOf(() => parseFieldPath(`a[${MAX_FIELD_PATH_INDEX + 1}]`)).code).toBe('EVENT_FIELD_PATH_INVALID');
  });
});

describe('unflattenFields', () => {
  it('nests dotted and bracketed paths', () => {
    const nested = unflattenFields({
      name: 'Northbound Linen Co.',
      'preorderInfo.enabled': true,
      'preorderInfo.limit': 50,
      'choicesSettings.choices[1].name': 'Sand',
      'choicesSettings.choices[0].name': 'Navy',
      'a\\.b': 1,
    });
    expect(JSON.parse(JSON.stringify(nested))).toEqual({
      name: 'Northbound Linen Co.',
      preorderInfo: { enabled: true, limit: 50 },
      choicesSettings: { choices: [{ name: 'Navy' }, { name: 'Sand' }] },
      'a.b': 1,
    });
    expect(Array.isArray((nested.choicesSettings as { choices: unknown }).choices)).toBe(true);
  });

  it('builds objects without a prototype', () => {
    const nested = unflattenFields({ 'a.b': 1 });
    expect(Object.getPrototypeOf(nested)).toBeNull();
    expect(Object.getPrototypeOf(nested.a)).toBeNull();
  });

  it.each([
    { '__proto__.polluted': 'yes' },
    { 'a.__proto__.polluted': 'yes' },
    { 'a[__proto__].polluted': 'yes' },
    { 'constructor.prototype.polluted': 'yes' },
    { 'a.constructor.prototype.polluted': 'yes' },
    JSON.parse('{"__proto__": {"polluted": "yes"}}') as Record<string, unknown>,
  ])('cannot pollute Object.prototype with %j', (flat) => {
    expect(failureOf(() => unflattenFields(flat)).code).toBe('EVENT_UNSAFE_KEY');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a path that is both a value and a container, in either order', () => {
    expect(failureOf(() => unflattenFields({ a: 1, 'a.b': 2 })).code).toBe('EVENT_FIELD_PATH_INVALID');
    expect(failureOf(() => unflattenFields({ 'a.b': 2, a: 1 })).code).toBe('EVENT_FIELD_PATH_INVALID');
    expect(failureOf(() => unflattenFields({ 'a[0]': 1, 'a.b': 2 })).message).toMatch(/conflicts|mixes/);
  });
});
