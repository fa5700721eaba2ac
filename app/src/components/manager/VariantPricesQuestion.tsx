import { formatMoney } from '../../lib/product-display';

/** A selected product whose variants do not all cost the same, with its lowest and highest variant price. */
export interface ProductWithVariantPrices {
  id: string;
  name: string;
  lowest: number;
  highest: number;
}

interface VariantPricesQuestionProps {
  products: ProductWithVariantPrices[];
  /** The price asked for, formatted. */
  price: string;
  currency: string | undefined;
  onAll: () => void;
  onKeep: () => void;
  onCancel: () => void;
}

/**
 * Names the products whose variants have prices of their own, with their range, and asks whether one price should
 * replace them all or those products keep them.
 */
export function VariantPricesQuestion({
  products,
  price,
  currency,
  onAll,
  onKeep,
  onCancel,
}: VariantPricesQuestionProps) {
  const one = products.length === 1;
  return (
    <div role="alertdialog" aria-label="Products with variant prices" className="confirm bulk-question">
      <p>
        {one ? 'This product has' : 'These products have'} variant prices of {one ? 'its' : 'their'} own:
      </p>
      <ul>
        {products.map((product) => (
          <li key={product.id}>
            {product.name}: {formatMoney(product.lowest, currency)} to {formatMoney(product.highest, currency)}
          </li>
        ))}
      </ul>
      <p>
        Setting the price to {price} gives every one of {one ? 'its' : 'their'} variants that same price.
      </p>
      <button type="button" className="danger" onClick={onAll}>
        Set every variant to {price}
      </button>
      <button type="button" onClick={onKeep}>
        Keep {one ? 'its' : 'their'} variant prices
      </button>
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
