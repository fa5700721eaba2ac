import { Fragment } from 'react';
import type { FilterDraft } from '../../hooks/useDraftFilters';
import { DebouncedInput } from '../DebouncedInput';

const BOUNDS = [
  { key: 'min', label: 'Minimum price', placeholder: 'Min' },
  { key: 'max', label: 'Maximum price', placeholder: 'Max' },
] as const;

interface PriceRange {
  minPrice: number | undefined;
  maxPrice: number | undefined;
}

const toPrice = (text: string) => (text.trim() === '' || Number.isNaN(Number(text)) ? undefined : Number(text));

/** The price filter: a minimum and a maximum, applied once typing pauses. */
export function PriceRangeFields({ id, filters, onChange }: FilterDraft<PriceRange>) {
  return (
    <fieldset className="price-range">
      <legend>Price</legend>
      {BOUNDS.map(({ key, label, placeholder }) => (
        <Fragment key={key}>
          <label htmlFor={`${id}-${key}`}>{label}</label>
          <DebouncedInput
            id={`${id}-${key}`}
            name={key}
            type="number"
            min={0}
            inputMode="decimal"
            placeholder={placeholder}
            value={(key === 'min' ? filters.minPrice : filters.maxPrice)?.toString() ?? ''}
            onCommit={(text) => onChange(key === 'min' ? { minPrice: toPrice(text) } : { maxPrice: toPrice(text) })}
          />
        </Fragment>
      ))}
    </fieldset>
  );
}
