import { sandboxOperations } from '../../../../generated/sandbox-operations.gen.js';

/** A method and the URL patterns of the contract's addresses for it (the path, then its `x-bindings`). */
interface ContractAddress {
  method: string;
  patterns: URLPattern[];
}

const patternsOf = (urls: readonly string[]) => urls.map((pathname) => new URLPattern({ pathname }));

/**
 * Every operation of the contract, as the generated rows list them: its method and addresses, and the POST form of a
 * read that has one. The rows write path parameters as `:name`, which URLPattern reads the same way.
 */
const CONTRACT_ADDRESSES: ContractAddress[] = Object.values(sandboxOperations).flatMap((row) => [
  { method: row.method, patterns: patternsOf(row.urls) },
  ...('dotR' in row ? [{ method: 'POST', patterns: patternsOf(row.dotR.urls) }] : []),
]);

/** Whether `method` on `pathname` is one of the contract's operations (nothing else reaches the platform). */
export function isContractOperation(method: string, pathname: string): boolean {
  const upper = method.toUpperCase();
  return CONTRACT_ADDRESSES.some(
    (address) => address.method === upper && address.patterns.some((pattern) => pattern.test({ pathname })),
  );
}
