import { describe, expect, it } from 'vitest';
import {
  bodyResolver,
  changedFields,
  withoutEmpty,
} from '../../../../../app/src/lib/entities-v3/entity-form-values.js';
import type { EntityFormV3 } from '../../../../../app/src/lib/entities-v3/entity-kind.js';
import { zNewCustomizationV3, zNewInfoSectionV3 } from '../../../../../src/schemas/index.js';

const resolve = (
  form: EntityFormV3,
  body: (values: Record<string, string>) => unknown,
  values: Record<string, string>,
) => bodyResolver(form, body)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('bodyResolver', () => {
  const infoSection: EntityFormV3 = {
    fields: [
      { name: 'uniqueName', label: 'Section name' },
      { name: 'title', label: 'Title' },
    ],
    schema: zNewInfoSectionV3(),
  };

  it('passes the values on when the body they make fits the contract’s schema', async () => {
    const values = { uniqueName: 'care', title: 'Care' };
    expect(await resolve(infoSection, (v) => v, values)).toEqual({ values, errors: {} });
  });

  it('puts each schema issue on the field of the same name, with the schema’s message', async () => {
    const { values, errors } = await resolve(infoSection, (v) => v, { uniqueName: '', title: 'x'.repeat(51) });
    expect(values).toEqual({});
    expect(Object.keys(errors)).toEqual(['uniqueName', 'title']);
    expect(errors.title).toMatchObject({ type: 'schema', message: expect.any(String) });
  });

  it('shows an issue of a body property on the field named for it, or on the first field', async () => {
    const form: EntityFormV3 = {
      fields: [
        { name: 'name', label: 'Name' },
        { name: 'choices', label: 'Choices' },
      ],
      schema: zNewCustomizationV3(),
      fieldOfProperty: { choicesSettings: 'choices' },
    };
    const body = (v: Record<string, string>) => ({
      name: v.name,
      customizationType: 'PRODUCT_OPTION',
      customizationRenderType: v.render,
      choicesSettings: { choices: [] },
    });
    const { errors } = await resolve(form, body, { name: 'Finish', render: 'DROPDOWN' });
    expect(Object.keys(errors).sort()).toEqual(['choices', 'name']);
  });
});

describe('changedFields', () => {
  it('keeps only what differs from the entity, with its revision', () => {
    const initial = { name: 'Sand', title: 'Care' };
    expect(changedFields({ name: 'Dune', title: 'Care' }, initial, '4')).toEqual({ revision: '4', name: 'Dune' });
    expect(changedFields(initial, initial, '4')).toEqual({ revision: '4' });
  });
});

describe('withoutEmpty', () => {
  it('drops blank values and keeps the rest as typed', () => {
    expect(withoutEmpty({ a: ' ', b: '', c: ' x ' })).toEqual({ c: ' x ' });
  });
});
