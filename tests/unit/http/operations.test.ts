import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { type ContractDocument, contractOperations } from '../../../scripts/lib/contract-operations.js';
import { isSiteRequestValidationError } from '../../../src/errors/guards.js';
import { checkedTable } from '../../../src/http/whole-table.js';
import { failure } from '../support/failure.js';

const OPERATIONS = await checkedTable();

describe('the operation table', () => {
  it.each(Object.entries(OPERATIONS))('%s builds its request schema once, on its first use', (_name, operation) => {
    const schema = operation.requestSchema();
    expect(operation.requestSchema()).toBe(schema);
  });

  it('checks every part an operation has: path and query of getProduct', async () => {
    expect(OPERATIONS.getProduct.checkRequest({ path: { id: 'p1' }, query: { id: 'p1' } })).toBeUndefined();
    const error = await failure(Promise.resolve(OPERATIONS.getProduct.checkRequest({ path: { id: 7 } })));
    expect(isSiteRequestValidationError(error)).toBe(true);
    expect((error as Error).message).toContain('"id"');
  });

  it('refuses a part the operation does not have', async () => {
    const check = OPERATIONS.getProduct.checkRequest({ path: { id: 'p1' }, body: { id: 'p1' } });
    const error = await failure(Promise.resolve(check));
    expect(isSiteRequestValidationError(error)).toBe(true);
    expect((error as Error).message).toContain('"body"');
  });

  it('names the field inside the body, in English without any set-up: the first failure sets the locale', async () => {
    const error = await failure(Promise.resolve(OPERATIONS.validateEmail.checkRequest({ body: { email: 7 } })));
    expect((error as Error).message).toMatch(/"email" Invalid input: expected string/);
  });

  it('marks the POST reads as retryable and nothing else: the operations the contract marks x-safe', () => {
    const reads = Object.entries(OPERATIONS)
      .filter(([, operation]) => operation.read)
      .map(([name]) => name);
    expect(reads.sort()).toEqual(safeReadsOfContract().sort());
  });
});

/** The account and session services, whose calls send their arguments under their own names. */
const IDENTITY_TAGS = ['oauth', 'authentication', 'recovery', 'verification', 'redirects'];

const bundledOperations = () =>
  contractOperations(
    parse(
      readFileSync(fileURLToPath(new URL('../../../generated/platform.bundled.yaml', import.meta.url)), 'utf8'),
    ) as ContractDocument,
  );

function operationsTagged(tags: readonly string[]): string[] {
  return bundledOperations()
    .filter(({ op }) => op.tags?.some((tag) => tags.includes(tag)))
    .map(({ op }) => op.operationId!);
}

/** The POSTs that change nothing, as the contract marks them (`x-safe`, openapi/README.md). */
function safeReadsOfContract(): string[] {
  return bundledOperations()
    .filter(({ op }) => op['x-safe'] === true)
    .map(({ op }) => op.operationId!);
}

describe('the argument paths of the rows', () => {
  it('are there for every catalog call, and the POST form of a GET has the GET’s', () => {
    const withoutPaths = Object.entries(OPERATIONS)
      .filter(([, operation]) => operation.argumentPaths.length === 0)
      .map(([name]) => name);
    const takingNothing = Object.entries(OPERATIONS)
      .filter(([, operation]) => Object.keys((operation as { request: object }).request).length === 0)
      .map(([name]) => name);
    expect(withoutPaths.sort()).toEqual([...operationsTagged(IDENTITY_TAGS), ...takingNothing].sort());
    expect(OPERATIONS.queryProductsByPost.argumentPaths).toEqual(OPERATIONS.queryProducts.argumentPaths);
    expect(OPERATIONS.listCategoriesForItemsByPost.argumentPaths).toEqual(
      OPERATIONS.listCategoriesForItems.argumentPaths,
    );
  });
});

describe('the rows of generated/operations.gen.ts', () => {
  it('are each an object of data, so that a bundler drops the rows an app does not import', () => {
    const source = readFileSync(
      fileURLToPath(new URL('../../../generated/operations.gen.ts', import.meta.url)),
      'utf8',
    );
    const rows = source.split('\n').filter((line) => line.startsWith('export const '));
    expect(rows.length).toBe(Object.keys(OPERATIONS).length);
    expect(
      rows.filter((line) => !/^export const (\w+) = \{ send: sdk\.\1, request: \{[^()]*\} as const;$/.test(line)),
    ).toEqual([]);
  });
});
