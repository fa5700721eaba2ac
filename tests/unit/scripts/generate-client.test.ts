import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { type ContractDocument, contractOperations } from '../../../scripts/lib/contract-operations.js';
import { exportedNamesIn, projectRoot, reactDir } from '../../../scripts/lib/generate-client.js';
import { HOOKS_FILE, toReactHooks } from '../../../scripts/lib/react-hooks.js';
import { useScratchFolder } from '../support/scratch-folder.js';

describe('the hooks the generator takes for hand-written', () => {
  const scratchFolder = useScratchFolder('hand-written-hooks-');

  it('are those of the hand-written files of the folder, not of a generated file beside them', async () => {
    const scratch = await scratchFolder();
    await writeFile(join(scratch, 'by-hand.ts'), 'export const useByHand = () => 1;\n');
    await writeFile(join(scratch, HOOKS_FILE), 'export const useGenerated = () => 2;\n');
    expect([...(await exportedNamesIn(scratch))]).toEqual(['useByHand']);
  });

  it('leave src/react/hooks.gen.ts as it is when the hooks are generated again beside it', async () => {
    const bundle = await readFile(join(projectRoot, 'generated/platform.bundled.yaml'), 'utf8');
    const operations = contractOperations(parse(bundle) as ContractDocument);
    const committed = await readFile(join(reactDir, HOOKS_FILE), 'utf8');
    expect(committed).toContain('export const useGetBrandV3');
    expect(toReactHooks(operations, await exportedNamesIn(reactDir)).get(HOOKS_FILE)).toBe(committed);
  });
});
