import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { type ContractDocument, contractOperations } from '../../../scripts/lib/contract-operations.js';
import { toStaleReads } from '../../../scripts/lib/stale-reads.js';

const contract = (shows: { get: string; query: string; write?: string }) => `
openapi: 3.1.0
paths:
  /gift-cards/{giftCardId}:
    get:
      operationId: getGiftCardV3
      parameters:
        - { name: giftCardId, in: path, required: true, schema: { type: string } }
      x-sitekit: { module: giftCardsV3, method: getGiftCard, arguments: [giftCardId], shows: ${shows.get} }
    patch:
      operationId: updateGiftCardV3
      parameters:
        - { name: giftCardId, in: path, required: true, schema: { type: string } }
      x-sitekit:
        module: giftCardsV3
        method: updateGiftCard
        arguments: [giftCardId]
        makesStale: [{ giftCardV3: giftCardId }]
        ${shows.write ? `shows: ${shows.write}` : ''}
  /gift-cards:
    get:
      operationId: queryGiftCardsV3
      x-sitekit: { module: giftCardsV3, method: queryGiftCards, arguments: [query], shows: ${shows.query} }
`;

const generate = (shows: Parameters<typeof contract>[0]) =>
  toStaleReads(contractOperations(parse(contract(shows)) as ContractDocument));

describe('toStaleReads', () => {
  it('lists the reads that show each kind, narrowed by a path parameter or a key of the answer', () => {
    expect(generate({ get: '[{ giftCardV3: giftCardId }]', query: '[giftCardV3]' })).toContain(
      "export const readsThatShow = {\n  giftCardV3: [\n    { _id: 'getGiftCardV3', path: 'giftCardId' },\n    { _id: 'queryGiftCardsV3' },\n  ],\n} as const;",
    );
    expect(generate({ get: '[{ giftCardV3: answer.giftCard }]', query: '[giftCardV3]' })).toContain(
      "{ _id: 'getGiftCardV3', answer: 'giftCard' },",
    );
  });

  it('narrows a read to the item whose id starts its path parameter, followed by `-`', () => {
    expect(generate({ get: '[{ giftCardV3: pathPrefix.giftCardId }]', query: '[giftCardV3]' })).toContain(
      "{ _id: 'getGiftCardV3', pathPrefix: 'giftCardId' },",
    );
    expect(() => generate({ get: '[{ giftCardV3: pathPrefix.code }]', query: '[giftCardV3]' })).toThrow(
      'getGiftCardV3: shows giftCardV3 by pathPrefix.code, which is neither a path parameter nor answer.<key>',
    );
  });

  it('refuses a kind a write makes stale that no read shows', () => {
    expect(() => generate({ get: '[]', query: '[]' })).toThrow('makesStale names kinds that no read shows: giftCardV3');
  });

  it('refuses a kind no write makes stale, a narrowing that is neither a path parameter nor the answer, and a write', () => {
    expect(() => generate({ get: '[giftCardV3]', query: '[giftCard]' })).toThrow(
      "queryGiftCardsV3: shows giftCard, which no write's makesStale names",
    );
    expect(() => generate({ get: '[{ giftCardV3: code }]', query: '[giftCardV3]' })).toThrow(
      'getGiftCardV3: shows giftCardV3 by code, which is neither a path parameter nor answer.<key>',
    );
    expect(() => generate({ get: '[giftCardV3]', query: '[giftCardV3]', write: '[giftCardV3]' })).toThrow(
      "updateGiftCardV3: shows is a read's, and this one writes",
    );
  });
});
