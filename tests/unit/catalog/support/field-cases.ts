import { expect, it } from 'vitest';
import type { SiteContext } from '../../../../src/core/site-context.js';
import { isSiteRequestValidationError, isSiteValidationError } from '../../../../src/errors/guards.js';
import { calledMethod } from './called-method.js';
import { testContext, validationFailure, type useCatalogServer } from './catalog-server.js';

/** A call that must fail with a validation error naming the caller's fields. */
export interface FieldCase<Module> {
  name: string;
  call: (module: Module) => Promise<unknown>;
  /** The fields the platform reports; without them, the call must be refused before any request. */
  reported?: string[];
  /** The fields the error names: all of them, or a pattern the first one matches. */
  names: string[] | RegExp;
}

type Call<Module> = FieldCase<Module>['call'];

/** A call refused before sending `what` it gets wrong, with an error naming `names`. */
export function refused<Module>(call: Call<Module>, what: string, names: string[] | RegExp): FieldCase<Module> {
  return { name: `${calledMethod(call)} refuses ${what} before sending`, call, names };
}

/** A call whose field violations the platform `reported` come back named after the module's arguments: `names`. */
export function renamed<Module>(call: Call<Module>, reported: string[], names: string[]): FieldCase<Module> {
  return {
    name: `${calledMethod(call)} names the reported ${reported.join(', ')} as ${names.join(', ')}`,
    call,
    reported,
    names,
  };
}

/**
 * One test per case: the call fails with a validation error naming `names` (its message names the first): a request
 * validation error, sent nowhere, when nothing is `reported`; otherwise the platform's answer to the one request,
 * named after the module's arguments.
 */
export function itNamesEachField<Module>(
  server: ReturnType<typeof useCatalogServer>,
  cases: ReadonlyArray<FieldCase<Module>>,
  create: (context: SiteContext) => Module,
): void {
  // One `it` per case rather than `it.each`, whose `$name` titles are cut short.
  for (const { name, call, reported, names } of cases)
    it(name, async () => {
      if (reported) server.answer(() => validationFailure(reported));
      const failure = await call(create(testContext())).catch((error: unknown) => error);
      expect(isSiteValidationError(failure)).toBe(true);
      const fields = isSiteValidationError(failure) ? failure.fieldViolations.map((violation) => violation.field) : [];
      if (names instanceof RegExp) expect(fields[0]).toMatch(names);
      else expect(fields).toEqual(names);
      expect((failure as Error).message).toContain(`"${fields[0]}"`);
      expect(isSiteRequestValidationError(failure)).toBe(reported === undefined);
      expect(server.requests).toHaveLength(reported ? 1 : 0);
    });
}
