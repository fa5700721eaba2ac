import { describe, expect, it } from 'vitest';
import { dotR, type Json } from './support/harness.js';
import { shirtV3 } from './support/catalog-v3-sample.js';
import { prismProxyV3 } from './support/prism-proxy-v3-harness.js';

/** Prism as a validating proxy in front of a seeded v3 sandbox: brand and ribbon responses must match the contract. */
const { via } = prismProxyV3();

describe('v3 sandbox brand and ribbon responses through Prism', () => {
  it('match the contract for every brand operation', async () => {
    const brand = (await via('/stores/v3/brands', { body: { brand: { name: 'Prism Brand' } } })).body.brand as Json;
    await via('/stores/v3/brands', { body: { brand: { name: 'Prism Brand' } } }, 409);
    await via(`/stores/v3/brands/${brand.id}?brandId=${brand.id}&fields=ASSIGNED_PRODUCTS_COUNT`);
    await via(`/stores/v3/brands/${brand.id}`, {
      method: 'PATCH',
      body: { brand: { revision: '1', name: 'Prism Brand II', id: brand.id }, fields: ['ASSIGNED_PRODUCTS_COUNT'] },
    });
    await via(`/stores/v3/brands/${brand.id}`, { method: 'PATCH', body: { brand: { revision: '1' } } }, 409);
    await via(
      `/stores/v3/brands/query?.r=${dotR({ query: { cursorPaging: { limit: 2 } }, fields: ['ASSIGNED_PRODUCTS_COUNT'] })}`,
    );
    await via('/stores/v3/brands/query', { body: { query: { filter: { name: 'Prism Brand II' } } } });
    await via('/stores/v3/brands/count', { body: { filter: {} } });
    await via('/stores/v3/brands/get-or-create', { body: { brandName: 'Prism Brand II' } });
    const created = (
      await via('/stores/v3/bulk/brands/create', { body: { brands: [{ name: 'Prism Bulk' }], returnEntity: true } })
    ).body as Json;
    await via('/stores/v3/bulk/brands/update', {
      body: {
        brands: [
          { brand: { id: created.results[0].item.id, revision: '1', name: 'Prism Bulk II' }, fieldMask: 'name' },
        ],
        returnEntity: true,
      },
    });
    await via('/stores/v3/bulk/brands/get-or-create', { body: { brandNames: ['Prism Bulk II', 'Prism Bulk III'] } });
    await via('/stores/v3/bulk/brands/delete', { body: { brandIds: [created.results[0].item.id, 'missing'] } });
    await via(`/stores/v3/brands/${brand.id}?brandId=${brand.id}`, { method: 'DELETE' });
    await via(`/stores/v3/brands/${brand.id}`, {}, 404);
  });

  it('match the contract for every ribbon operation, and products show ribbons', async () => {
    const product = (
      await via('/stores/v3/products', {
        body: { product: { ...shirtV3('Prism Ribbon Shirt'), ribbon: { name: 'Prism Ribbon' } } },
      })
    ).body.product as Json;
    const ribbonId = product.ribbon.id as string;
    await via(`/stores/v3/ribbons/${ribbonId}?ribbonId=${ribbonId}&fields=ASSIGNED_PRODUCT_COUNT`);
    await via(`/stores/v3/ribbons/${ribbonId}`, {
      method: 'PATCH',
      body: { ribbon: { revision: '1', name: 'Prism Ribbon II' } },
    });
    expect((await via(`/stores/v3/products/${product.id}`)).body.product.ribbon.name).toBe('Prism Ribbon II');
    await via('/stores/v3/ribbons/query', {
      body: { query: { sort: [{ fieldName: 'name', order: 'ASC' }] }, fields: ['ASSIGNED_PRODUCT_COUNT'] },
    });
    await via('/stores/v3/ribbons/count', { body: {} });
    await via('/stores/v3/ribbons/get-or-create', {
      body: { ribbonName: 'Prism Other', fields: ['ASSIGNED_PRODUCT_COUNT'] },
    });
    const created = (
      await via('/stores/v3/bulk/ribbons/create', { body: { ribbons: [{ name: 'Prism R1' }, { name: 'Prism R1' }] } })
    ).body as Json;
    const id = created.results[0].itemMetadata.id as string;
    await via('/stores/v3/bulk/ribbons/update', {
      body: { ribbons: [{ ribbon: { id, revision: '1', name: 'Prism R2' } }] },
    });
    await via('/stores/v3/bulk/ribbons/get-or-create', { body: { ribbonNames: ['Prism R2'] } });
    await via('/stores/v3/bulk/ribbons/delete', { body: { ribbonIds: [id] } });
    await via(`/stores/v3/ribbons/${ribbonId}?ribbonId=${ribbonId}`, { method: 'DELETE' });
    expect((await via(`/stores/v3/products/${product.id}`)).body.product.ribbon).toBeUndefined();
  });

  it('match the contract for every info-section operation', async () => {
    const section = (
      await via('/stores/v3/info-sections', {
        body: { infoSection: { uniqueName: 'prism-care', title: 'Care', plainDescription: '<p>Cold.</p>' } },
      })
    ).body.infoSection as Json;
    await via('/stores/v3/info-sections', { body: { infoSection: { uniqueName: 'prism-care', title: 'Again' } } }, 409);
    await via(`/stores/v3/info-sections/${section.id}?infoSectionId=${section.id}&fields=ASSIGNED_PRODUCTS_COUNT`);
    await via(`/stores/v3/info-sections/${section.id}`, {
      method: 'PATCH',
      body: { infoSection: { revision: '1', title: 'Care II' }, fields: ['ASSIGNED_PRODUCTS_COUNT'] },
    });
    await via(`/stores/v3/info-sections/query?.r=${dotR({ query: { cursorPaging: { limit: 2 } } })}`);
    await via('/stores/v3/info-sections/query', { body: { query: { filter: { uniqueName: 'prism-care' } } } });
    await via('/stores/v3/info-sections/count', { body: {} });
    await via('/stores/v3/info-sections/get-or-create', { body: { infoSection: { id: section.id } } });
    const product = (
      await via('/stores/v3/products', {
        body: { product: { ...shirtV3('Prism Section Shirt'), infoSections: [{ id: section.id }] } },
      })
    ).body.product as Json;
    expect(product.infoSections[0].title).toBe('Care II');
    const created = (
      await via('/stores/v3/bulk/info-sections/create', {
        body: { infoSections: [{ uniqueName: 'prism-bulk', title: 'Bulk' }], returnEntity: true },
      })
    ).body as Json;
    const id = created.results[0].item.id as string;
    await via('/stores/v3/bulk/info-sections/update', {
      body: { infoSections: [{ infoSection: { id, revision: '1', title: 'Bulk II' }, fieldMask: 'title' }] },
    });
    await via('/stores/v3/bulk/info-sections/get-or-create', {
      body: { infoSections: [{ uniqueName: 'prism-bulk' }, { uniqueName: 'prism-new', title: 'New' }] },
    });
    await via('/stores/v3/bulk/info-sections/delete', { body: { infoSectionIds: [id] } });
    await via(`/stores/v3/info-sections/${section.id}?infoSectionId=${section.id}`, { method: 'DELETE' });
    expect((await via(`/stores/v3/products/${product.id}`)).body.product.infoSections).toEqual([]);
  });

  it('match the contract for every customization operation, and product options are customizations', async () => {
    const product = (await via('/stores/v3/products', { body: { product: shirtV3('Prism Custom Shirt') } })).body
      .product as Json;
    await via(`/stores/v3/customizations/${product.options[0].id}?fields=ASSIGNED_PRODUCTS_COUNT`);
    await via(`/stores/v3/customizations/${product.options[0].id}`, { method: 'DELETE' }, 428);
    const made = (
      await via('/stores/v3/customizations', {
        body: {
          customization: {
            name: 'Prism Colour',
            customizationType: 'PRODUCT_OPTION',
            customizationRenderType: 'SWATCH_CHOICES',
            choicesSettings: { choices: [{ name: 'Sand', colorCode: '#D8C3A5' }] },
          },
        },
      })
    ).body.customization as Json;
    const id = made.id as string;
    await via(`/stores/v3/customizations/${id}?customizationId=${id}&fields=CHOICE_DISPLAY_IMAGE`);
    await via(`/stores/v3/customizations/${id}`, {
      method: 'PATCH',
      body: { customization: { revision: '1', name: 'Prism Color' } },
    });
    await via(
      `/stores/v3/customizations/query?.r=${dotR({ query: { filter: { customizationType: 'PRODUCT_OPTION' } } })}`,
    );
    await via('/stores/v3/customizations/query', {
      body: { query: { cursorPaging: { limit: 5 } }, fields: ['ASSIGNED_PRODUCTS_COUNT'] },
    });
    await via('/stores/v3/customizations/count', { body: { filter: { customizationRenderType: 'SWATCH_CHOICES' } } });
    const added = (
      await via(`/stores/v3/customizations/${id}/add-choices`, {
        body: { customizationId: id, choices: [{ name: 'Navy', colorCode: '#1F2A44' }] },
      })
    ).body.customization as Json;
    const [sand, navy] = added.choicesSettings.choices as Json[];
    await via(`/stores/v3/customizations/${id}/update-choices`, {
      body: { customizationId: id, revision: '3', choices: [{ choice: { id: navy.id, primaryChoiceIds: [sand.id] } }] },
    });
    await via(`/stores/v3/customizations/${id}/reorder-choices`, {
      body: { customizationId: id, revision: '4', choiceIds: [navy.id, sand.id] },
    });
    await via(
      `/stores/v3/customizations/${id}/reorder-choices`,
      { body: { customizationId: id, revision: '5', choiceIds: [navy.id] } },
      428,
    );
    await via(`/stores/v3/customizations/${id}/remove-choices`, {
      body: { customizationId: id, choiceIds: [navy.id] },
    });
    await via(`/stores/v3/customizations/${id}/set-choices`, {
      body: {
        customizationId: id,
        choices: [
          { id: sand.id, name: 'Sand', colorCode: '#D8C3A5' },
          { name: 'Olive', colorCode: '#708238' },
        ],
      },
    });
    const bulk = (
      await via('/stores/v3/bulk/customizations/create', {
        body: {
          customizations: [
            {
              name: 'Prism Note',
              customizationType: 'MODIFIER',
              customizationRenderType: 'FREE_TEXT',
              freeTextInput: { title: 'Note' },
            },
          ],
          returnEntity: true,
        },
      })
    ).body as Json;
    const noteId = bulk.results[0].customization.id as string;
    await via('/stores/v3/bulk/customizations/update', {
      body: {
        customizations: [{ customization: { id: noteId, revision: '1', name: 'Prism Notes' } }],
        returnEntity: true,
      },
    });
    await via('/stores/v3/bulk/customizations/add-choices', {
      body: { customizationsChoices: [{ customizationId: id, choices: [{ name: 'Rust', colorCode: '#B7410E' }] }] },
    });
    await via(`/stores/v3/customizations/${noteId}?customizationId=${noteId}`, { method: 'DELETE' });
  });

  it('match the contract for every categories operation', async () => {
    const treeReference = { appNamespace: '@wix/stores' };
    const tree = 'treeReference.appNamespace=@wix/stores';
    const item = (id: string) => ({ catalogItemId: id, appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e' });
    const parent = (
      await via('/categories/v1/categories', { body: { category: { name: 'Prism Parent' }, treeReference } })
    ).body.category as Json;
    const child = (
      await via('/categories/v1/categories', {
        body: {
          category: { name: 'Prism Child', parentCategory: { id: parent.id } },
          treeReference,
          fields: ['BREADCRUMBS_INFO'],
        },
      })
    ).body.category as Json;
    await via(`/categories/v1/categories/${child.id}?categoryId=${child.id}&${tree}&fields=BREADCRUMBS_INFO`);
    await via(`/categories/v1/categories/slug/${child.slug}?${tree}`);
    await via(`/categories/v1/categories/${child.id}`, {
      method: 'PATCH',
      body: { category: { id: child.id, revision: '1', name: 'Prism Kid' }, treeReference },
    });
    await via('/categories/v1/categories/query', { body: { treeReference, query: { cursorPaging: { limit: 5 } } } });
    await via('/categories/v1/categories/search', {
      body: { treeReference, search: { search: { expression: 'prism' } } },
    });
    await via('/categories/v1/categories/count', { body: { treeReference } });
    await via(`/categories/v1/categories/${child.id}/move`, {
      body: { categoryId: child.id, treeReference, parentCategoryId: parent.id, position: 'LAST' },
    });
    await via('/categories/v1/bulk/categories/update', {
      body: {
        categories: [{ category: { id: parent.id, revision: '1', name: 'Prism Top' } }],
        treeReference,
        returnEntity: true,
      },
    });
    await via('/categories/v1/categories/visibility', {
      method: 'PATCH',
      body: { categoryId: parent.id, visible: false, treeReference, revision: '2' },
    });
    await via('/categories/v1/bulk/categories/show', { body: { categoryIds: [child.id, parent.id], treeReference } });
    const product = (await via('/stores/v3/products', { body: { product: shirtV3('Prism Category Shirt') } })).body
      .product as Json;
    await via(`/categories/v1/bulk/categories/${parent.id}/add-items`, {
      body: { categoryId: parent.id, items: [item(product.id)], treeReference },
    });
    await via('/categories/v1/bulk/categories/add-item', {
      body: { item: item(product.id), categoryIds: [child.id], treeReference },
    });
    await via(
      `/categories/v1/categories/${parent.id}/list-items?${tree}&useCategoryArrangement=true&cursorPaging.limit=10`,
    );
    await via(`/categories/v1/categories/${parent.id}/list-items`, {
      body: { treeReference, includeItemsFromSubcategories: true },
    });
    await via(`/categories/v1/categories/${parent.id}/set-arranged-items`, {
      body: { treeReference, items: [item(product.id)] },
    });
    await via(`/categories/v1/categories/${parent.id}/arranged-items?${tree}`);
    await via(
      `/categories/v1/categories/list-categories-for-item?item.catalogItemId=${product.id}&item.appId=${item('').appId}&${tree}`,
    );
    await via('/categories/v1/categories/list-categories-for-item', {
      body: { item: item(product.id), treeReference },
    });
    await via(`/categories/v1/categories/list-categories-for-items?${tree}`);
    await via('/categories/v1/categories/list-categories-for-items', {
      body: { items: [item(product.id)], treeReference },
    });
    await via('/categories/v1/categories/list-trees');
    await via(`/stores/v3/products/${product.id}?fields=DIRECT_CATEGORIES_INFO`);
    await via('/categories/v1/bulk/categories/set-item-categories', {
      body: { item: item(product.id), categoryIds: [parent.id], treeReference },
    });
    await via(`/categories/v1/bulk/categories/${parent.id}/remove-items`, {
      body: { items: [item(product.id)], treeReference },
    });
    await via('/categories/v1/bulk/categories/remove-item', {
      body: { item: item(product.id), categoryIds: [child.id], treeReference },
    });
    await via(`/categories/v1/categories/${parent.id}?categoryId=${parent.id}&${tree}`, { method: 'DELETE' });
    await via(`/categories/v1/categories/${child.id}?${tree}`, {}, 404);
  });
});
