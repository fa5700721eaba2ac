import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

/** An import of one source file: the file and the path its relative specifier resolves to (absolute, no extension). */
export interface ImportEdge {
  file: string;
  target: string;
}

/** Every relative import of the `.ts`/`.tsx` files under `folder`: imports and re-exports, type-only and dynamic ones. */
export function importEdges(folder: string): ImportEdge[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => join(folder, name))
    .flatMap((file) =>
      ts
        .preProcessFile(readFileSync(file, 'utf8'), true, true)
        .importedFiles.map((imported) => imported.fileName)
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => ({ file, target: resolve(dirname(file), specifier) })),
    );
}
