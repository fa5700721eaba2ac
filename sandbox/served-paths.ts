import { sandboxOperations } from '../generated/sandbox-operations.gen.js';

/**
 * Every path the sandbox serves a contract operation at, one line each (`POST /oauth2-ng/v1/oauth/token  token`):
 * its own path, its `x-bindings`, and the POST form of a `.r` read.
 */
export function servedPaths(): string[] {
  return Object.entries(sandboxOperations).flatMap(([id, row]) => [
    ...row.urls.map((url) => `${row.method} ${url}  ${id}`),
    ...('dotR' in row ? row.dotR.urls.map((url) => `POST ${url}  ${id}`) : []),
  ]);
}
