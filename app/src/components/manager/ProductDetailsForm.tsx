import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { EMPTY_PRODUCT, optionalNumber, productDetailsForm, type ProductDetailsValues } from '../../lib/product-form';
import { FormField } from '../FormField';
import { SubmitButton } from '../SubmitButton';
import { RichTextFormField } from './RichTextField';
import { useReportUnsaved } from './UnsavedChangesGuard';

interface ProductDetailsFormProps {
  /** The saved values; the form follows them when they change on the server. */
  values?: ProductDetailsValues;
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: ProductDetailsValues) => void;
  /** Extra controls next to the brand and ribbon fields (their remove buttons). */
  brandActions?: ReactNode;
  ribbonActions?: ReactNode;
}

// The schema checks the values as the wire product they are; the form keeps its own (looser) value type.
const resolver = zodResolver(productDetailsForm) as unknown as Resolver<ProductDetailsValues>;

export function ProductDetailsForm({
  values,
  submitLabel,
  busy,
  onSubmit,
  brandActions,
  ribbonActions,
}: ProductDetailsFormProps) {
  const form = useForm<ProductDetailsValues>({ resolver, defaultValues: EMPTY_PRODUCT, values });
  const { errors } = form.formState;
  useReportUnsaved('product details', form.formState.isDirty);
  const number = { setValueAs: optionalNumber };
  const discountType = form.watch('discount.type');
  return (
    <form className="product-form" onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label="Product details">
      <FormField label="Name" error={errors.name}>
        {(ids) => <input {...ids} {...form.register('name')} />}
      </FormField>
      <div className="field-row">
        <FormField label="Product type" error={errors.productType}>
          {(ids) => (
            <select {...ids} {...form.register('productType')}>
              <option value="physical">Physical</option>
              <option value="digital">Digital</option>
            </select>
          )}
        </FormField>
        <FormField label="SKU" error={errors.sku}>
          {(ids) => <input {...ids} {...form.register('sku')} />}
        </FormField>
      </div>
      <RichTextFormField control={form.control} name="description" label="Description" error={errors.description} />
      <div className="field-row">
        <FormField label="Price" error={errors.priceData?.price}>
          {(ids) => <input {...ids} {...form.register('priceData.price', number)} type="number" step="0.01" />}
        </FormField>
        <FormField label="Cost" error={errors.costAndProfitData?.itemCost}>
          {(ids) => (
            <input {...ids} {...form.register('costAndProfitData.itemCost', number)} type="number" step="0.01" />
          )}
        </FormField>
        <FormField label="Weight (kg)" error={errors.weight}>
          {(ids) => <input {...ids} {...form.register('weight', number)} type="number" step="0.001" />}
        </FormField>
      </div>
      <div className="field-row">
        <FormField label="Discount" error={errors.discount?.type}>
          {(ids) => (
            <select {...ids} {...form.register('discount.type')}>
              <option value="NONE">No discount</option>
              <option value="AMOUNT">Amount off</option>
              <option value="PERCENT">Percent off</option>
            </select>
          )}
        </FormField>
        {discountType !== 'NONE' && (
          <FormField label="Discount value" error={errors.discount?.value}>
            {(ids) => <input {...ids} {...form.register('discount.value', number)} type="number" step="0.01" />}
          </FormField>
        )}
      </div>
      <div className="field-row">
        <FormField label="Brand" error={errors.brand}>
          {(ids) => <input {...ids} {...form.register('brand')} />}
        </FormField>
        {brandActions}
        <FormField label="Ribbon" error={errors.ribbon} hint="A short label such as “Sale”.">
          {(ids) => <input {...ids} {...form.register('ribbon')} />}
        </FormField>
        {ribbonActions}
      </div>
      <label className="checkbox">
        <input type="checkbox" {...form.register('visible')} /> Visible in the shop
      </label>
      <SubmitButton busy={busy} label={submitLabel} />
    </form>
  );
}
