import { useMutation } from '@tanstack/react-query';
import { useSite, useUpdateProductVariants } from 'sitekit/react';

/**
 * Gives every variant of each product one price. A product's price reaches only the variants without a price of
 * their own, so those are set through the product's variants (`updateProductVariants`, by their ids).
 */
export function useSetVariantPrices() {
  const site = useSite();
  const updateVariants = useUpdateProductVariants();
  return useMutation({
    mutationFn: async ({ productIds, price }: { productIds: string[]; price: number }) => {
      for (const id of productIds) {
        const { product } = await site.products.getProduct(id);
        const variantIds = (product?.variants ?? []).map((variant) => variant.id!);
        if (variantIds.length > 0) await updateVariants.mutateAsync({ id, variants: [{ variantIds, price }] });
      }
    },
  });
}
