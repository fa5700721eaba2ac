import { labelOfAvailability, type Availability } from '../../lib/product-display';

interface StockStatusProps {
  availability: Availability;
  /** A line of its own (a product page) rather than a word in a card's line. */
  block?: boolean;
}

/** "In stock", "Some options sold out" or "Out of stock", each in its own colour. */
export function StockStatus({ availability, block = false }: StockStatusProps) {
  const className = `stock stock-${availability}`;
  const label = labelOfAvailability(availability);
  return block ? (
    <p className={className} role="status">
      {label}
    </p>
  ) : (
    <span className={className}>{label}</span>
  );
}
