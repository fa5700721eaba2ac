import { DebouncedInput } from '../DebouncedInput';

/** The search box of a "find products to add" list; the text applies after a pause in typing. */
export function FindProductsField({ value, onCommit }: { value: string; onCommit: (text: string) => void }) {
  return (
    <label>
      Find products to add <DebouncedInput type="search" value={value} onCommit={onCommit} />
    </label>
  );
}
