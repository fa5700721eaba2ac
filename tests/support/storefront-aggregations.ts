import type { AggregationV3 } from '../../generated/types.gen.js';

const byValue = { sortType: 'VALUE', sortDirection: 'ASC' } as const;

/** The five aggregations a storefront's product list sends with every search, for its price, option and stock filters. */
export const STOREFRONT_AGGREGATIONS: AggregationV3[] = [
  { name: 'minPrice', fieldPath: 'actualPriceRange.minValue.amount', type: 'SCALAR', scalar: { type: 'MIN' } },
  { name: 'maxPrice', fieldPath: 'actualPriceRange.maxValue.amount', type: 'SCALAR', scalar: { type: 'MAX' } },
  { name: 'optionNames', fieldPath: 'options.name', type: 'VALUE', value: { limit: 20, ...byValue } },
  {
    name: 'choiceNames',
    fieldPath: 'options.choicesSettings.choices.name',
    type: 'VALUE',
    value: { limit: 50, ...byValue },
  },
  {
    name: 'inventoryStatus',
    fieldPath: 'inventory.availabilityStatus',
    type: 'VALUE',
    value: { limit: 10, ...byValue },
  },
];
