import { describe, expect, it } from 'vitest';
import { namedEntitiesV3 } from '../../../../../generated/named-entities-v3.gen.js';
import { DESCRIPTORS_V3, entityKindV3 } from '../../../../../app/src/lib/entities-v3/entity-descriptors.js';

describe('the store manager’s named v3 entities', () => {
  it('has a descriptor for every named entity of the contract, and none that is not one', () => {
    expect(Object.keys(DESCRIPTORS_V3).sort()).toEqual(namedEntitiesV3.map(({ slug }) => slug).sort());
  });

  it('gives each entity’s page its slug and title from the contract, its text, table, forms and writes from its descriptor', async () => {
    for (const link of namedEntitiesV3) {
      const kind = await entityKindV3(link.slug);
      expect(kind).toMatchObject(link);
      expect(kind.noun, link.slug).toMatch(/^[a-z ]+$/);
      expect(kind.columns.length, link.slug).toBeGreaterThan(0);
      expect(kind.createForm.fields.length, link.slug).toBeGreaterThan(0);
      expect(kind.editForm.fields.length, link.slug).toBeGreaterThan(0);
      for (const hook of [kind.nameOf, kind.usePage, kind.useOne, kind.useCreate, kind.useUpdate, kind.useDelete]) {
        expect(hook, link.slug).toBeTypeOf('function');
      }
    }
  });

  it('refuses a slug that names no entity', async () => {
    await expect(entityKindV3('gift-cards')).rejects.toThrow('no page for "gift-cards"');
  });
});
