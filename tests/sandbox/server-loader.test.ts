import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/lib/generate-client.js';
import { loadServer, SERVER_PACKAGES } from '../../sandbox/server-loader.js';

const notFound = (name: string) =>
  Object.assign(
    new Error(`Cannot find package '${name}' imported from /app/node_modules/sitekit/dist/sandbox/server.js`),
    {
      code: 'ERR_MODULE_NOT_FOUND',
    },
  );

describe('loadServer', () => {
  it('loads the server when its packages are installed', async () => {
    expect(typeof (await loadServer()).buildServer).toBe('function');
  });

  it.each(SERVER_PACKAGES)('names the install command when %s is missing', async (name) => {
    const failure = loadServer(() => Promise.reject(notFound(name)));
    await expect(failure).rejects.toThrow(`npm install -D ${SERVER_PACKAGES.join(' ')}`);
    await expect(failure).rejects.toMatchObject({ cause: { code: 'ERR_MODULE_NOT_FOUND' } });
  });

  it('passes any other failure on as it is', async () => {
    const other = notFound('left-pad');
    await expect(loadServer(() => Promise.reject(other))).rejects.toBe(other);
  });
});

describe("sitekit's dependencies", () => {
  const manifest = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    peerDependenciesMeta: Record<string, { optional?: boolean }>;
  };

  it.each(SERVER_PACKAGES)(
    'leave %s to an optional peer dependency: installing the client installs no server',
    (name) => {
      expect(Object.keys(manifest.dependencies)).not.toContain(name);
      expect(manifest.peerDependenciesMeta[name]?.optional).toBe(true);
    },
  );
});
