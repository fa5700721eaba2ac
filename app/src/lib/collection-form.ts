import * as z from 'zod/mini';
import type { Collection } from 'sitekit';
import { zCreateCollectionBody } from './schemas';

export interface CollectionValues {
  name: string;
  slug: string;
  description: string;
  visible: boolean;
}

/** The collection form, on the generated create-collection schema plus a readable slug rule. */
export const collectionForm = z.intersection(
  z.object({
    name: z.string().check(z.trim(), z.minLength(1, 'Give the collection a name')),
    slug: z
      .string()
      .check(
        z.trim(),
        z.regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, 'Use lower-case letters, digits and dashes, or leave it empty'),
      ),
  }),
  // The store's rules first, so a field shows their wording rather than the schema's.
  zCreateCollectionBody.shape.collection,
);

export const EMPTY_COLLECTION: CollectionValues = { name: '', slug: '', description: '', visible: true };

export function collectionValuesOf(collection: Collection): CollectionValues {
  return {
    name: collection.name ?? '',
    slug: collection.slug ?? '',
    description: collection.description ?? '',
    visible: collection.visible !== false,
  };
}

/** The request body; an empty slug lets the platform derive one from the name. */
export function collectionBody(values: CollectionValues) {
  return {
    name: values.name.trim(),
    ...(values.slug.trim() && { slug: values.slug.trim() }),
    description: values.description,
    visible: values.visible,
  };
}
