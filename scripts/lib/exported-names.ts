import ts from 'typescript';

/** The `export const` declarations of a module that have an initializer, read from its syntax tree. */
export function exportedDeclarations(file: ts.SourceFile): ts.VariableDeclaration[] {
  return file.statements
    .filter(ts.isVariableStatement)
    .filter((statement) => statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword))
    .flatMap((statement) => [...statement.declarationList.declarations])
    .filter((declaration) => ts.isIdentifier(declaration.name) && declaration.initializer !== undefined);
}

/** The names `export const` declares in a module. */
export function exportedNames(source: string): Set<string> {
  const file = ts.createSourceFile('module.ts', source, ts.ScriptTarget.Latest, true);
  return new Set(exportedDeclarations(file).map((declaration) => declaration.name.getText(file)));
}

/** The type aliases and interfaces a generated module exports. */
export function exportedTypeNames(source: string): Set<string> {
  const file = ts.createSourceFile('module.ts', source, ts.ScriptTarget.Latest, true);
  return new Set(
    file.statements
      .filter((statement) => ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement))
      .filter((statement) => statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword))
      .map((statement) => statement.name.text),
  );
}
