import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { type ContractDocument, contractOperations } from '../../../scripts/lib/contract-operations.js';
import { toNamedEntitiesV3 } from '../../../scripts/lib/named-entities-v3.js';

const contract = (readGroup: string, module: string) => `
openapi: 3.1.0
paths:
  /gift-cards/{giftCardId}:
    get:
      operationId: getGiftCardV3
      x-sitekit: { module: ${module}, method: getGiftCard, arguments: [giftCardId], readGroup: ${readGroup} }
  /gift-cards/count:
    post:
      operationId: countGiftCardsV3
      x-safe: true
      x-sitekit: { module: ${module}, method: countGiftCards, options: [filter], readGroup: ${readGroup} }
  /gift-cards:
    post:
      operationId: createGiftCardV3
      x-sitekit: { module: ${module}, method: createGiftCard, arguments: [giftCard], makesStale: [${readGroup}] }
`;

const generate = (readGroup: string, module: string) =>
  toNamedEntitiesV3(contractOperations(parse(contract(readGroup, module)) as ContractDocument));

describe('toNamedEntitiesV3', () => {
  it('names each module with reads in a readGroup once, in addresses and as a title', () => {
    expect(generate('giftCardV3', 'giftCardsV3')).toContain(
      "export const namedEntitiesV3 = [\n  { slug: 'gift-cards', title: 'Gift cards' },\n] as const;",
    );
  });

  it('refuses a module with a readGroup that does not end in V3', () => {
    expect(() => generate('giftCardV3', 'giftCards')).toThrow(
      'module giftCards has a readGroup and does not end in V3',
    );
  });
});
