import { contractAddresses } from '../../generated/contract-addresses.gen.js';

/** Each method's addresses in the contract, as their path segments; made on the first check. */
let addressesByMethod: Map<string, string[][]> | undefined;

function addressesOf(method: string): string[][] {
  addressesByMethod ??= contractAddresses.reduce((byMethod, [operationMethod, ...paths]) => {
    const addresses = byMethod.get(operationMethod) ?? [];
    addresses.push(...paths.map((path) => path.split('/')));
    return byMethod.set(operationMethod, addresses);
  }, new Map<string, string[][]>());
  return addressesByMethod.get(method.toUpperCase()) ?? [];
}

/**
 * Whether `method` on `pathname` is an operation of the platform's API, its path parameters filled in. A contract
 * path's parameter is always a whole segment (`/stores/v3/products/:productId`), so segments are compared one by one;
 * Node 22, which the package supports, has no global URLPattern.
 */
export function isContractOperation(method: string, pathname: string): boolean {
  const segments = pathname.split('/');
  return addressesOf(method).some(
    (address) =>
      address.length === segments.length &&
      address.every((part, index) => (part.startsWith(':') ? segments[index] !== '' : part === segments[index])),
  );
}
