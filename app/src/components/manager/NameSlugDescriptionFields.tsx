import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '../FormField';

/** The three fields a collection or category form starts with. */
export interface NameSlugDescription {
  name: string;
  slug: string;
  description: string;
}

interface NameSlugDescriptionFieldsProps {
  /** What is named, e.g. "Collection": labels read "Collection name" and "Collection description". */
  noun: string;
  register: UseFormRegister<NameSlugDescription>;
  errors: FieldErrors<NameSlugDescription>;
}

/** Name and slug side by side, the description below, each with its validation message. */
export function NameSlugDescriptionFields({ noun, register, errors }: NameSlugDescriptionFieldsProps) {
  return (
    <>
      <div className="field-row">
        <FormField label={`${noun} name`} error={errors.name}>
          {(ids) => <input {...ids} {...register('name')} />}
        </FormField>
        <FormField label="Slug" error={errors.slug} hint="Part of the address; made from the name when empty.">
          {(ids) => <input {...ids} {...register('slug')} />}
        </FormField>
      </div>
      <FormField label={`${noun} description`} error={errors.description}>
        {(ids) => <textarea {...ids} {...register('description')} rows={2} />}
      </FormField>
    </>
  );
}
