import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../../bench/support/app-bundle.js';
import { projectRoot } from '../../../scripts/lib/generate-client.js';

// Apps built from dist/ (reached through the package's exports map) with the settings of `npm run bench:bundle`:
// esbuild, minified ESM for the browser, here as one file, so that a lazily loaded module counts too.
const apps = join(projectRoot, 'bench/fixtures/package-apps');
const build = (app: string, splitting = false): Promise<BuiltApp> =>
  buildApp(join(apps, app), { workingDir: projectRoot, splitting });

/** The lines of generated/zod-lazy.gen.ts that build the schemas whose names pass `wanted` (`export const zX …`). */
function schemaLines(wanted: (name: string) => boolean): Set<number> {
  const lines = readFileSync(join(projectRoot, 'generated/zod-lazy.gen.ts'), 'utf8').split('\n');
  const found = new Set<number>();
  let current = '';
  lines.forEach((line, index) => {
    current = /^export const (\w+)/.exec(line)?.[1] ?? (/^\S/.test(line) && !line.startsWith('}') ? '' : current);
    if (current && wanted(current)) found.add(index);
  });
  return found;
}

const schemasIn = (app: BuiltApp, wanted: (name: string) => boolean) => {
  const lines = schemaLines(wanted);
  return [...app.linesIn('generated/zod-lazy.gen.ts')].filter((line) => lines.has(line));
};
const responseSchemasIn = (app: BuiltApp) => schemasIn(app, (name) => name.endsWith('Response'));

describe('what an app built from the package holds', () => {
  let visitor: BuiltApp;
  let light: BuiltApp;

  beforeAll(async () => {
    [visitor, light] = await Promise.all([build('client-visitor.ts'), build('light-visitor.ts')]);
  });

  it.each([
    ['createSiteClient', () => visitor],
    ['sitekit/light', () => light],
  ])('no response schema in a visitor app through %s that never imports sitekit/validation', (_, app) => {
    expect(app().linesIn('generated/zod-lazy.gen.ts').size).toBeGreaterThan(0); // its request schemas
    expect(responseSchemasIn(app())).toEqual([]);
    expect(app().sources.has('generated/response-schemas.gen.ts')).toBe(false);
  });

  // createSiteClient loads the whole operation table on its first call, which a one-file build inlines.
  it('no schema of the token grant, whose body sitekit builds itself, through sitekit/light', () => {
    expect(schemasIn(light, (name) => ['zTokenRequest', 'zTokenBody'].includes(name))).toEqual([]);
  });

  it('no server-sent-events support of the generated client', () => {
    for (const app of [visitor, light]) {
      expect([...app.sources].filter((source) => /serverSentEvents/.test(source))).toEqual([]);
    }
  });

  it('no other module, no operation table and no login flow in the modules form', async () => {
    const modules = await build('modules-visitor.ts');
    const rowNames = (source: string) => new Set([...source.matchAll(/^\s+(\w+),$/gm)].map((match) => match[1]!));
    const groupsFolder = join(projectRoot, 'generated/operation-groups');
    const own = new Set(
      ['products.gen.ts', 'bulk.gen.ts'].flatMap((file) => [
        ...rowNames(readFileSync(join(groupsFolder, file), 'utf8')),
      ]),
    );
    const tableLines = readFileSync(join(projectRoot, 'generated/operations.gen.ts'), 'utf8').split('\n');
    const rowsHeld = [...modules.linesIn('generated/operations.gen.ts')]
      .map((line) => /^export const (\w+)/.exec(tableLines[line] ?? '')?.[1])
      .filter((name): name is string => name !== undefined);
    expect(rowsHeld.length).toBeGreaterThan(0);
    expect(rowsHeld.filter((name) => !own.has(name))).toEqual([]);
    const unwanted = [
      'src/site-client.ts',
      'src/site-client-base.ts',
      'src/http/whole-table.ts',
      'src/catalog/collections.ts',
      'src/catalog-v3/products-v3.ts',
      'src/catalog-v3/categories.ts',
      'src/identity/authentication.ts',
      'src/redirects/redirects.ts',
      'src/auth/strategies/oauth-auth.ts',
      'src/auth/login/login-flows.ts',
      'src/auth/login/pkce.ts',
      'src/auth/strategies/api-key-strategy.ts',
    ];
    expect(unwanted.filter((source) => modules.sources.has(source))).toEqual([]);
    expect([...modules.sources].filter((source) => source.includes('@noble/hashes'))).toEqual([]);
  });

  // The package's `imports` give `#sha256` a `node` form (docs/decisions.md#49); a browser build takes the default.
  it("@noble/hashes' SHA-256 and not Node's crypto in a browser app that can make OAuth data", () => {
    expect([...visitor.sources].filter((source) => source.includes('@noble/hashes'))).not.toEqual([]);
    expect(visitor.sources.has('src/core/sha256.ts')).toBe(true);
    expect(visitor.sources.has('src/core/sha256-node.ts')).toBe(false);
  });

  it('no redirect fields or category tree in a visitor app', async () => {
    const modules = await build('modules-visitor.ts');
    const unwanted = ['src/redirects/redirect-fields.ts', 'src/catalog-v3/tree-reads.ts'];
    expect(unwanted.filter((source) => modules.sources.has(source))).toEqual([]);
  });

  it('no zod, no request schema and no operation row in the first load of the modules form', async () => {
    const firstLoad = await build('modules-visitor.ts', true);
    const loadedLater = ['generated/zod-lazy.gen.ts', 'generated/operations.gen.ts', 'src/http/operation.ts'];
    expect(loadedLater.filter((source) => firstLoad.sources.has(source))).toEqual([]);
    expect([...firstLoad.sources].filter((source) => source.includes('node_modules/zod'))).toEqual([]);
  });

  it('no image conversion, SDK function or error class that only a failed call builds in the modules form first load', async () => {
    const firstLoad = await build('modules-visitor.ts', true);
    const loadedLater = [
      'src/images/image-objects.ts',
      'generated/sdk.gen.ts',
      'src/errors/application-error.ts',
      'src/errors/catalog-version-error.ts',
      'src/errors/revision-conflict-error.ts',
    ];
    expect(loadedLater.filter((source) => firstLoad.sources.has(source))).toEqual([]);
  });

  it('the response schemas once the app checks answers with sitekit/validation', async () => {
    const checked = await build('client-visitor-response-checks.ts');
    expect(responseSchemasIn(checked).length).toBeGreaterThan(0);
    expect(checked.sources.has('generated/response-schemas.gen.ts')).toBe(true);
  });
});
