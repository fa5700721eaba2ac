import { matchQuery, QueryClient } from '@tanstack/react-query';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { type ContractDocument, contractOperations } from '../../../scripts/lib/contract-operations.js';
import { toStaleReads } from '../../../scripts/lib/stale-reads.js';
import { type ReadsThatShow, showingReads } from '../../../src/react/showing-reads.js';

/** A v1-style service: a card by id, its lists, and its entries whose ids are `<cardId>-<entryId>`. */
const CONTRACT = `
openapi: 3.1.0
paths:
  /cards/{id}:
    get:
      operationId: getCard
      parameters:
        - { name: id, in: path, required: true, schema: { type: string } }
      x-sitekit: { module: cards, method: getCard, arguments: [id], shows: [{ card: id }, allCards] }
    patch:
      operationId: updateCard
      parameters:
        - { name: id, in: path, required: true, schema: { type: string } }
      x-sitekit: { module: cards, method: updateCard, arguments: [id], makesStale: [{ card: id }, cardLists] }
  /cards:
    get:
      operationId: queryCards
      x-sitekit: { module: cards, method: queryCards, arguments: [query], shows: [cardLists, allCards] }
    delete:
      operationId: deleteEveryCard
      x-sitekit: { module: cards, method: deleteEveryCard, makesStale: [allCards] }
  /card-entries/{id}:
    get:
      operationId: getCardEntry
      parameters:
        - { name: id, in: path, required: true, schema: { type: string } }
      x-sitekit: { module: cards, method: getCardEntry, arguments: [id], shows: [{ card: pathPrefix.id }, allCards] }
`;

/** The table the generation writes for `contract`, run as the module it is. */
function generatedTable(contract: string): ReadsThatShow {
  const source = toStaleReads(contractOperations(parse(contract) as ContractDocument));
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS } });
  const exports: { readsThatShow?: ReadsThatShow } = {};
  new Function('exports', outputText)(exports);
  return exports.readsThatShow!;
}

const KEYS = {
  cardA: [{ _id: 'getCard', path: { id: 'A' } }],
  cardB: [{ _id: 'getCard', path: { id: 'B' } }],
  entryA: [{ _id: 'getCardEntry', path: { id: 'A-E1' } }],
  entryB: [{ _id: 'getCardEntry', path: { id: 'B-E1' } }],
  lists: [{ _id: 'queryCards', body: { query: {} } }],
};

/** The cached reads that go stale when a write makes `kind` (of the item `id`) stale, by the generated table. */
function staleAfter(table: ReadsThatShow, kind: string, id?: string): string[] {
  const queryClient = new QueryClient();
  for (const key of Object.values(KEYS)) queryClient.setQueryData(key, {});
  const filters = showingReads(table, kind, id).map(({ key, shows }) => ({ queryKey: [key], predicate: shows }));
  const cache = queryClient.getQueryCache();
  return Object.entries(KEYS)
    .filter(([, key]) => filters.some((filter) => matchQuery(filter, cache.find({ queryKey: key, exact: true })!)))
    .map(([name]) => name);
}

describe('the generated reads that show each kind', () => {
  const table = generatedTable(CONTRACT);

  it("refresh a read declared with shows after the write that names its kind: one item's, or every one", () => {
    expect(staleAfter(table, 'card', 'A')).toEqual(['cardA', 'entryA']);
    expect(staleAfter(table, 'cardLists')).toEqual(['lists']);
    expect(staleAfter(table, 'allCards')).toEqual(['cardA', 'cardB', 'entryA', 'entryB', 'lists']);
  });

  it('refresh a read added to the contract with no other change', () => {
    const withSearch = `${CONTRACT}
  /cards/search:
    post:
      operationId: searchCards
      x-safe: true
      x-sitekit: { module: cards, method: searchCards, arguments: [search], shows: [cardLists, allCards] }
`;
    expect(showingReads(generatedTable(withSearch), 'cardLists').map(({ key }) => key._id)).toEqual([
      'queryCards',
      'searchCards',
    ]);
  });
});
