import { CATALOG_ARGUMENTS, type CatalogCallName } from './argument-names.js';
import { catalogError } from './catalog-errors.js';

/**
 * Runs one catalogue request (a generated SDK call made with `throwOnError: true`) and answers its body. Any failure,
 * including a request the generated schema refused before sending, is rethrown as a SiteError that names the
 * call's arguments.
 */
export async function catalogRequest<T>(call: CatalogCallName, request: () => Promise<{ data: T }>): Promise<T> {
  try {
    const { data } = await request();
    return data;
  } catch (error) {
    throw catalogError(error, CATALOG_ARGUMENTS[call]);
  }
}
