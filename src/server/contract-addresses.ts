import { contractAddresses } from '../../generated/contract-addresses.gen.js';

/** Each method's addresses in the contract, as URL patterns; made on the first check. */
let patternsByMethod: Map<string, URLPattern[]> | undefined;

function patternsOf(method: string): URLPattern[] {
  patternsByMethod ??= contractAddresses.reduce((byMethod, [operationMethod, ...paths]) => {
    const patterns = byMethod.get(operationMethod) ?? [];
    patterns.push(...paths.map((pathname) => new URLPattern({ pathname })));
    return byMethod.set(operationMethod, patterns);
  }, new Map<string, URLPattern[]>());
  return patternsByMethod.get(method.toUpperCase()) ?? [];
}

/** Whether `method` on `pathname` is an operation of the platform's API, its path parameters filled in. */
export function isContractOperation(method: string, pathname: string): boolean {
  return patternsOf(method).some((pattern) => pattern.test({ pathname }));
}
