import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { ProductV3 } from 'sitekit';
import {
  useBulkAdjustProductVariantsByFilterV3,
  useBulkDeleteProductsV3,
  useBulkUpdateProductsByFilterV3,
  useBulkUpdateProductVariantsByFilterV3,
} from 'sitekit/react';
import {
  BULK_ACTIONS_V3,
  bulkDoneV3,
  bulkEditFormV3,
  keptVariantPrices,
  namesOf,
  variantPricesOf,
  type BulkEditValuesV3,
} from '../../lib/bulk-edit-form-v3';
import { formatMoney } from '../../lib/product-display';
import { plainSaveError } from '../../lib/plain-violations';
import { FormField } from '../FormField';
import { ConfirmDelete } from '../manager/ConfirmDelete';
import { VariantPricesQuestion } from '../manager/VariantPricesQuestion';
import { SubmitButton } from '../SubmitButton';
import { SaveOutcomeView } from './SaveOutcomeView';
import type { SaveOutcome } from '../../hooks/useSaveProductV3';
import { SelectOptions } from '../SelectOptions';

const DEFAULTS: BulkEditValuesV3 = { action: 'setPrice', value: '' };

interface BulkEditPanelV3Props {
  /** The ticked products, all on the page shown. */
  products: ProductV3[];
  onDeleted: () => void;
}

/**
 * Changes the selected products of a v3 store at once: sets or changes their prices, shows or hides them, or deletes
 * them after asking, naming each. Setting one price on products whose variants have prices of their own asks first
 * whether to give every variant that price or to leave those products alone. One outcome at a time.
 */
export function BulkEditPanelV3({ products, onDeleted }: BulkEditPanelV3Props) {
  const form = useForm<BulkEditValuesV3>({ resolver: zodResolver(bulkEditFormV3), defaultValues: DEFAULTS });
  const setVariants = useBulkUpdateProductVariantsByFilterV3();
  const adjust = useBulkAdjustProductVariantsByFilterV3();
  const setProducts = useBulkUpdateProductsByFilterV3();
  const remove = useBulkDeleteProductsV3();
  const [outcome, setOutcome] = useState<SaveOutcome>();
  /** A price waiting for the merchant's answer about the products with variant prices of their own. */
  const [asking, setAsking] = useState<BulkEditValuesV3>();
  const action = useWatch({ control: form.control, name: 'action' });
  const busy = setVariants.isPending || adjust.isPending || setProducts.isPending;
  const ids = products.map((product) => product.id!);
  const withVariantPrices = variantPricesOf(products);
  const currency = products[0]?.currency;

  const run = async ({ action: chosen, value }: BulkEditValuesV3, targets: string[]) => {
    const filter = { id: { $in: targets } };
    if (chosen === 'setPrice')
      await setVariants.mutateAsync([filter, { variant: { price: { actualPrice: { amount: value.trim() } } } }]);
    else if (chosen === 'adjustPrice')
      await adjust.mutateAsync([
        filter,
        { actualPrice: { percentage: Number(value) }, rounding: 'CURRENCY_PRECISION' },
      ]);
    else await setProducts.mutateAsync([{ filter, product: { visible: chosen === 'show' } }]);
  };
  const apply = async (values: BulkEditValuesV3, keep: ProductV3[] = []) => {
    setAsking(undefined);
    setOutcome(undefined);
    const targets = ids.filter((id) => !keep.some((product) => product.id === id));
    const kept = keep.length ? ` ${keptVariantPrices(keep)}` : '';
    if (targets.length === 0) {
      setOutcome({ ok: true, message: `Nothing changed.${kept}` });
      return;
    }
    await run(values, targets).then(
      () => setOutcome({ ok: true, message: `${bulkDoneV3(values.action, targets.length)}${kept}` }),
      (error: unknown) => setOutcome({ ok: false, message: plainSaveError(error, []).summary }),
    );
  };
  const submit = form.handleSubmit(
    async (values) => {
      if (values.action === 'setPrice' && withVariantPrices.length > 0) {
        setOutcome(undefined);
        setAsking(values);
      } else await apply(values);
    },
    () => setOutcome(undefined),
  );
  const forget = () => {
    setOutcome(undefined);
    setAsking(undefined);
  };

  return (
    <form className="bulk-panel" onSubmit={submit} noValidate aria-label="Bulk edit">
      <strong>{products.length} selected</strong>
      <FormField label="Change" error={form.formState.errors.action}>
        {(fieldIds) => (
          <select {...fieldIds} {...form.register('action', { onChange: forget })}>
            <SelectOptions labels={BULK_ACTIONS_V3} />
          </select>
        )}
      </FormField>
      {(action === 'setPrice' || action === 'adjustPrice') && (
        <FormField label={action === 'adjustPrice' ? 'Percent' : 'Price'} error={form.formState.errors.value}>
          {(fieldIds) => <input {...fieldIds} inputMode="decimal" {...form.register('value', { onChange: forget })} />}
        </FormField>
      )}
      <SubmitButton busy={busy} label="Apply to selected" busyLabel="Applying…" />
      <ConfirmDelete
        key={ids.join()}
        label="Delete selected"
        question={`Delete ${namesOf(products)} for good, with ${products.length === 1 ? 'its' : 'their'} variants and stock?`}
        pending={remove.isPending}
        error={remove.error && plainSaveError(remove.error, []).summary}
        onConfirm={() => remove.mutate([ids], { onSuccess: onDeleted })}
      />
      {asking && (
        <VariantPricesQuestion
          products={withVariantPrices.map((product) => ({
            id: product.id!,
            name: product.name ?? 'a product',
            lowest: Number(product.actualPriceRange?.minValue?.amount),
            highest: Number(product.actualPriceRange?.maxValue?.amount),
          }))}
          price={formatMoney(Number(asking.value), currency)}
          currency={currency}
          onAll={() => void apply(asking)}
          onKeep={() => void apply(asking, withVariantPrices)}
          onCancel={() => setAsking(undefined)}
        />
      )}
      <SaveOutcomeView outcome={outcome} />
    </form>
  );
}
