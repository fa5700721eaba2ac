// Fails when regenerating from openapi/ would change anything in generated/.
import { readdir, readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { generateClient, projectRoot } from './lib/generate-client.js';

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
}

const committed = join(projectRoot, 'generated');
const fresh = await mkdtemp(join(tmpdir(), 'sitekit-generated-'));
try {
  await generateClient(fresh);
  const [want, have] = await Promise.all([listFiles(fresh), listFiles(committed)]);
  const drift: string[] = [];
  for (const file of new Set([...want, ...have])) {
    if (!want.includes(file)) drift.push(`extra in generated/: ${file}`);
    else if (!have.includes(file)) drift.push(`missing from generated/: ${file}`);
    else if ((await readFile(join(fresh, file), 'utf8')) !== (await readFile(join(committed, file), 'utf8')))
      drift.push(`differs: ${file}`);
  }
  if (drift.length > 0) {
    console.error(
      `generated/ is out of date with openapi/ (run npm run generate and commit):\n  ${drift.join('\n  ')}`,
    );
    process.exitCode = 1;
  } else {
    console.log(`generated/ matches openapi/ (${want.length} files)`);
  }
} finally {
  await rm(fresh, { recursive: true, force: true });
}
