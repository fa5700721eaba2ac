/** The packages the sandbox's server needs: optional peer dependencies of sitekit, so that the client installs none. */
export const SERVER_PACKAGES = ['fastify', '@fastify/cors'] as const;

type ServerModule = typeof import('./server.js');

/**
 * Loads the sandbox's server, or fails with the command that installs what it lacks: a client-only install of sitekit
 * has no server framework (docs/decisions.md, "The client installs no server").
 */
export async function loadServer(
  load: () => Promise<ServerModule> = () => import('./server.js'),
): Promise<ServerModule> {
  try {
    return await load();
  } catch (error) {
    const missing = SERVER_PACKAGES.filter((name) => isMissingPackage(error, name));
    if (missing.length === 0) throw error;
    throw new Error(
      `sitekit/sandbox needs ${SERVER_PACKAGES.join(' and ')}, optional peer dependencies of sitekit: ` +
        `npm install -D ${SERVER_PACKAGES.join(' ')}`,
      { cause: error },
    );
  }
}

function isMissingPackage(error: unknown, name: string): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === 'ERR_MODULE_NOT_FOUND' && typeof message === 'string' && message.includes(`'${name}'`);
}
