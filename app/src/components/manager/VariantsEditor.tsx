import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useResetAllProductVariantData, useUpdateProductVariants } from 'sitekit/react';
import type { Product, VariantOverride } from 'sitekit';
import { optionalNumber } from '../../lib/product-form';
import { variantLabel, variantsForm, variantsOf, type VariantsValues } from '../../lib/variants-form';
import { MutationStatus } from '../StatusViews';

// The resolver turns the rows into the overrides `updateProductVariants` takes.
const resolver = zodResolver(variantsForm) as unknown as Resolver<VariantsValues, unknown, VariantOverride[]>;

/** Price, cost, weight, SKU and visibility of each variant. */
export function VariantsEditor({ product }: { product: Product }) {
  const id = product.id!;
  const values = useMemo(() => variantsOf(product), [product]);
  const form = useForm<VariantsValues, unknown, VariantOverride[]>({ resolver, values });
  const update = useUpdateProductVariants();
  const reset = useResetAllProductVariantData();
  const variants = product.variants ?? [];
  const errors = form.formState.errors.variants;
  const number = { setValueAs: optionalNumber };
  if (variants.length === 0) return <p className="muted">This product has no variants.</p>;
  return (
    <form
      onSubmit={form.handleSubmit((overrides) => update.mutate({ id, variants: overrides }))}
      noValidate
      aria-label="Variants"
    >
      <div className="table-scroll">
        <table className="data-table compact" aria-label="Variants">
          <thead>
            <tr>
              <th scope="col">Variant</th>
              <th scope="col">Price</th>
              <th scope="col">Cost</th>
              <th scope="col">Weight</th>
              <th scope="col">SKU</th>
              <th scope="col">Visible</th>
            </tr>
          </thead>
          <tbody>
            {variants.map((variant, index) => {
              const label = variantLabel(variant);
              const rowErrors = errors?.[index];
              const message = rowErrors?.price?.message ?? rowErrors?.cost?.message ?? rowErrors?.weight?.message;
              return (
                <tr key={variant.id}>
                  <th scope="row">
                    {label}
                    {message && <small className="field-error">{message}</small>}
                  </th>
                  <td>
                    <input
                      aria-label={`Price of ${label}`}
                      type="number"
                      step="0.01"
                      {...form.register(`variants.${index}.price`, number)}
                    />
                  </td>
                  <td>
                    <input
                      aria-label={`Cost of ${label}`}
                      type="number"
                      step="0.01"
                      {...form.register(`variants.${index}.cost`, number)}
                    />
                  </td>
                  <td>
                    <input
                      aria-label={`Weight of ${label}`}
                      type="number"
                      step="0.001"
                      {...form.register(`variants.${index}.weight`, number)}
                    />
                  </td>
                  <td>
                    <input aria-label={`SKU of ${label}`} {...form.register(`variants.${index}.sku`)} />
                  </td>
                  <td>
                    <input
                      aria-label={`${label} is visible`}
                      type="checkbox"
                      {...form.register(`variants.${index}.visible`)}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="button-row">
        <button type="submit" className="primary" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save variants'}
        </button>
        <button type="button" onClick={() => reset.mutate(id)} disabled={reset.isPending}>
          Reset variants to the product’s values
        </button>
      </div>
      <MutationStatus
        error={update.error ?? reset.error}
        success={(update.isSuccess && 'Variants saved.') || (reset.isSuccess && 'Variants reset.')}
      />
    </form>
  );
}
