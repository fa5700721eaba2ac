import { describe, expect, it } from 'vitest';
import { imagePaths, imageSchemaNames, readOnlyImageFields } from '../../../scripts/lib/image-paths.js';
import { toImageSchemas } from '../../../scripts/lib/image-schemas.js';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const document = {
  components: {
    schemas: {
      Picture: { type: 'object', 'x-image': true, properties: { id: { type: 'string' } } },
      Medium: { type: 'object', properties: { id: { type: 'string' }, image: ref('Picture') } },
      Choice: { properties: { displayImage: { anyOf: [{ type: 'string' }, ref('Picture')] } } },
      Node: { properties: { nodes: { type: 'array', items: ref('Node') }, image: ref('Picture') } },
    },
  },
};

describe('imagePaths', () => {
  it('finds each image field of a request through references, arrays, anyOf and query parameters', () => {
    const op = {
      requestBody: {
        content: {
          'application/json': {
            schema: {
              properties: {
                media: { type: 'array', items: ref('Medium') },
                choice: ref('Choice'),
                tree: ref('Node'),
                name: { type: 'string' },
              },
            },
          },
        },
      },
      parameters: [
        { in: 'query', name: 'cover', schema: ref('Picture') },
        { in: 'path', name: 'id', schema: { type: 'string' } },
      ],
    };
    expect(imagePaths(op, document)).toEqual([
      'body.media.*.image',
      'body.choice.displayImage',
      'body.tree.image',
      'query.cover',
    ]);
  });

  it('finds none in a request without images', () => {
    expect(imagePaths({ parameters: [{ in: 'query', name: 'q', schema: { type: 'string' } }] }, document)).toEqual([]);
  });
});

describe('image schemas', () => {
  it('names the marked schemas and writes their union', () => {
    expect(imageSchemaNames(document)).toEqual(['Picture']);
    expect(toImageSchemas(document, new Set(['Picture']))).toContain('export type ContractImage = Picture;');
    expect(() => toImageSchemas(document, new Set())).toThrow('types.gen.ts has no Picture');
    expect(() => toImageSchemas({ components: { schemas: {} } }, new Set())).toThrow('no schema');
  });

  it('refuses an image field marked read-only, which the request types would leave out', () => {
    const readOnlyImage = {
      components: {
        schemas: {
          ...document.components.schemas,
          Medium: { properties: { image: { readOnly: true, ...ref('Picture') } } },
          Gallery: {
            properties: {
              items: { type: 'array', items: { properties: { cover: { readOnly: true, ...ref('Picture') } } } },
            },
          },
        },
      },
    };
    expect(readOnlyImageFields(readOnlyImage)).toEqual(['Medium.image', 'Gallery.items.*.cover']);
    expect(readOnlyImageFields(document)).toEqual([]);
    expect(() => toImageSchemas(readOnlyImage, new Set(['Picture']))).toThrow(
      'image fields must not be readOnly: Medium.image, Gallery.items.*.cover',
    );
  });
});
