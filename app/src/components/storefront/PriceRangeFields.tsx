import { Fragment } from 'react';
import { DebouncedInput } from '../DebouncedInput';

const BOUNDS = [
  { key: 'min', label: 'Minimum price', placeholder: 'Min' },
  { key: 'max', label: 'Maximum price', placeholder: 'Max' },
] as const;

interface PriceRangeFieldsProps {
  /** Prefix of the inputs' ids. */
  id: string;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  onChange: (change: { minPrice?: number; maxPrice?: number }) => void;
}

const toPrice = (text: string) => (text.trim() === '' || Number.isNaN(Number(text)) ? undefined : Number(text));

/** The price filter: a minimum and a maximum, applied once typing pauses. */
export function PriceRangeFields({ id, minPrice, maxPrice, onChange }: PriceRangeFieldsProps) {
  return (
    <fieldset className="price-range">
      <legend>Price</legend>
      {BOUNDS.map(({ key, label, placeholder }) => (
        <Fragment key={key}>
          <label htmlFor={`${id}-${key}`}>{label}</label>
          <DebouncedInput
            id={`${id}-${key}`}
            type="number"
            min={0}
            inputMode="decimal"
            placeholder={placeholder}
            value={(key === 'min' ? minPrice : maxPrice)?.toString() ?? ''}
            onCommit={(text) => onChange(key === 'min' ? { minPrice: toPrice(text) } : { maxPrice: toPrice(text) })}
          />
        </Fragment>
      ))}
    </fieldset>
  );
}
