import { useMutation, useQueryClient, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import type {
  BulkAdjustProperty,
  BulkUpdateSet,
  Collection,
  Product,
  VariantOverride,
} from '../../generated/types.gen.js';
import type { NewCollection } from '../catalog/collections.js';
import type { ChoiceMedia, NewProduct, ProductMediaInput } from '../catalog/products.js';
import { invalidateStaleData, type StaleData } from './invalidation.js';
import type { ReactSiteClient } from './site-binding.js';
import { useSiteValue } from './site-provider.js';
import { staleOf, writeStaleData } from './write-stale-data.js';

/** TanStack mutation options a write hook accepts; `mutationFn` is the hook's own. */
export type WriteOptions<TData, TVariables> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'>;

/**
 * A mutation that runs one catalog write of the site client and, once it succeeded, invalidates the queries it
 * made stale before the caller's own `onSuccess` runs. The variables are the call's argument when it has one, and an
 * object keyed by the argument names when it has several (`{ id, product }` for `updateProduct(id, product)`).
 */
export function useCatalogWrite<TData, TVariables>(
  write: (site: ReactSiteClient, variables: TVariables) => Promise<TData>,
  staleAfter: (variables: TVariables) => StaleData[],
  options: WriteOptions<TData, TVariables> = {},
) {
  const { site, context } = useSiteValue();
  const queryClient = useQueryClient();
  return useMutation<TData, Error, TVariables>({
    ...options,
    mutationFn: (variables) => write(site, variables),
    onSuccess: async (data, variables, ...rest) => {
      await invalidateStaleData(queryClient, context, staleAfter(variables));
      await options.onSuccess?.(data, variables, ...rest);
    },
  });
}

/** The hook of one write, whose mutation variables are `TVariables`. */
export type Write<TVariables, TData = void> = (
  options?: WriteOptions<TData, TVariables>,
) => UseMutationResult<TData, Error, TVariables>;

type ProductResult = Awaited<ReturnType<ReactSiteClient['products']['createProduct']>>;
type VariantsResult = Awaited<ReturnType<ReactSiteClient['products']['updateProductVariants']>>;
type BulkResult = Awaited<ReturnType<ReactSiteClient['products']['bulkUpdateProductsProperty']>>;
type CollectionResult = Awaited<ReturnType<ReactSiteClient['collections']['createCollection']>>;

export const useCreateProduct: Write<NewProduct, ProductResult> = (options) =>
  useCatalogWrite(
    ({ products }, product) => products.createProduct(product),
    (product) => writeStaleData('createProduct', { product }),
    options,
  );

export const useUpdateProduct: Write<{ id: string; product: Product }, ProductResult> = (options) =>
  useCatalogWrite(({ products }, v) => products.updateProduct(v.id, v.product), staleOf('updateProduct'), options);

export const useDeleteProduct: Write<string> = (options) =>
  useCatalogWrite(
    ({ products }, id) => products.deleteProduct(id),
    (id) => writeStaleData('deleteProduct', { id }),
    options,
  );

export const useUpdateProductVariants: Write<{ id: string; variants: VariantOverride[] }, VariantsResult> = (options) =>
  useCatalogWrite(
    ({ products }, v) => products.updateProductVariants(v.id, v.variants),
    staleOf('updateProductVariants'),
    options,
  );

export const useResetAllProductVariantData: Write<string> = (options) =>
  useCatalogWrite(
    ({ products }, id) => products.resetAllProductVariantData(id),
    (id) => writeStaleData('resetAllProductVariantData', { id }),
    options,
  );

export const useAddProductMedia: Write<{ id: string; media: ProductMediaInput[] }> = (options) =>
  useCatalogWrite(({ products }, v) => products.addProductMedia(v.id, v.media), staleOf('addProductMedia'), options);

export const useRemoveProductMedia: Write<{ id: string; mediaIds: string[] }> = (options) =>
  useCatalogWrite(
    ({ products }, v) => products.removeProductMedia(v.id, v.mediaIds),
    staleOf('removeProductMedia'),
    options,
  );

export const useAddProductMediaToChoices: Write<{ id: string; media: ChoiceMedia[] }> = (options) =>
  useCatalogWrite(
    ({ products }, v) => products.addProductMediaToChoices(v.id, v.media),
    staleOf('addProductMediaToChoices'),
    options,
  );

export const useRemoveProductMediaFromChoices: Write<{ id: string; media: ChoiceMedia[] }> = (options) =>
  useCatalogWrite(
    ({ products }, v) => products.removeProductMediaFromChoices(v.id, v.media),
    staleOf('removeProductMediaFromChoices'),
    options,
  );

export const useDeleteProductOptions: Write<string> = (options) =>
  useCatalogWrite(
    ({ products }, id) => products.deleteProductOptions(id),
    (id) => writeStaleData('deleteProductOptions', { id }),
    options,
  );

export const useRemoveBrand: Write<string> = (options) =>
  useCatalogWrite(
    ({ products }, id) => products.removeBrand(id),
    (id) => writeStaleData('removeBrand', { id }),
    options,
  );

export const useRemoveRibbon: Write<string> = (options) =>
  useCatalogWrite(
    ({ products }, id) => products.removeRibbon(id),
    (id) => writeStaleData('removeRibbon', { id }),
    options,
  );

export const useBulkUpdateProductsProperty: Write<{ ids: string[]; set: BulkUpdateSet }, BulkResult> = (options) =>
  useCatalogWrite(
    ({ products }, v) => products.bulkUpdateProductsProperty(v.ids, v.set),
    staleOf('bulkUpdateProductsProperty'),
    options,
  );

export const useBulkAdjustProductProperty: Write<{ adjust: BulkAdjustProperty; ids: string[] }, BulkResult> = (
  options,
) =>
  useCatalogWrite(
    ({ products }, v) => products.bulkAdjustProductProperty(v.adjust, v.ids),
    staleOf('bulkAdjustProductProperty'),
    options,
  );

export const useCreateCollection: Write<NewCollection, CollectionResult> = (options) =>
  useCatalogWrite(
    ({ collections }, collection) => collections.createCollection(collection),
    (collection) => writeStaleData('createCollection', { collection }),
    options,
  );

export const useUpdateCollection: Write<{ id: string; collection: Collection }, CollectionResult> = (options) =>
  useCatalogWrite(
    ({ collections }, v) => collections.updateCollection(v.id, v.collection),
    staleOf('updateCollection'),
    options,
  );

export const useDeleteCollection: Write<string> = (options) =>
  useCatalogWrite(
    ({ collections }, id) => collections.deleteCollection(id),
    (id) => writeStaleData('deleteCollection', { id }),
    options,
  );

export const useAddProductsToCollection: Write<{ id: string; productIds: string[] }> = (options) =>
  useCatalogWrite(
    ({ collections }, v) => collections.addProductsToCollection(v.id, v.productIds),
    staleOf('addProductsToCollection'),
    options,
  );

export const useRemoveProductsFromCollection: Write<{ id: string; productIds: string[] }> = (options) =>
  useCatalogWrite(
    ({ collections }, v) => collections.removeProductsFromCollection(v.id, v.productIds),
    staleOf('removeProductsFromCollection'),
    options,
  );
