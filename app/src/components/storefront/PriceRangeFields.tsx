import { DebouncedInput } from '../DebouncedInput';

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
      <label htmlFor={`${id}-min`}>Minimum price</label>
      <DebouncedInput
        id={`${id}-min`}
        type="number"
        min={0}
        inputMode="decimal"
        placeholder="Min"
        value={minPrice?.toString() ?? ''}
        onCommit={(text) => onChange({ minPrice: toPrice(text) })}
      />
      <label htmlFor={`${id}-max`}>Maximum price</label>
      <DebouncedInput
        id={`${id}-max`}
        type="number"
        min={0}
        inputMode="decimal"
        placeholder="Max"
        value={maxPrice?.toString() ?? ''}
        onCommit={(text) => onChange({ maxPrice: toPrice(text) })}
      />
    </fieldset>
  );
}
