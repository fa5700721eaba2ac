import { parse, stringify } from 'yaml';
import { type ContractDocument, contractOperations, type PathItem } from './contract-operations.js';

/**
 * The bundled contract with every `x-bindings` path written out as a path of its own, for Prism, which serves only
 * the paths a document lists. A binding's copy keeps the operation and its path item's parameters; its operationId
 * gains the binding's position (`getProductAt1`) because operationIds are unique in a document.
 */
export function toServedContract(bundle: string): string {
  const document = parse(bundle) as ContractDocument;
  for (const { path, method, op } of contractOperations(document)) {
    (op['x-bindings'] ?? []).forEach((binding, index) => {
      const item: PathItem = (document.paths[binding] ??= {});
      if (item[method]) throw new Error(`${op.operationId}: ${method.toUpperCase()} ${binding} is already served`);
      const { 'x-bindings': _bindings, ...copy } = op;
      const shared = document.paths[path]!.parameters;
      item[method] = {
        ...copy,
        operationId: `${op.operationId}At${index + 1}`,
        parameters: [...(shared ?? []), ...(op.parameters ?? [])],
      };
    });
  }
  return stringify(document, { lineWidth: 0, aliasDuplicateObjects: false });
}
