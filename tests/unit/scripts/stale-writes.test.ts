import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { type ContractDocument, contractOperations } from '../../../scripts/lib/contract-operations.js';
import { toStaleWrites } from '../../../scripts/lib/stale-writes.js';

const contract = (cardStale: string) => `
openapi: 3.1.0
paths:
  /cards/{id}:
    patch:
      operationId: updateCard
      x-sitekit: { module: cards, method: updateCard, arguments: [id, card], makesStale: ${cardStale} }
  /cards/stock:
    post:
      operationId: addStock
      x-sitekit: { module: cards, method: addStock, arguments: [entries], makesStale: [{ card: entries.cardId }] }
  /gift-cards:
    post:
      operationId: createGiftCardV3
      x-sitekit: { module: giftCardsV3, method: createGiftCard, arguments: [giftCard], makesStale: [giftCardV3] }
`;

const generate = (cardStale: string) =>
  toStaleWrites(
    contractOperations(parse(contract(cardStale)) as ContractDocument),
    new Set(['useUpdateCard', 'useAddStock']),
  );

describe('toStaleWrites', () => {
  it('writes the makesStale of the writes whose hook is hand-written, with where their arguments name the items', () => {
    const source = generate('[{ card: id }, cardLists]');
    expect(source).toContain("  updateCard: [{ kind: 'card', item: 'id' }, { kind: 'cardLists' }],\n");
    expect(source).toContain("  addStock: [{ kind: 'card', item: 'entries.cardId' }],\n");
    expect(source).not.toContain('createGiftCardV3');
  });

  it('fails on an item that is no argument of the write', () => {
    expect(() => generate('[{ card: cardId }]')).toThrow(
      'updateCard: makesStale {"card":"cardId"} is not { kind: one of its arguments, or a field of it }',
    );
  });
});
