import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  useBulkAdjustProductVariantsByFilterV3,
  useBulkDeleteProductsV3,
  useBulkUpdateProductsByFilterV3,
  useBulkUpdateProductVariantsByFilterV3,
} from 'sitekit/react';
import { BULK_ACTIONS_V3, bulkDoneV3, bulkEditFormV3, type BulkEditValuesV3 } from '../../lib/bulk-edit-form-v3';
import { plainSaveError } from '../../lib/plain-violations';
import { FormField } from '../FormField';
import { ConfirmDelete } from '../manager/ConfirmDelete';
import { SubmitButton } from '../SubmitButton';
import { SaveOutcomeView } from './SaveOutcomeView';
import type { SaveOutcome } from '../../hooks/useSaveProductV3';

const DEFAULTS: BulkEditValuesV3 = { action: 'setPrice', value: '' };

/**
 * Changes the selected products of a v3 store at once: sets or changes their prices, shows or hides them, or deletes
 * them after asking. One outcome at a time: a new attempt clears the last one.
 */
export function BulkEditPanelV3({ ids, onDeleted }: { ids: string[]; onDeleted: () => void }) {
  const form = useForm<BulkEditValuesV3>({ resolver: zodResolver(bulkEditFormV3), defaultValues: DEFAULTS });
  const setVariants = useBulkUpdateProductVariantsByFilterV3();
  const adjust = useBulkAdjustProductVariantsByFilterV3();
  const setProducts = useBulkUpdateProductsByFilterV3();
  const remove = useBulkDeleteProductsV3();
  const [outcome, setOutcome] = useState<SaveOutcome>();
  const action = useWatch({ control: form.control, name: 'action' });
  const busy = setVariants.isPending || adjust.isPending || setProducts.isPending;
  const filter = { id: { $in: ids } };

  const run = async ({ action: chosen, value }: BulkEditValuesV3) => {
    if (chosen === 'setPrice')
      await setVariants.mutateAsync([filter, { variant: { price: { actualPrice: { amount: value.trim() } } } }]);
    else if (chosen === 'adjustPrice')
      await adjust.mutateAsync([
        filter,
        { actualPrice: { percentage: Number(value) }, rounding: 'CURRENCY_PRECISION' },
      ]);
    else await setProducts.mutateAsync([{ filter, product: { visible: chosen === 'show' } }]);
  };
  const submit = form.handleSubmit(
    async (values) => {
      setOutcome(undefined);
      await run(values).then(
        () => setOutcome({ ok: true, message: bulkDoneV3(values.action, ids.length) }),
        (error: unknown) => setOutcome({ ok: false, message: plainSaveError(error, []).summary }),
      );
    },
    () => setOutcome(undefined),
  );

  return (
    <form className="bulk-panel" onSubmit={submit} noValidate aria-label="Bulk edit">
      <strong>{ids.length} selected</strong>
      <FormField label="Change" error={form.formState.errors.action}>
        {(fieldIds) => (
          <select {...fieldIds} {...form.register('action', { onChange: () => setOutcome(undefined) })}>
            {Object.entries(BULK_ACTIONS_V3).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {(action === 'setPrice' || action === 'adjustPrice') && (
        <FormField label={action === 'adjustPrice' ? 'Percent' : 'Price'} error={form.formState.errors.value}>
          {(fieldIds) => (
            <input
              {...fieldIds}
              inputMode="decimal"
              {...form.register('value', { onChange: () => setOutcome(undefined) })}
            />
          )}
        </FormField>
      )}
      <SubmitButton busy={busy} label="Apply to selected" busyLabel="Applying…" />
      <ConfirmDelete
        key={ids.join()}
        label="Delete selected"
        question={`Delete ${ids.length === 1 ? 'this product' : `these ${ids.length} products`} for good, with their variants and stock?`}
        pending={remove.isPending}
        error={remove.error && plainSaveError(remove.error, []).summary}
        onConfirm={() => remove.mutate([ids], { onSuccess: onDeleted })}
      />
      <SaveOutcomeView outcome={outcome} />
    </form>
  );
}
