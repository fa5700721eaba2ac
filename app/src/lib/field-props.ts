import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** Binds a form's fields for `InputField`: a field's name gives `register`'s props and the field's current error. */
export function fieldProps<Values extends FieldValues>(form: UseFormReturn<Values>) {
  return (name: Path<Values>) => ({ ...form.register(name), error: form.getFieldState(name, form.formState).error });
}
