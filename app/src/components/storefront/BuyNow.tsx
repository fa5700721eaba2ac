import { useId, useState } from 'react';
import type { CatalogReference } from 'sitekit';
import { useCheckoutRedirect } from '../../hooks/useCheckoutRedirect';
import { MutationStatus } from '../StatusViews';

/** At most this many of one item in one order when the store does not count its stock. */
const MAX_QUANTITY = 99;

export const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

interface BuyNowProps {
  /** The product and variant to buy; undefined until every option is chosen. */
  catalogReference: CatalogReference | undefined;
  /** Whether the chosen variant can be bought now. */
  purchasable: boolean;
  /** How many are in stock; undefined when the store does not count them. */
  inStock: number | undefined;
}

/** A quantity picker capped by the chosen variant's stock, and Buy now, which creates the checkout and goes to it. */
export function BuyNow({ catalogReference, purchasable, inStock }: BuyNowProps) {
  const quantityId = useId();
  const [wanted, setWanted] = useState(1);
  const checkout = useCheckoutRedirect();
  const cap = Math.max(1, Math.min(inStock ?? MAX_QUANTITY, MAX_QUANTITY));
  const quantity = Math.min(wanted, cap);
  const ready = !!catalogReference && purchasable;
  return (
    <div className="buy-now">
      <div className="quantity-field">
        <label htmlFor={quantityId}>Quantity</label>
        <input
          id={quantityId}
          type="number"
          inputMode="numeric"
          min={1}
          max={cap}
          value={quantity}
          disabled={!ready}
          onChange={(event) => setWanted(Math.max(1, Math.min(Math.trunc(Number(event.target.value)) || 1, cap)))}
        />
        {ready && inStock !== undefined && <span className="quantity-cap">{inStock} available</span>}
      </div>
      <button
        type="button"
        className="primary"
        disabled={!ready || checkout.isPending}
        onClick={() => catalogReference && checkout.checkOut([{ quantity, catalogReference }])}
      >
        {checkout.isPending ? 'Opening checkout…' : 'Buy now'}
      </button>
      <MutationStatus error={checkout.error} />
    </div>
  );
}
