import { useState } from 'react';
import type { ProductV3 } from 'sitekit';
import { useQueryCustomizationsV3, useUpdateProductV3 } from 'sitekit/react';
import type { SaveOutcome } from '../../hooks/useSaveProductV3';
import {
  draftProblems,
  optionDrafts,
  optionsAndVariantsUpdate,
  removalsOf,
  splitChoices,
  renameInVariants,
  variantDrafts,
  variantsForOptions,
  type OptionDraft,
  type VariantDraft,
} from '../../lib/options-variants-form-v3';
import { plainSaveError } from '../../lib/plain-violations';
import { VARIANT_FIELDS_V3 } from '../../lib/product-fields-v3';
import { TableHead } from '../TableHead';
import { useReportUnsaved } from '../manager/UnsavedChangesGuard';
import { SaveOutcomeView } from './SaveOutcomeView';

const TEXT_FIELDS = [
  { key: 'price', name: 'Price', decimal: true },
  { key: 'compareAtPrice', name: 'Compare-at price', decimal: true },
  { key: 'sku', name: 'SKU', decimal: false },
] as const;
const VARIANT_COLUMNS = ['Variant', ...TEXT_FIELDS.map(({ name }) => name), 'Visible'];
/** The editor names variants by their choices, which the platform sends only when asked. */
const SAVED_FIELDS = { fields: ['VARIANT_OPTION_CHOICE_NAMES' as const, 'CURRENCY' as const] };

const plural = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`);

/** The store's product options by name, which a new option of the same name reuses. */
const CUSTOMIZATIONS_BY_NAME = { sort: [{ fieldName: 'name', order: 'ASC' as const }], cursorPaging: { limit: 100 } };

/** What a save asks before it goes: the question, its name, and the button that saves. */
interface Question {
  title: string;
  text: string;
  confirm: string;
  /** Whether the save takes something away (a red button). */
  removes: boolean;
}

/**
 * The question a product's first options ask: its single default variant becomes one variant per combination of
 * choices, each starting from its prices.
 */
function firstOptionsQuestion(count: number): Question {
  return {
    title: 'Confirm the new variants',
    text:
      `The product's single variant becomes ${plural(count, 'variant', 'variants')}, one for each choice below, ` +
      'each starting from its price and compare-at price as shown. Set their stock under Stock once saved.',
    confirm: 'Save the new variants',
    removes: false,
  };
}

/** A sentence saying what a save would remove, for the merchant to confirm. */
function removalQuestion({ options, variants }: ReturnType<typeof removalsOf>): Question {
  const parts = [
    options.length ? `${plural(options.length, 'option', 'options')} (${options.join(', ')})` : '',
    variants ? `${plural(variants, 'variant', 'variants')} with their prices, SKUs and stock` : '',
  ].filter(Boolean);
  return {
    title: 'Confirm removal',
    text: `Saving removes ${parts.join(' and ')}. This cannot be undone.`,
    confirm: 'Yes, save and remove them',
    removes: true,
  };
}

/**
 * A v3 product's options and variants in one form, saved in one update (the platform takes them together): editing
 * the choices adds or removes variant rows at once; each row sets its price, compare-at price, SKU and visibility.
 * Every field is checked first, and a save that would remove options or variants says how many and asks; a product's
 * first options explain that its single variant becomes the choices' variants. An option named like one of the
 * store's product options reuses it (lib/options-variants-form-v3.ts).
 */
