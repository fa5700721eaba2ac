import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { EMPTY_COLLECTION, collectionForm, type CollectionValues } from '../../lib/collection-form';
import { FormField } from '../FormField';

const resolver = zodResolver(collectionForm) as unknown as Resolver<CollectionValues>;

interface CollectionFormProps {
  values?: CollectionValues;
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: CollectionValues) => void;
  label: string;
}

export function CollectionForm({ values, submitLabel, busy, onSubmit, label }: CollectionFormProps) {
  const form = useForm<CollectionValues>({ resolver, defaultValues: EMPTY_COLLECTION, values });
  const { errors } = form.formState;
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label={label}>
      <div className="field-row">
        <FormField label="Collection name" error={errors.name}>
          {(ids) => <input {...ids} {...form.register('name')} />}
        </FormField>
        <FormField label="Slug" error={errors.slug} hint="Part of the address; made from the name when empty.">
          {(ids) => <input {...ids} {...form.register('slug')} />}
        </FormField>
      </div>
      <FormField label="Collection description" error={errors.description}>
        {(ids) => <textarea {...ids} {...form.register('description')} rows={2} />}
      </FormField>
      <label className="checkbox">
        <input type="checkbox" {...form.register('visible')} /> Visible in the shop
      </label>
      <button type="submit" className="primary" disabled={busy}>
        {busy ? 'Saving…' : submitLabel}
      </button>
    </form>
  );
}
