import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useSetCustomizationChoicesV3 } from 'sitekit/react';
import {
  choiceExtraOf,
  choicesBody,
  choicesResolver,
  choicesValuesOf,
  type ChoicesValues,
} from '../../lib/entities-v3/customization-choices-form';
import type { CustomizationV3 } from '../../lib/entities-v3/customization-values';
import { EditorSection } from '../manager/EditorSection';
import { FormField } from '../FormField';
import { MutationStatus } from '../StatusViews';
import { SubmitButton } from '../SubmitButton';

const EXTRA_LABELS = { colorCode: 'Colour', defaultAddedPrice: 'Added price' } as const;

/** A customization's choices: rename, add, remove and, on swatches or modifiers, colour or price; saved in one call. */
export function CustomizationChoicesEditorV3({ customization }: { customization: CustomizationV3 }) {
  const [resolver] = useState(() => choicesResolver(customization));
  const form = useForm<ChoicesValues>({ resolver, defaultValues: choicesValuesOf(customization) });
  const rows = useFieldArray({ control: form.control, name: 'choices' });
  const setChoices = useSetCustomizationChoicesV3();
  const extra = choiceExtraOf(customization);
  const errors = form.formState.errors.choices;
  const save = (values: ChoicesValues) => setChoices.mutate([customization.id!, choicesBody(values, customization)]);
  return (
    <EditorSection title="Choices">
      <form onSubmit={form.handleSubmit(save)} noValidate aria-label={`Choices of ${customization.name}`}>
        {errors?.message && <p className="field-error">{errors.message}</p>}
        <ol className="choice-list">
          {rows.fields.map((row, index) => (
            <li key={row.id} className="field-row">
              <FormField label={`Choice ${index + 1}`} error={errors?.[index]?.name}>
                {(ids) => <input {...ids} {...form.register(`choices.${index}.name`)} />}
              </FormField>
              {extra && (
                <FormField label={`${EXTRA_LABELS[extra]} of choice ${index + 1}`} error={errors?.[index]?.extra}>
                  {(ids) => <input {...ids} {...form.register(`choices.${index}.extra`)} />}
                </FormField>
              )}
              <button type="button" className="danger-link" onClick={() => rows.remove(index)}>
                Remove choice {index + 1}
              </button>
            </li>
          ))}
        </ol>
        <div className="button-row">
          <button type="button" onClick={() => rows.append({ name: '', extra: '' })}>
            Add a choice
          </button>
          <SubmitButton busy={setChoices.isPending} label="Save choices" />
        </div>
      </form>
      <MutationStatus error={setChoices.error} success={setChoices.isSuccess && 'Choices saved.'} />
    </EditorSection>
  );
}
