import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useBulkAdjustProductProperty, useBulkUpdateProductsProperty } from 'sitekit/react';
import {
  BULK_ACTIONS,
  BULK_PROPERTIES,
  bulkEditForm,
  variantPricesOf,
  type BulkEditFormValues,
  type BulkRequest,
} from '../../lib/bulk-edit-form';
import { keptVariantPrices } from '../../lib/bulk-edit-form-v3';
import { formatMoney } from '../../lib/product-display';
import type { BulkResult, Product } from 'sitekit';
import { useSetVariantPrices } from '../../hooks/useSetVariantPrices';
import { FormField } from '../FormField';
import { MutationStatus } from '../StatusViews';
import { SubmitButton } from '../SubmitButton';
import { countOf } from '../../lib/count-words';
import { VariantPricesQuestion, type ProductWithVariantPrices } from './VariantPricesQuestion';
import { SelectOptions } from '../SelectOptions';

const DEFAULTS: BulkEditFormValues = { property: 'price', action: 'set', value: Number.NaN, roundToInt: false };

/** The two choices the panel offers as lists: the field's name, its label and its options (value to label). */
const CHOICE_FIELDS = [
  { name: 'property', label: 'Property', options: BULK_PROPERTIES },
  { name: 'action', label: 'Change', options: BULK_ACTIONS },
] as const;

function summary(result: BulkResult | undefined): string | false {
  const meta = result?.bulkActionMetadata;
  if (!meta) return false;
  const failed = (meta.totalFailures ?? 0) + (meta.undetailedFailures ?? 0);
  return `Updated ${countOf(meta.totalSuccesses ?? 0, 'product')}${failed ? `; ${failed} failed` : ''}.`;
}

/**
 * Sets or adjusts the price, cost or weight of the selected products in one request. Setting one price on products
 * whose variants have prices of their own asks first whether to give every variant that price or to leave those
 * products alone.
 */
export function BulkEditPanel({ products }: { products: Product[] }) {
  const form = useForm({ resolver: zodResolver(bulkEditForm), defaultValues: DEFAULTS });
  const update = useBulkUpdateProductsProperty();
  const adjust = useBulkAdjustProductProperty();
  const variantPrices = useSetVariantPrices();
  const action = form.watch('action');
  /** A price waiting for the merchant's answer about the products with variant prices of their own. */
  const [asking, setAsking] = useState<{ kind: 'set'; set: { price: number } }>();
  /** The sentence naming the products that kept their variant prices, shown after the outcome. */
  const [kept, setKept] = useState('');
  const ids = products.map((product) => product.id!);
  const withVariantPrices = variantPricesOf(products);
  const currency = products[0]?.priceData?.currency;
  // Every attempt starts without the last outcome, so an old "Updated 3 products." never sits beside a new error.
  const forget = () => {
    update.reset();
    adjust.reset();
    variantPrices.reset();
    setAsking(undefined);
    setKept('');
  };
  const apply = (request: BulkRequest, keep: ProductWithVariantPrices[] = []) => {
    forget();
    const targets = ids.filter((id) => !keep.some((product) => product.id === id));
    const keptSentence = keep.length ? keptVariantPrices(keep) : '';
    setKept(keptSentence);
    if (targets.length === 0) return;
    if (request.kind === 'set') update.mutate({ ids: targets, set: request.set });
    else adjust.mutate({ ids: targets, adjust: request.adjust });
  };
  const submit = form.handleSubmit((request) => {
    if (request.kind === 'set' && 'price' in request.set && withVariantPrices.length > 0) {
      forget();
      setAsking({ kind: 'set', set: request.set });
    } else apply(request);
  }, forget);
  const done = !variantPrices.isPending && summary(update.data ?? adjust.data);
  const outcome = done ? [done, kept].filter(Boolean).join(' ') : kept && `Nothing changed. ${kept}`;
  const busy = update.isPending || adjust.isPending || variantPrices.isPending;
  return (
    <form className="bulk-panel" onSubmit={submit} noValidate aria-label="Bulk edit">
      <strong>{ids.length} selected</strong>
      {CHOICE_FIELDS.map(({ name, label, options }) => (
        <FormField key={name} label={label} error={form.formState.errors[name]}>
          {(fieldIds) => (
            <select {...fieldIds} {...form.register(name)}>
              <SelectOptions labels={options} />
            </select>
          )}
        </FormField>
      ))}
      <FormField label={action === 'percentage' ? 'Percent' : 'Value'} error={form.formState.errors.value}>
        {(fieldIds) => (
          <input {...fieldIds} {...form.register('value', { valueAsNumber: true })} type="number" step="any" />
        )}
      </FormField>
      {action === 'percentage' && (
        <label className="checkbox">
          <input type="checkbox" {...form.register('roundToInt')} /> Round to whole numbers
        </label>
      )}
      <SubmitButton busy={busy} label="Apply to selected" busyLabel="Applying…" disabled={ids.length === 0} />
      {asking && (
        <VariantPricesQuestion
          products={withVariantPrices}
          price={formatMoney(asking.set.price, currency)}
          currency={currency}
          onAll={() => {
            apply(asking);
            variantPrices.mutate({ productIds: withVariantPrices.map(({ id }) => id), price: asking.set.price });
          }}
          onKeep={() => apply(asking, withVariantPrices)}
          onCancel={() => setAsking(undefined)}
        />
      )}
      <MutationStatus error={update.error ?? adjust.error ?? variantPrices.error} success={outcome} />
    </form>
  );
}
