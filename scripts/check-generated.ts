// Fails when regenerating from openapi/ would change anything in generated/, or the React hooks that the same step
// writes into src/react/ (scripts/lib/generate-client.ts).
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { generateClient, projectRoot, reactDir } from './lib/generate-client.js';
import { HOOKS_FILE } from './lib/react-hooks.js';

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
}

/** The text of a file, or undefined when there is none. */
const textOf = (file: string) => readFile(file, 'utf8').catch(() => undefined);

const committed = join(projectRoot, 'generated');
const fresh = await mkdtemp(join(tmpdir(), 'sitekit-generated-'));
const freshOut = join(fresh, 'generated');
const freshHooks = join(fresh, 'react');
try {
  await mkdir(freshHooks);
  await generateClient(freshOut, { hooksDir: freshHooks });
  const [want, have] = await Promise.all([listFiles(freshOut), listFiles(committed)]);
  const drift: string[] = [];
  for (const file of new Set([...want, ...have])) {
    if (!want.includes(file)) drift.push(`extra in generated/: ${file}`);
    else if (!have.includes(file)) drift.push(`missing from generated/: ${file}`);
    else if ((await readFile(join(freshOut, file), 'utf8')) !== (await readFile(join(committed, file), 'utf8')))
      drift.push(`differs: ${file}`);
  }
  const hooksFile = relative(projectRoot, join(reactDir, HOOKS_FILE));
  const committedHooks = await textOf(join(reactDir, HOOKS_FILE));
  if (committedHooks === undefined) drift.push(`missing: ${hooksFile}`);
  else if (committedHooks !== (await readFile(join(freshHooks, HOOKS_FILE), 'utf8')))
    drift.push(`differs: ${hooksFile}`);
  if (drift.length > 0) {
    console.error(
      `generated code is out of date with openapi/ (run npm run generate and commit):\n  ${drift.join('\n  ')}`,
    );
    process.exitCode = 1;
  } else {
    console.log(`generated/ matches openapi/ (${want.length + 1} files, ${hooksFile} included)`);
  }
} finally {
  await rm(fresh, { recursive: true, force: true });
}
