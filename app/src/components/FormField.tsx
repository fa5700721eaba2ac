import { useId, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';

interface FormFieldProps {
  label: string;
  error?: FieldError | { message?: string };
  hint?: ReactNode;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (ids: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactElement;
}

/** A labelled form control with its hint and validation message. */
export function FormField({ label, error, hint, children }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error?.message ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error?.message), 'aria-describedby': describedBy })}
      {hint && (
        <small id={hintId} className="hint">
          {hint}
        </small>
      )}
      {error?.message && (
        <small id={errorId} className="field-error">
          {error.message}
        </small>
      )}
    </div>
  );
}

type InputFieldProps = Omit<FormFieldProps, 'children'> & ComponentProps<'input'>;

/** A labelled `<input>`: the props besides the label, hint and error (e.g. `register`'s) go to the input. */
export function InputField({ label, error, hint, ...input }: InputFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(ids) => <input {...ids} {...input} />}
    </FormField>
  );
}
