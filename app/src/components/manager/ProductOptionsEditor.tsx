import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useFieldArray, useForm, type Resolver } from 'react-hook-form';
import { useDeleteProductOptions, useUpdateProduct } from 'sitekit/react';
import type { Product } from 'sitekit';
import {
  optionsOf,
  productOptionsBody,
  productOptionsForm,
  type ProductOptionsValues,
} from '../../lib/product-options-form';
import { MutationStatus } from '../StatusViews';
import { OptionFieldset } from './OptionFieldset';
import { SubmitButton } from '../SubmitButton';
import { useReportUnsaved } from './UnsavedChangesGuard';

const resolver = zodResolver(productOptionsForm) as unknown as Resolver<ProductOptionsValues>;

/** The product's options and choices; saving them rebuilds its variants. */
export function ProductOptionsEditor({ product }: { product: Product }) {
  const id = product.id!;
  const values = useMemo(() => optionsOf(product), [product]);
  const form = useForm<ProductOptionsValues>({ resolver, values });
  useReportUnsaved('options and choices', form.formState.isDirty);
  const options = useFieldArray({ control: form.control, name: 'options' });
  const update = useUpdateProduct();
  const removeAll = useDeleteProductOptions();
  const save = form.handleSubmit((formValues) => {
    removeAll.reset();
    if (formValues.options.length === 0) return removeAll.mutate(id);
    update.mutate({ id, product: { productOptions: productOptionsBody(formValues), manageVariants: true } });
  });
  const busy = update.isPending || removeAll.isPending;
  return (
    <form onSubmit={save} noValidate aria-label="Options and choices">
      {options.fields.length === 0 && <p className="muted">No options: the product is sold as it is.</p>}
      {options.fields.map((field, index) => (
        <OptionFieldset key={field.id} form={form} index={index} onRemove={() => options.remove(index)} />
      ))}
      <div className="button-row">
        <button
          type="button"
          onClick={() =>
            options.append({ name: '', optionType: 'drop_down', choices: [{ description: '', value: '' }] })
          }
        >
          Add option
        </button>
        <SubmitButton busy={busy} label="Save options" />
      </div>
      <MutationStatus
        error={update.error ?? removeAll.error}
        success={(update.isSuccess || removeAll.isSuccess) && 'Options saved; the variants follow them.'}
      />
    </form>
  );
}
