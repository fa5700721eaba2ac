import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useResetAllProductVariantData, useUpdateProductVariants } from 'sitekit/react';
import type { Product, VariantOverride } from 'sitekit';
import { optionalNumber } from '../../lib/product-form';
import { variantLabel, variantsForm, variantsOf, type VariantsValues } from '../../lib/variants-form';
import { MutationStatus } from '../StatusViews';
import { TableHead } from '../TableHead';
import { SubmitButton } from '../SubmitButton';
import { useReportUnsaved } from './UnsavedChangesGuard';

// The resolver turns the rows into the overrides `updateProductVariants` takes.
const resolver = zodResolver(variantsForm) as unknown as Resolver<VariantsValues, unknown, VariantOverride[]>;

const NUMBER_FIELDS = [
  { field: 'price', label: 'Price', step: '0.01' },
  { field: 'cost', label: 'Cost', step: '0.01' },
  { field: 'weight', label: 'Weight', step: '0.001' },
] as const;
const COLUMNS = ['Variant', ...NUMBER_FIELDS.map(({ label }) => label), 'SKU', 'Visible'];

/** Price, cost, weight, SKU and visibility of each variant. */
export function VariantsEditor({ product }: { product: Product }) {
  const id = product.id!;
  const values = useMemo(() => variantsOf(product), [product]);
  const form = useForm<VariantsValues, unknown, VariantOverride[]>({ resolver, values });
  const update = useUpdateProductVariants();
  const reset = useResetAllProductVariantData();
  const variants = product.variants ?? [];
  const errors = form.formState.errors.variants;
  useReportUnsaved('variants', form.formState.isDirty);
  const number = { setValueAs: optionalNumber };
  if (variants.length === 0) return <p className="muted">This product has no variants.</p>;
  return (
    <form
      onSubmit={form.handleSubmit((overrides) => update.mutate({ id, variants: overrides }))}
      noValidate
      aria-label="Variants"
    >
      <div className="table-scroll">
        <table className="data-table compact row-list" aria-label="Variants">
          <TableHead columns={COLUMNS} />
          <tbody>
            {variants.map((variant, index) => {
              const label = variantLabel(variant);
              const rowErrors = errors?.[index];
              const message = NUMBER_FIELDS.map(({ field }) => rowErrors?.[field]?.message).find(Boolean);
              return (
                <tr key={variant.id}>
                  <th scope="row">
                    {label}
                    {message && <small className="field-error">{message}</small>}
                  </th>
                  {NUMBER_FIELDS.map(({ field, label: column, step }) => (
                    <td key={field} data-label={column}>
                      <input
                        aria-label={`${column} of ${label}`}
                        type="number"
                        step={step}
                        {...form.register(`variants.${index}.${field}`, number)}
                      />
                    </td>
                  ))}
                  <td data-label="SKU">
                    <input aria-label={`SKU of ${label}`} {...form.register(`variants.${index}.sku`)} />
                  </td>
                  <td data-label="Visible">
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
        <SubmitButton busy={update.isPending} label="Save variants" />
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
