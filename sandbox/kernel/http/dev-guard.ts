import type { FastifyRequest } from 'fastify';
import { matchesAny } from './uri-patterns.js';
import { LOCAL_ORIGIN_PATTERNS } from '../config.js';
import type { SandboxContext } from '../context.js';
import { applicationFailure } from '../errors.js';

const DEV_PREFIX = '/_sandbox/';
/** The hosted pages live under the prefix too, but they are the platform's pages, with their own forms. */
const HOSTED_PREFIX = '/_sandbox/hosted/';
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];
/** Bodies a cross-site HTML form can send without a CORS preflight. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/**
 * The development endpoints hand out the API key and can wipe the store, so they answer only requests addressed
 * to a loopback host name (or one allowed at start), which defeats DNS rebinding, and only scripts of allowed
 * origins: a foreign `Origin` or a form body (a cross-site form POST) is refused.
 */
export function guardDevEndpoint(context: SandboxContext, request: FastifyRequest): void {
  const path = request.url.split('?')[0]!;
  if (!path.startsWith(DEV_PREFIX) || path.startsWith(HOSTED_PREFIX)) return;
  const host = hostnameOf(request.headers.host);
  if (!host || !isAllowedHost(host, context.allowedHosts)) {
    throw refused(`Development endpoints answer only loopback host names, not ${request.headers.host ?? 'none'}`);
  }
  const origin = request.headers.origin;
  if (origin !== undefined && !isAllowedOrigin(origin, request.headers.host!, context.corsOrigins)) {
    throw refused(`Development endpoints do not answer pages of ${origin}`);
  }
  const contentType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (FORM_TYPES.includes(contentType)) {
    throw applicationFailure(415, 'UNSUPPORTED_MEDIA_TYPE', 'Development endpoints take JSON bodies only');
  }
}

function hostnameOf(hostHeader: string | undefined): string | undefined {
  if (!hostHeader) return undefined;
  try {
    return new URL(`http://${hostHeader}`).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

function isAllowedHost(host: string, extra: readonly string[]): boolean {
  if (LOOPBACK_HOSTS.includes(host) || host.endsWith('.localhost')) return true;
  return extra.some((allowed) => allowed.toLowerCase() === host);
}

/** The sandbox's own origin, loopback origins, and origins listed for CORS by name (a `*` does not reach here). */
function isAllowedOrigin(origin: string, hostHeader: string, corsOrigins: readonly string[]): boolean {
  if (origin === `http://${hostHeader}`) return true;
  const listed = corsOrigins.filter((pattern) => pattern !== '*');
  return matchesAny(origin, [...LOCAL_ORIGIN_PATTERNS, ...listed]);
}

const refused = (description: string) => applicationFailure(403, 'DEV_ENDPOINT_FORBIDDEN', description);
