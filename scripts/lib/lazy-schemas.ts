import ts from 'typescript';
import { exportedDeclarations } from './exported-names.js';

/** Inserted after the zod import: builds a schema on its first use, then answers the same one. */
const LAZY_HELPER = `
// Derived by scripts/lib/lazy-schemas.ts: every schema is built on its first call, none at import.
const lazySchema = <T>(build: () => T): (() => T) => {
    let built: T | undefined;
    return () => (built ??= build());
};`;

interface Edit {
  start: number;
  end: number;
  text: string;
}

/**
 * Rewrites the zod plugin's output so that nothing is built at import: every `export const zX = <schema>` becomes a
 * function, `zX()`, that builds its schema on the first call and answers it from then on. References between schemas
 * become calls. Each export is annotated as pure, so a bundler drops the ones an app never calls.
 */
export function toLazySchemas(source: string): string {
  const file = ts.createSourceFile('zod.gen.ts', source, ts.ScriptTarget.Latest, true);
  const names = new Set(exportedDeclarations(file).map((declaration) => declaration.name.getText(file)));
  const edits: Edit[] = [];
  for (const declaration of exportedDeclarations(file)) {
    const initializer = declaration.initializer!;
    edits.push({
      start: initializer.getStart(file),
      end: initializer.getStart(file),
      text: '/* @__PURE__ */ lazySchema(() => ',
    });
    collectReferences(initializer, names, file, edits);
    edits.push({ start: initializer.getEnd(), end: initializer.getEnd(), text: ')' });
  }
  const zodImport = file.statements.find(ts.isImportDeclaration);
  if (!zodImport) throw new Error('zod.gen.ts has no import of zod');
  edits.push({ start: zodImport.getEnd(), end: zodImport.getEnd(), text: `\n${LAZY_HELPER}` });
  return applyEdits(source, edits);
}

function collectReferences(node: ts.Node, names: Set<string>, file: ts.SourceFile, edits: Edit[]): void {
  if (ts.isIdentifier(node) && names.has(node.text) && isValueReference(node)) {
    edits.push({ start: node.getEnd(), end: node.getEnd(), text: '()' });
  }
  node.forEachChild((child) => collectReferences(child, names, file, edits));
}

/** Not a property name (`{ zX: … }`, `a.zX`). */
function isValueReference(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) && parent.name === node) return false;
  return true;
}

function applyEdits(source: string, edits: Edit[]): string {
  let result = source;
  for (const edit of [...edits].sort((a, b) => b.start - a.start || b.end - a.end)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }
  return result;
}
