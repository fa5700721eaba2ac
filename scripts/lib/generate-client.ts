import { execFile } from 'node:child_process';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { createClient } from '@hey-api/openapi-ts';
import configPromise from '../../openapi-ts.config.js';
import { toLazySchemas } from './lazy-schemas.js';
import { parse } from 'yaml';
import {
  checkSitekitExtensions,
  type ContractDocument,
  contractOperations,
  tagDescriptions,
} from './contract-operations.js';
import { toContractAddresses } from './contract-addresses.js';
import { toDeclaredReads } from './declared-reads.js';
import { toEntityModulesV3 } from './entity-modules-v3.js';
import type { BundledComponents } from './image-paths.js';
import { toImageSchemas } from './image-schemas.js';
import { toModuleEntries } from './module-entries.js';
import { toNamedEntitiesV3 } from './named-entities-v3.js';
import { exportedNames, exportedTypeNames } from './exported-names.js';
import { toOperationGroups } from './operation-groups.js';
import { toOperationNames } from './operation-names.js';
import { toOperationTable } from './operation-table.js';
import { toStaleReads } from './stale-reads.js';
import { toStaleWrites } from './stale-writes.js';
import { HOOKS_FILE, toReactHooks } from './react-hooks.js';
import { toResponseSchemaTable } from './response-schemas.js';
import { toSandboxOperations } from './sandbox-operations.js';
import { toServedContract } from './served-contract.js';
import { withoutAuthParams } from './strip-auth-params.js';
import { withoutServerSentEvents } from './strip-server-sent-events.js';

const run = promisify(execFile);
export const projectRoot = resolve(import.meta.dirname, '../..');
export const rootSpec = join(projectRoot, 'openapi/platform.yaml');
export const BUNDLE_NAME = 'platform.bundled.yaml';
/** The bundle with every extra binding written out as a path, which Prism serves. */
export const SERVED_NAME = 'platform.served.yaml';

/** Where the generated React hooks go: beside the hand-written hooks they build on (docs/decisions.md#50). */
export const reactDir = join(projectRoot, 'src/react');

/**
 * The names the hand-written TypeScript files of one folder declare with `export const`. A generated file there
 * (`*.gen.ts`) is passed over: the hooks generated into src/react/ are not written by hand, and counting them would
 * leave them out of the next generation.
 */
export async function exportedNamesIn(folder: string): Promise<Set<string>> {
  const files = (await readdir(folder)).filter((file) => file.endsWith('.ts') && !file.endsWith('.gen.ts'));
  const sources = await Promise.all(files.map((file) => readFile(join(folder, file), 'utf8')));
  return new Set(sources.flatMap((source) => [...exportedNames(source)]));
}

/**
 * Bundles openapi/ with Redocly and runs openapi-ts on the bundle, writing everything into `outDir`; then derives
 * `zod-lazy.gen.ts` (schemas built on first use, for the client) from `zod.gen.ts` (built at import, for the sandbox
 * and the events entry); from the bundle, `operations.gen.ts` (the client's operation table), `operation-groups/`
 * (its rows by tag), `modules/` (each module's row loaders, for its factory entry in src/modules/) and
 * `entity-modules-v3/` (the named v3 entity modules), all from each operation's `x-sitekit`,
 * `react-v3-entity-keys.gen.ts` (how the named v3 entities' reads are keyed),
 * `named-entities-v3.gen.ts` (the named v3 entities' names, for the store manager's pages),
 * `contract-addresses.gen.ts` (every operation's method and paths, for sitekit/server's forwarding),
 * `response-schemas.gen.ts`
 * (sitekit/validation's lookup), `image-schemas.gen.ts` (the contract's image objects), `sandbox-operations.gen.ts`
 * (how the sandbox serves each operation, by module) and `platform.served.yaml` (for Prism); takes the
 * server-sent-events support and the security schemes' step out of the client. The React hooks of the named v3
 * entities and of the declared reads, and every v3 write hook, go to `hooks.gen.ts` in `hooksDir` (src/react/ unless
 * told otherwise, as the drift check does), since they import the hand-written hooks and generated/ imports nothing
 * hand-written.
 */
export async function generateClient(
  outDir: string,
  { hooksDir = reactDir }: { hooksDir?: string } = {},
): Promise<void> {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const bundle = join(outDir, BUNDLE_NAME);
  const redocly = join(projectRoot, 'node_modules/.bin/redocly');
  await run(redocly, ['bundle', rootSpec, '--output', bundle], { cwd: projectRoot });
  const config = await configPromise;
  await createClient({
    ...config,
    input: bundle,
    output: { ...(config.output as object), path: outDir },
    logs: { level: 'silent' },
  } as Parameters<typeof createClient>[0]);
  const eager = await readFile(join(outDir, 'zod.gen.ts'), 'utf8');
  const lazy = toLazySchemas(eager);
  await writeFile(join(outDir, 'zod-lazy.gen.ts'), lazy);
  const lazyNames = exportedNames(lazy);
  const bundled = await readFile(bundle, 'utf8');
  const document = parse(bundled) as ContractDocument;
  const operations = contractOperations(document);
  checkSitekitExtensions(operations);
  await writeFile(join(outDir, 'operations.gen.ts'), toOperationTable(bundled, lazyNames));
  await writeFile(join(outDir, 'operation-names.gen.ts'), toOperationNames(operations));
  await mkdir(join(outDir, 'operation-groups'));
  for (const [file, source] of toOperationGroups(operations)) {
    await writeFile(join(outDir, 'operation-groups', file), source);
  }
  const tags = tagDescriptions(document);
  for (const [folder, files] of [
    ['modules', toModuleEntries(operations, tags)],
    ['entity-modules-v3', toEntityModulesV3(operations, tags)],
  ] as const) {
    await mkdir(join(outDir, folder));
    for (const [file, source] of files) await writeFile(join(outDir, folder, file), source);
  }
  const handWrittenHooks = await exportedNamesIn(reactDir);
  for (const [file, source] of toReactHooks(operations, handWrittenHooks)) {
    await writeFile(join(file === HOOKS_FILE ? hooksDir : outDir, file), source);
  }
  await writeFile(join(outDir, 'declared-reads.gen.ts'), toDeclaredReads(operations));
  await writeFile(join(outDir, 'named-entities-v3.gen.ts'), toNamedEntitiesV3(operations));
  await writeFile(join(outDir, 'contract-addresses.gen.ts'), toContractAddresses(operations));
  await writeFile(join(outDir, 'stale-reads.gen.ts'), toStaleReads(operations));
  await writeFile(join(outDir, 'stale-writes.gen.ts'), toStaleWrites(operations, handWrittenHooks));
  const ids = operations.map(({ op }) => op.operationId!);
  await writeFile(join(outDir, 'response-schemas.gen.ts'), toResponseSchemaTable(ids, lazyNames));
  const typeNames = exportedTypeNames(await readFile(join(outDir, 'types.gen.ts'), 'utf8'));
  await writeFile(join(outDir, 'image-schemas.gen.ts'), toImageSchemas(document as BundledComponents, typeNames));
  await writeFile(
    join(outDir, 'sandbox-operations.gen.ts'),
    toSandboxOperations(bundled, exportedNames(eager), typeNames),
  );
  await writeFile(join(outDir, SERVED_NAME), toServedContract(bundled));
  const client = join(outDir, 'client', 'client.gen.ts');
  await writeFile(client, withoutAuthParams(withoutServerSentEvents(await readFile(client, 'utf8'))));
}
