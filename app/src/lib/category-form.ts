import * as z from 'zod/mini';
import { STORES_CATALOG_APP_ID, type Category, type ItemBulkResults } from 'sitekit';
import { zCreateCategoryBody, zUpdateCategoryBody } from './schemas';

export interface CategoryValues {
  name: string;
  slug: string;
  description: string;
}

/** The store's own wording for name and slug, then the generated schema's limits (80 characters, 600, …). */
const readableRules = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Give the category a name')),
  slug: z
    .string()
    .check(
      z.trim(),
      z.regex(/^([a-z0-9]+([-_][a-z0-9]+)*)?$/, 'Use lower-case letters, digits and dashes, or leave it empty'),
    ),
  description: z.string(),
});

/**
 * The store's rules on the values, then the generated schema on the category the request will carry (trimmed, an
 * empty slug left out): an empty slug is what the hint offers, and a name with spaces around it is a name.
 */
const checkedAsSent = (category: z.core.$ZodType) =>
  z.pipe(
    readableRules,
    z.pipe(
      z.transform((values: z.output<typeof readableRules>) => categoryBody(values)),
      category as z.core.$ZodType<unknown, ReturnType<typeof categoryBody>>,
    ),
  );

/** A new category's form, on the generated create-category schema. */
export const newCategoryForm = checkedAsSent(zCreateCategoryBody.shape.category);
/** A category's rename form, on the generated update-category schema. */
export const categoryUpdateForm = checkedAsSent(zUpdateCategoryBody.shape.category);

export const EMPTY_CATEGORY: CategoryValues = { name: '', slug: '', description: '' };

export const categoryValuesOf = (category: Category): CategoryValues => ({
  name: category.name ?? '',
  slug: category.slug ?? '',
  description: category.description ?? '',
});

/** The category fields of a create or update; an empty slug lets the platform make one from the name. */
export const categoryBody = (values: CategoryValues) => ({
  name: values.name.trim(),
  ...(values.slug.trim() && { slug: values.slug.trim() }),
  ...(values.description.trim() && { description: values.description.trim() }),
});

/** V3 products as the categories service names them. */
export const productItems = (productIds: readonly string[]) =>
  productIds.map((catalogItemId) => ({ catalogItemId, appId: STORES_CATALOG_APP_ID }));

/** A bulk membership change in a sentence: how many products changed, and why the others did not. */
export function bulkOutcome(verb: string, response: ItemBulkResults): string {
  const failed = (response.results ?? []).filter((result) => result.itemMetadata?.success === false);
  const done = (response.results?.length ?? 0) - failed.length;
  const reasons = failed.map((result) => result.itemMetadata?.error?.description ?? 'refused').join('; ');
  return failed.length ? `${verb} ${done}; ${failed.length} not: ${reasons}` : `${verb} ${done}.`;
}
