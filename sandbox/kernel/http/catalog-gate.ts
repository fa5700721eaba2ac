import type { FastifyInstance } from 'fastify';
import type { CatalogVersion } from '../../../generated/types.gen.js';
import { authenticate } from './caller.js';
import type { SandboxContext } from '../context.js';
import { applicationFailure } from '../errors.js';

const VERSION_PATH = '/stores/v3/provision/version';
/** Abandoned carts belong to neither catalog, also where the REST reference binds them under `/stores/v1/`. */
const EITHER_PREFIXES = ['/stores/v1/abandonedCarts/'];
const V3_PREFIXES = ['/stores/v3/', '/categories/v1/'];
const V1_PREFIXES = [
  '/stores/v1/',
  '/stores-reader/v1/',
  '/stores/api/v1/',
  '/stores/v2/inventoryItems',
  '/stores-reader/v2/inventoryItems',
  '/v2/collections',
];

const startsWithAny = (path: string, prefixes: string[]) => prefixes.some((prefix) => path.startsWith(prefix));

/** Which catalog a path belongs to, or undefined for everything that is not catalog-specific. */
function catalogOf(path: string): CatalogVersion | undefined {
  if (path === VERSION_PATH || startsWithAny(path, EITHER_PREFIXES)) return undefined;
  if (startsWithAny(path, V3_PREFIXES)) return 'V3_CATALOG';
  if (startsWithAny(path, V1_PREFIXES)) return 'V1_CATALOG';
  return undefined;
}

/**
 * Calls of the other catalog answer 428, as the platform does: `CATALOG_V3_CALLING_CATALOG_V1_API` for a v1 call on
 * a v3 store, `CATALOG_V1_SITE_CALLING_CATALOG_V3_API` for the reverse. The caller is authenticated first, so a bad
 * token still answers 401.
 */
export function registerCatalogGate(app: FastifyInstance, context: SandboxContext): void {
  // A callback hook: it never waits, and a thrown failure reaches the error handler as a rejection would.
  app.addHook('onRequest', (request, _reply, done) => {
    const wanted = catalogOf(request.url.split('?')[0]!);
    if (!wanted || wanted === context.catalogVersion) return done();
    authenticate(context, request);
    throw wanted === 'V1_CATALOG'
      ? applicationFailure(
          428,
          'CATALOG_V3_CALLING_CATALOG_V1_API',
          'Endpoint belongs to CATALOG_V1, but your site is using CATALOG_V3.',
        )
      : applicationFailure(
          428,
          'CATALOG_V1_SITE_CALLING_CATALOG_V3_API',
          'Endpoint belongs to CATALOG_V3, but your site is using CATALOG_V1.',
        );
  });
}
