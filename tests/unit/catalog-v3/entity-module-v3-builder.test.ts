import { describe, expect, it } from 'vitest';
import { brandsV3Spec } from '../../../generated/entity-modules-v3/brands-v3.gen.js';
import { entityModuleV3 } from '../../../src/catalog-v3/entity-module-v3-builder.js';
import { testContext } from '../catalog/support/catalog-server.js';

describe('entityModuleV3', () => {
  it('builds one method per method of the spec, beside the calls of its extras', () => {
    const polishBrand = () => Promise.resolve('polished');
    const module = entityModuleV3<Record<string, unknown>>(brandsV3Spec, () => ({ polishBrand }))(testContext());
    expect(Object.keys(module).sort()).toEqual([...Object.keys(brandsV3Spec.methods), 'polishBrand'].sort());
    expect(module.polishBrand).toBe(polishBrand);
    for (const name of Object.keys(brandsV3Spec.methods)) expect(module[name], name).toBeTypeOf('function');
  });

  it('fails as the module is built when a form that sends its first argument under its wire name lacks that name', () => {
    const { bulkDeleteBrands } = brandsV3Spec.methods;
    const spec = { ...brandsV3Spec, methods: { bulkDeleteBrands: { ...bulkDeleteBrands, argument: undefined } } };
    expect(() => entityModuleV3(spec)(testContext())).toThrow(
      'bulkDeleteBrandsV3: call: bulkDelete needs the wire name of its first argument',
    );
  });
});
