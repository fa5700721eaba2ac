import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/**
 * A temporary folder for the enclosing `describe` block's tests, removed after them: the function makes it on its
 * first call and answers the same one after.
 */
export function useScratchFolder(prefix: string): () => Promise<string> {
  let folder: Promise<string> | undefined;
  afterAll(async () => {
    if (folder) await rm(await folder, { recursive: true, force: true });
  });
  return () => (folder ??= mkdtemp(join(tmpdir(), prefix)));
}
