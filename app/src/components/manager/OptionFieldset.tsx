import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import type { ProductOptionsValues } from '../../lib/product-options-form';
import { FormField } from '../FormField';

interface OptionFieldsetProps {
  form: UseFormReturn<ProductOptionsValues>;
  index: number;
  onRemove: () => void;
}

/** One option: its name, how it is shown, and its choices. */
export function OptionFieldset({ form, index, onRemove }: OptionFieldsetProps) {
  const choices = useFieldArray({ control: form.control, name: `options.${index}.choices` });
  const errors = form.formState.errors.options?.[index];
  const optionName = form.watch(`options.${index}.name`) || `Option ${index + 1}`;
  const isColor = form.watch(`options.${index}.optionType`) === 'color';
  return (
    <fieldset className="option-fieldset">
      <legend>{optionName}</legend>
      <div className="field-row">
        <FormField label="Option name" error={errors?.name}>
          {(ids) => <input {...ids} {...form.register(`options.${index}.name`)} />}
        </FormField>
        <FormField label="Shown as" error={errors?.optionType}>
          {(ids) => (
            <select {...ids} {...form.register(`options.${index}.optionType`)}>
              <option value="drop_down">List</option>
              <option value="color">Colour swatches</option>
            </select>
          )}
        </FormField>
        <button type="button" className="danger-link" onClick={onRemove}>
          Remove option {optionName}
        </button>
      </div>
      {errors?.choices?.message && <p className="field-error">{errors.choices.message}</p>}
      <ul className="choice-list" aria-label={`Choices of ${optionName}`}>
        {choices.fields.map((choice, choiceIndex) => (
          <li key={choice.id} className="field-row">
            <FormField label={`Choice ${choiceIndex + 1}`} error={errors?.choices?.[choiceIndex]?.description}>
              {(ids) => <input {...ids} {...form.register(`options.${index}.choices.${choiceIndex}.description`)} />}
            </FormField>
            {isColor && (
              <FormField label={`Colour of choice ${choiceIndex + 1}`}>
                {(ids) => (
                  <input {...ids} type="color" {...form.register(`options.${index}.choices.${choiceIndex}.value`)} />
                )}
              </FormField>
            )}
            <button type="button" className="danger-link" onClick={() => choices.remove(choiceIndex)}>
              Remove choice {choiceIndex + 1}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => choices.append({ description: '', value: '' })}>
        Add choice to {optionName}
      </button>
    </fieldset>
  );
}