export function OptionsVariantsEditorV3({ product }: { product: ProductV3 }) {
  const [options, setOptions] = useState<OptionDraft[]>(() => optionDrafts(product));
  const [variants, setVariants] = useState<VariantDraft[]>(() => variantDrafts(product));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<Question>();
  const customizations = useQueryCustomizationsV3(CUSTOMIZATIONS_BY_NAME);
  /** The drafts as last loaded or saved: anything else is an unsaved edit. */
  const [saved, setSaved] = useState(() => JSON.stringify([optionDrafts(product), variantDrafts(product)]));
  useReportUnsaved('options and variants', JSON.stringify([options, variants]) !== saved);
  const [outcome, setOutcome] = useState<SaveOutcome>();
  const update = useUpdateProductV3();
  const edited = () => {
    setOutcome(undefined);
    setConfirming(undefined);
  };
  const changeOptions = (next: OptionDraft[], current = variants) => {
    setOptions(next);
    setVariants(variantsForOptions(next, current));
    edited();
  };
  const editOption = (index: number, change: Partial<OptionDraft>) => {
    const before = options[index]!;
    const renamed = change.name === undefined ? variants : renameInVariants(variants, before.name, change.name);
    changeOptions(
      options.map((option, i) => (i === index ? { ...option, ...change } : option)),
      renamed,
    );
  };
  const editVariant = (index: number, change: Partial<VariantDraft>) => {
    setVariants((current) => current.map((variant, i) => (i === index ? { ...variant, ...change } : variant)));
    edited();
  };

  const send = () => {
    setConfirming(undefined);
    update.mutate(
      [
        product.id!,
        optionsAndVariantsUpdate(product, options, variants, customizations.data?.customizations),
        SAVED_FIELDS,
      ],
      {
        onSuccess: (response) => {
          setOptions(optionDrafts(response));
          setVariants(variantDrafts(response));
          setSaved(JSON.stringify([optionDrafts(response), variantDrafts(response)]));
          setOutcome({ ok: true, message: 'Options and variants saved.' });
        },
        onError: (error) => {
          const { violations, summary } = plainSaveError(error, VARIANT_FIELDS_V3);
          setProblems(Object.fromEntries(violations.flatMap((v) => (v.field ? [[v.field, v.message]] : []))));
          const unplaced = violations.filter((v) => !v.field).map((v) => v.message);
          setOutcome({ ok: false, message: [summary, ...unplaced].join(' ') });
        },
      },
    );
  };
  const submit = () => {
    const found = draftProblems(options, variants);
    setProblems(found);
    if (Object.keys(found).length) {
      setOutcome({ ok: false, message: 'Nothing was saved: correct the fields marked.' });
      return;
    }
    const removals = removalsOf(product, options, variants);
    const firstOptions = !product.options?.length && options.some((option) => splitChoices(option.choices).length);
    if (firstOptions) setConfirming(firstOptionsQuestion(variants.length));
    else if (removals.options.length || removals.variants) setConfirming(removalQuestion(removals));
    else send();
  };
  const problemOf = (field: string) => problems[field];

  return (
    <form
      aria-label="Options and variants"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {options.map((option, index) => (
        <fieldset key={option.id ?? index} className="option-row">
          <legend>Option {index + 1}</legend>
          <label>
            Option name{' '}
            <input
              value={option.name}
              aria-invalid={Boolean(problemOf(`options.${index}.name`))}
              onChange={(e) => editOption(index, { name: e.target.value })}
            />
          </label>
          <FieldProblem message={problemOf(`options.${index}.name`)} />
          <label>
            Choices of {option.name || `option ${index + 1}`}{' '}
            <input
              value={option.choices}
              aria-describedby={`choices-hint-${index}`}
              onChange={(e) => editOption(index, { choices: e.target.value })}
            />
          </label>
          <small className="hint" id={`choices-hint-${index}`}>
            Separate the choices with commas, e.g. Small, Medium, Large.
          </small>
          <FieldProblem message={problemOf(`options.${index}.choices`)} />
          <button type="button" className="danger" onClick={() => changeOptions(options.filter((_, i) => i !== index))}>
            Remove option {option.name || index + 1}
          </button>
        </fieldset>
      ))}
      <button type="button" onClick={() => changeOptions([...options, { name: '', choices: '' }])}>
        Add an option
      </button>
      <table className="data-table compact row-list" aria-label="Variants">
        <TableHead columns={VARIANT_COLUMNS} />
        <tbody>
          {variants.map((variant, index) => {
            const label = variant.choices.map(([, choice]) => choice).join(' / ') || 'Default';
            return (
              <tr key={variant.id ?? label}>
                <th scope="row">{label}</th>
                {TEXT_FIELDS.map(({ key, name, decimal }) => (
                  <td key={key} data-label={name}>
                    <input
                      aria-label={`${name} of ${label}`}
                      inputMode={decimal ? 'decimal' : undefined}
                      value={variant[key]}
                      aria-invalid={Boolean(problemOf(`variants.${index}.${key}`))}
                      onChange={(e) => editVariant(index, { [key]: e.target.value })}
                    />
                    <FieldProblem message={problemOf(`variants.${index}.${key}`)} />
                  </td>
                ))}
                <td data-label="Visible">
                  <input
                    type="checkbox"
                    aria-label={`${label} visible`}
                    checked={variant.visible}
                    onChange={(e) => editVariant(index, { visible: e.target.checked })}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {confirming ? (
        <div
          role="alertdialog"
          aria-label={confirming.title}
          className={confirming.removes ? 'variant-removal' : 'variant-removal variant-split'}
        >
          <p>{confirming.text}</p>
          <button type="button" className={confirming.removes ? 'danger' : 'primary'} onClick={send}>
            {confirming.confirm}
          </button>{' '}
          <button type="button" onClick={() => setConfirming(undefined)}>
            Keep editing
          </button>
        </div>
      ) : (
        <div className="form-actions">
          <button type="submit" className="primary" disabled={update.isPending || variants.length === 0}>
            {update.isPending ? 'Saving…' : 'Save options and variants'}
          </button>
          <SaveOutcomeView outcome={outcome} />
        </div>
      )}
    </form>
  );
}

function FieldProblem({ message }: { message: string | undefined }) {
  return message ? <small className="field-error">{message}</small> : null;
}
