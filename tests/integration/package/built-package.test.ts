import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../../scripts/lib/generate-client.js';

// What a consumer gets: the compiled package under dist/, reached through the package's own exports map.
const cli = join(projectRoot, 'dist/sandbox/cli.js');
const nodeBinary = join(projectRoot, 'node_modules/.bin/node');

beforeAll(() => {
  if (!existsSync(cli)) throw new Error('dist/ is missing: npm test builds it first (npm run build)');
});

describe('the built package', () => {
  it('resolves every public entry by name', async () => {
    const core = await import('sitekit');
    const light = await import('sitekit/light');
    const react = await import('sitekit/react');
    const query = await import('sitekit/query');
    const events = await import('sitekit/events');
    const testing = await import('sitekit/events/testing');
    const sandbox = await import('sitekit/sandbox');
    const validation = await import('sitekit/validation');
    const schemas = await import('sitekit/schemas');
    const sandboxClient = await import('sitekit/sandbox/client');
    const testingTools = await import('sitekit/testing');
    const server = await import('sitekit/server');
    expect(typeof core.createSiteClient).toBe('function');
    expect(typeof core.OAuthStrategy).toBe('function');
    expect([light.createSiteClient, light.getProduct, light.queryProducts].map((entry) => typeof entry)).toEqual([
      'function',
      'function',
      'function',
    ]);
    // The entries are bundles that share chunks: one copy of each module, whichever entry reaches it.
    expect(light.OAuthStrategy).toBe(core.OAuthStrategy);
    expect(typeof react.SiteProvider).toBe('function');
    expect(typeof query.getProductOptions).toBe('function');
    expect(typeof events.createEventProcessor).toBe('function');
    expect(typeof testing.createTestEventSigner).toBe('function');
    expect(typeof sandbox.startSandbox).toBe('function');
    expect(typeof validation.validateResponses).toBe('function');
    expect(schemas.zProduct().safeParse({ id: 'p1', name: 'Tea' }).success).toBe(true);
    expect(typeof sandboxClient.sandboxDevClient).toBe('function');
    expect(typeof testingTools.ManualClock).toBe('function');
    const session = server.createServerSession({ headers: {} }, { clientId: 'c1' });
    expect(session.loggedIn()).toBe(false);
    expect(session.setCookieHeaders()).toEqual([]);
  });
});

describe("PKCE's hash as the package resolves it", () => {
  // A fresh Node process in the package's own folder imports `sitekit` as a consumer does, and lists every module it
  // resolves (docs/decisions.md#49: `#sha256` is Node's crypto under the `node` condition).
  const script = [
    "import { registerHooks } from 'node:module';",
    'const resolved = [];',
    'registerHooks({ resolve: (specifier, context, next) => { const found = next(specifier, context); resolved.push(found.url); return found; } });',
    "const { codeChallengeS256 } = await import('sitekit');",
    "console.log(JSON.stringify({ challenge: codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'), resolved }));",
  ].join('\n');

  it("is Node's own on Node: importing sitekit loads no @noble/hashes, and the challenge is RFC 7636's", () => {
    const output = execFileSync(nodeBinary, ['--input-type=module', '-e', script], {
      cwd: projectRoot,
      encoding: 'utf8',
    });
    const { challenge, resolved } = JSON.parse(output) as { challenge: string; resolved: string[] };
    expect(challenge).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
    expect(resolved.filter((url) => url.includes('@noble/hashes'))).toEqual([]);
    expect(resolved.filter((url) => url.endsWith('/dist/src/core/sha256-node.js'))).toHaveLength(1);
  });
});

describe('the sitekit-sandbox command', () => {
  let child: ReturnType<typeof spawn>;
  let url: string;

  beforeAll(async () => {
    child = spawn(nodeBinary, [cli, '--port', '0', '--db', ':memory:', '--seed', 'demo'], { stdio: 'pipe' });
    let output = '';
    for await (const chunk of child.stdout!) {
      output += String(chunk);
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        url = match[1]!;
        break;
      }
    }
  });

  afterAll(async () => {
    child.kill('SIGTERM');
    if (child.exitCode === null) await once(child, 'exit');
  });

  it('serves a seeded store on loopback with the credentials it printed', async () => {
    const info = (await (await fetch(`${url}/_sandbox/info`)).json()) as { clientId: string };
    expect(info.clientId).toMatch(/^[0-9a-f-]{36}$/);
    const token = await fetch(`${url}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: info.clientId, grantType: 'anonymous' }),
    });
    const { access_token: accessToken } = (await token.json()) as { access_token: string };
    const page = await fetch(`${url}/stores-reader/v1/products/query-platformized`, {
      headers: { authorization: accessToken },
    });
    const body = (await page.json()) as { metadata: { total: number } };
    expect(body.metadata.total).toBeGreaterThanOrEqual(30);
  });
});
