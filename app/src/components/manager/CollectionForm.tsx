import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver, type UseFormRegister } from 'react-hook-form';
import { EMPTY_COLLECTION, collectionForm, type CollectionValues } from '../../lib/collection-form';
import { NameSlugDescriptionFields, type NameSlugDescription } from './NameSlugDescriptionFields';
import { SubmitButton } from '../SubmitButton';

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
      <NameSlugDescriptionFields
        noun="Collection"
        register={form.register as unknown as UseFormRegister<NameSlugDescription>}
        errors={errors}
      />
      <label className="checkbox">
        <input type="checkbox" {...form.register('visible')} /> Visible in the shop
      </label>
      <SubmitButton busy={busy} label={submitLabel} />
    </form>
  );
}
