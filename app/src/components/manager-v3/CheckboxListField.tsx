import { Controller, type UseFormReturn } from 'react-hook-form';
import type { ProductValuesV3 } from '../../lib/product-form-v3';

interface CheckboxListFieldProps {
  form: UseFormReturn<ProductValuesV3>;
  name: 'categoryIds' | 'infoSectionIds' | 'modifierIds';
  label: string;
  choices: ReadonlyArray<{ id: string; label: string }>;
  /** Shown when there is nothing to pick. */
  empty: string;
}

/** A list of ticks over entities, its value the ids ticked in the order the list shows them. */
export function CheckboxListField({ form, name, label, choices, empty }: CheckboxListFieldProps) {
  const error = form.formState.errors[name];
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <fieldset className="checkbox-list" aria-invalid={Boolean(error)}>
          <legend>{label}</legend>
          {choices.length === 0 && <p className="hint">{empty}</p>}
          {choices.map((choice) => (
            <label key={choice.id} className="checkbox">
              <input
                type="checkbox"
                checked={field.value.includes(choice.id)}
                onChange={(e) =>
                  field.onChange(
                    e.target.checked
                      ? choices.map((c) => c.id).filter((id) => id === choice.id || field.value.includes(id))
                      : field.value.filter((id) => id !== choice.id),
                  )
                }
              />{' '}
              {choice.label}
            </label>
          ))}
          {error?.message && <small className="field-error">{error.message}</small>}
        </fieldset>
      )}
    />
  );
}
