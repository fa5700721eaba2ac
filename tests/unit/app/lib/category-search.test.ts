import { describe, expect, it } from 'vitest';
import { inCategory } from '../../../../app/src/lib/category-search.js';

const MATCH = { 'allCategoriesInfo.categories': { $matchItems: [{ id: { $eq: 'c1' } }] } };

describe('inCategory', () => {
  it('adds the category condition beside the filter there is, keeping the rest of the request', () => {
    const request = { filter: { visible: true }, sort: [{ fieldName: 'name' }], cursorPaging: { limit: 12 } };
    expect(inCategory(request, 'c1')).toEqual({ ...request, filter: { $and: [{ visible: true }, MATCH] } });
    expect(request.filter).toEqual({ visible: true });
  });

  it('makes the category condition the whole filter when there is none', () => {
    expect(inCategory({}, 'c1')).toEqual({ filter: MATCH });
    expect(inCategory({ filter: {} }, 'c1')).toEqual({ filter: MATCH });
  });
});
