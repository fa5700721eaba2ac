import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../../bench/support/app-bundle.js';
import { projectRoot } from '../../../scripts/lib/generate-client.js';

// Apps built from dist/ (reached through the package's exports map) with the settings of `npm run bench:bundle`:
// esbuild, minified ESM for the browser, here as one file, so that a lazily loaded module counts too.
const apps = join(projectRoot, 'bench/fixtures/package-apps');
const build = (app: string): Promise<BuiltApp> =>
  buildApp(join(apps, app), { workingDir: projectRoot, splitting: false });

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

  it('the response schemas once the app checks answers with sitekit/validation', async () => {
    const checked = await build('client-visitor-response-checks.ts');
    expect(responseSchemasIn(checked).length).toBeGreaterThan(0);
    expect(checked.sources.has('generated/response-schemas.gen.ts')).toBe(true);
  });
});
