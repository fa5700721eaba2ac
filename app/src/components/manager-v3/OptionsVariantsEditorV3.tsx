import { useState } from 'react';
import type { ProductV3 } from 'sitekit';
import { useUpdateProductV3 } from 'sitekit/react';
import {
  optionDrafts,
  optionsAndVariantsUpdate,
  variantDrafts,
  variantsForOptions,
  type OptionDraft,
  type VariantDraft,
} from '../../lib/options-variants-form-v3';
import { MutationStatus } from '../StatusViews';
import { TableHead } from '../TableHead';

const VARIANT_COLUMNS = ['Variant', 'Price', 'Compare-at price', 'SKU', 'Visible'];
const TEXT_FIELDS = [
  { key: 'price', name: 'Price', decimal: true },
  { key: 'compareAtPrice', name: 'Compare-at price', decimal: true },
  { key: 'sku', name: 'SKU', decimal: false },
] as const;

/**
 * A v3 product's options and variants in one form, saved in one update (the platform takes them together): editing
 * the choices adds or removes variant rows at once; each row sets its price, compare-at price, SKU and visibility.
 */
export function OptionsVariantsEditorV3({ product }: { product: ProductV3 }) {
  const [options, setOptions] = useState<OptionDraft[]>(() => optionDrafts(product));
  const [variants, setVariants] = useState<VariantDraft[]>(() => variantDrafts(product));
  const update = useUpdateProductV3();
  const editOption = (index: number, change: Partial<OptionDraft>) => {
    const next = options.map((option, i) => (i === index ? { ...option, ...change } : option));
    setOptions(next);
    setVariants((current) => variantsForOptions(next, current));
  };
  const editVariant = (index: number, change: Partial<VariantDraft>) =>
    setVariants((current) => current.map((variant, i) => (i === index ? { ...variant, ...change } : variant)));

  return (
    <form
      aria-label="Options and variants"
      onSubmit={(e) => {
        e.preventDefault();
        update.mutate([product.id!, optionsAndVariantsUpdate(product, options, variants)]);
      }}
    >
      {options.map((option, index) => (
        <fieldset key={index} className="option-row">
          <legend>Option {index + 1}</legend>
          <label>
            Option name <input value={option.name} onChange={(e) => editOption(index, { name: e.target.value })} />
          </label>
          <label>
            Choices of {option.name || `option ${index + 1}`}{' '}
            <input value={option.choices} onChange={(e) => editOption(index, { choices: e.target.value })} />
          </label>
        </fieldset>
      ))}
      <button type="button" onClick={() => setOptions([...options, { name: '', choices: '' }])}>
        Add an option
      </button>
      <table className="data-table compact" aria-label="Variants">
        <TableHead columns={VARIANT_COLUMNS} />
        <tbody>
          {variants.map((variant, index) => {
            const label = variant.choices.map(([, choice]) => choice).join(' / ') || 'Default';
            return (
              <tr key={variant.id ?? label}>
                <th scope="row">{label}</th>
                {TEXT_FIELDS.map(({ key, name, decimal }) => (
                  <td key={key}>
                    <input
                      aria-label={`${name} of ${label}`}
                      inputMode={decimal ? 'decimal' : undefined}
                      value={variant[key]}
                      onChange={(e) => editVariant(index, { [key]: e.target.value })}
                    />
                  </td>
                ))}
                <td>
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
      <button type="submit" className="primary" disabled={update.isPending || variants.length === 0}>
        Save options and variants
      </button>
      <MutationStatus error={update.error} success={update.isSuccess && 'Options and variants saved.'} />
    </form>
  );
}
