import { afterAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { isZodLikeError } from '../../../src/errors/map-zod-error.js';
import { useEnglishZodMessages } from '../../../src/errors/zod-messages.js';
import { ApiKeyStrategy, createSiteClient } from '../../../src/index.js';

const messageFor = (value: unknown) => z.safeParse(z.string(), value).error?.issues[0]?.message;

describe('Zod Mini issue messages', () => {
  afterAll(() => {
    z.config({ localeError: undefined });
    useEnglishZodMessages();
  });

  it('are English once sitekit is loaded (Zod Mini itself loads no locale)', () => {
    useEnglishZodMessages();
    expect(messageFor(1)).toBe('Invalid input: expected string, received number');
  });

  it('are not configured by loading sitekit, creating a site client or checking a good request, only on a failed check', async () => {
    z.config({ localeError: undefined });
    await import('../../../src/index.js');
    createSiteClient({ auth: ApiKeyStrategy({ apiKey: 'k', siteId: 's' }) });
    const { getProduct } = await (await import('../../../src/http/whole-table.js')).checkedTable();
    expect(getProduct.checkRequest({ path: { id: 'p1' } })).toBeUndefined();
    expect(messageFor(1)).toBe('Invalid input');
    await getProduct.checkRequest({ path: { id: 7 } })?.catch(() => undefined);
    expect(messageFor(1)).toBe('Invalid input: expected string, received number');
  });

  it("follow the application's own locale, set before or after", () => {
    z.config({ localeError: () => 'ungültige Eingabe' });
    useEnglishZodMessages();
    expect(messageFor(1)).toBe('ungültige Eingabe');
  });
});

describe('isZodLikeError', () => {
  const withIssues = (name: string) => Object.assign(new Error('x'), { name, issues: [] });

  it("recognises Zod Mini's $ZodError and zod classic's ZodError, nothing else", () => {
    expect(isZodLikeError(z.safeParse(z.string(), 1).error)).toBe(true);
    expect(isZodLikeError(withIssues('$ZodError'))).toBe(true);
    expect(isZodLikeError(withIssues('ZodError'))).toBe(true);
    expect(isZodLikeError(withIssues('TypeError'))).toBe(false);
    expect(isZodLikeError({ name: 'ZodError', issues: [] })).toBe(false);
  });
});
