import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useBulkAdjustProductProperty, useBulkUpdateProductsProperty } from 'sitekit/react';
import { BULK_ACTIONS, BULK_PROPERTIES, bulkEditForm, type BulkEditFormValues } from '../../lib/bulk-edit-form';
import type { BulkResult } from 'sitekit';
import { FormField } from '../FormField';
import { MutationStatus } from '../StatusViews';
import { SubmitButton } from '../SubmitButton';
import { countOf } from '../../lib/count-words';

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

/** Sets or adjusts the price, cost or weight of the selected products in one request. */
export function BulkEditPanel({ ids }: { ids: string[] }) {
  const form = useForm({ resolver: zodResolver(bulkEditForm), defaultValues: DEFAULTS });
  const update = useBulkUpdateProductsProperty();
  const adjust = useBulkAdjustProductProperty();
  const action = form.watch('action');
  // Every attempt starts without the last outcome, so an old "Updated 3 products." never sits beside a new error.
  const forget = () => {
    update.reset();
    adjust.reset();
  };
  const submit = form.handleSubmit((request) => {
    forget();
    if (request.kind === 'set') update.mutate({ ids, set: request.set });
    else adjust.mutate({ ids, adjust: request.adjust });
  }, forget);
  const busy = update.isPending || adjust.isPending;
  return (
    <form className="bulk-panel" onSubmit={submit} noValidate aria-label="Bulk edit">
      <strong>{ids.length} selected</strong>
      {CHOICE_FIELDS.map(({ name, label, options }) => (
        <FormField key={name} label={label} error={form.formState.errors[name]}>
          {(fieldIds) => (
            <select {...fieldIds} {...form.register(name)}>
              {Object.entries(options).map(([value, optionLabel]) => (
                <option key={value} value={value}>
                  {optionLabel}
                </option>
              ))}
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
      <MutationStatus error={update.error ?? adjust.error} success={summary(update.data ?? adjust.data)} />
    </form>
  );
}
