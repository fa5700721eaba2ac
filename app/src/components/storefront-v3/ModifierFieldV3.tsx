import { useId } from 'react';
import type { ProductV3 } from 'sitekit';
import { formatMoney } from '../../lib/product-display';

type ConnectedModifier = NonNullable<ProductV3['modifiers']>[number];

interface ModifierFieldV3Props {
  modifier: ConnectedModifier;
  currency: string | undefined;
  value: string;
  onChange: (value: string) => void;
}

/** A modifier the buyer fills in: free text (engraving, a note) or one of its choices, with any added price. */
export function ModifierFieldV3({ modifier, currency, value, onChange }: ModifierFieldV3Props) {
  const id = useId();
  const label = `${modifier.name ?? ''}${modifier.mandatory ? ' (required)' : ''}`;
  if (modifier.modifierRenderType === 'FREE_TEXT') {
    const settings = modifier.freeTextSettings;
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          value={value}
          maxLength={settings?.maxCharCount}
          placeholder={settings?.title}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
    );
  }
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">None</option>
        {(modifier.choicesSettings?.choices ?? []).map((choice) => (
          <option key={choice.name} value={choice.name}>
            {choice.name}
            {choice.addedPrice &&
              Number(choice.addedPrice) > 0 &&
              ` (+${formatMoney(Number(choice.addedPrice), currency)})`}
          </option>
        ))}
      </select>
    </div>
  );
}
