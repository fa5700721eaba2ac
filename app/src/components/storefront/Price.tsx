import type { PriceText } from '../../lib/product-display';

export function Price({ price }: { price: PriceText }) {
  return (
    <span className="price">
      {price.before && (
        <del>
          <span className="visually-hidden">Was </span>
          {price.before}
        </del>
      )}{' '}
      <strong>{price.current}</strong>
    </span>
  );
}
