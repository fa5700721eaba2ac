import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { EntityFieldV3, EntityFormV3 as FormSpec, EntityValuesV3 } from '../../lib/entities-v3/entity-kind';
import { bodyResolver } from '../../lib/entities-v3/entity-form-values';
import { FormField } from '../FormField';
import { RichTextField } from '../manager/RichTextField';
import { SubmitButton } from '../SubmitButton';

interface EntityFormProps {
  form: FormSpec;
  /** The request body the values make; the form checks it against `form.schema` before `onSubmit`. */
  bodyOf: (values: EntityValuesV3) => unknown;
  values: EntityValuesV3;
  label: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: EntityValuesV3) => void;
}

/** The create or edit form of any v3 entity, its fields and checks from the entity kind. */
export function EntityFormV3({ form, bodyOf, values, label, submitLabel, busy, onSubmit }: EntityFormProps) {
  const resolver = useMemo(() => bodyResolver(form, bodyOf), [form, bodyOf]);
  const entityForm = useForm<EntityValuesV3>({ resolver, defaultValues: values });
  const { errors } = entityForm.formState;
  const control = (field: EntityFieldV3) => (ids: Parameters<Parameters<typeof FormField>[0]['children']>[0]) => {
    if (field.richText)
      return (
        <Controller
          control={entityForm.control}
          name={field.name}
          render={({ field: bound }) => (
            <RichTextField
              label={field.label}
              value={bound.value ?? ''}
              onChange={bound.onChange}
              describedBy={ids['aria-describedby']}
            />
          )}
        />
      );
    const registered = { ...ids, ...entityForm.register(field.name) };
    if (field.options)
      return (
        <select {...registered}>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
    return <input {...registered} />;
  };
  return (
    <form onSubmit={entityForm.handleSubmit(onSubmit)} noValidate aria-label={label}>
      {form.fields.map((field) => (
        <FormField key={field.name} label={field.label} hint={field.hint} error={errors[field.name]}>
          {control(field)}
        </FormField>
      ))}
      <SubmitButton busy={busy} label={submitLabel} />
    </form>
  );
}
