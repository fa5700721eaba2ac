import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';
import { EMPTY_CATEGORY, type CategoryValues } from '../../lib/category-form';
import { NameSlugDescriptionFields } from '../manager/NameSlugDescriptionFields';
import { SubmitButton } from '../SubmitButton';

interface CategoryFormV3Props {
  /** The schema the values must meet: the new-category or the update form. */
  schema: z.ZodMiniType;
  values?: CategoryValues;
  label: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: CategoryValues) => void;
  /** More fields before the button, e.g. the parent of a new category. */
  children?: ReactNode;
}

/** A category's name, slug and description, validated before anything is sent. */
export function CategoryFormV3({ schema, values, label, submitLabel, busy, onSubmit, children }: CategoryFormV3Props) {
  // `raw`: the schema checks the category as it will be sent; the form keeps the values as typed.
  const resolver = useMemo(
    () => zodResolver(schema as never, undefined, { raw: true }) as unknown as Resolver<CategoryValues>,
    [schema],
  );
  const form = useForm<CategoryValues>({ resolver, defaultValues: EMPTY_CATEGORY, values });
  const { errors } = form.formState;
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label={label}>
      <NameSlugDescriptionFields noun="Category" register={form.register} errors={errors} />
      {children}
      <SubmitButton busy={busy} label={submitLabel} />
    </form>
  );
}
