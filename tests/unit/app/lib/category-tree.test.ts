import { describe, expect, it } from 'vitest';
import type { Category } from '../../../../src/index.js';
import { categoryTree, flatCategories } from '../../../../app/src/lib/category-tree.js';

const category = (id: string, parent: string | undefined, index: number): Category => ({
  id,
  name: id.toUpperCase(),
  parentCategory: parent === undefined ? { index } : { id: parent, index },
});

// Listed out of order on purpose: children before parents, siblings by descending index.
const CATEGORIES = [
  category('b2', 'b', 1),
  category('b', undefined, 1),
  category('b1', 'b', 0),
  category('a', undefined, 0),
  category('b1x', 'b1', 0),
];

const shape = (nodes: ReturnType<typeof categoryTree>): unknown[] =>
  nodes.map((node) => [node.category.id, shape(node.children)]);

describe('categoryTree', () => {
  it('nests each category under its parent, siblings in their index order', () => {
    expect(shape(categoryTree(CATEGORIES))).toEqual([
      ['a', []],
      [
        'b',
        [
          ['b1', [['b1x', []]]],
          ['b2', []],
        ],
      ],
    ]);
  });

  it('answers no nodes for no categories', () => {
    expect(categoryTree([])).toEqual([]);
  });
});

describe('flatCategories', () => {
  it('lists the tree in reading order with each depth', () => {
    expect(flatCategories(categoryTree(CATEGORIES)).map(({ id, depth }) => `${depth}:${id}`)).toEqual([
      '0:a',
      '0:b',
      '1:b1',
      '2:b1x',
      '1:b2',
    ]);
  });

  it('leaves out one category with everything under it', () => {
    expect(flatCategories(categoryTree(CATEGORIES), 'b1').map(({ id }) => id)).toEqual(['a', 'b', 'b2']);
  });
});
