import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetProductOptionsAvailability } from 'sitekit/react';
import type { MediaItem, Product } from 'sitekit';
import { priceText } from '../../lib/product-display';
import { MutationStatus } from '../StatusViews';
import { BuyNow, STORES_APP_ID } from './BuyNow';
import { ChoicePicker } from './ChoicePicker';
import { Price } from './Price';

interface ProductPurchaseProps {
  product: Product;
  /** Reports the pictures of the chosen choices, for the gallery. */
  onChoiceMedia: (media: MediaItem[]) => void;
}

/** Choosing options, seeing the chosen variant's price and stock, and buying a quantity of it. */
export function ProductPurchase({ product, onChoiceMedia }: ProductPurchaseProps) {
  const options = product.productOptions ?? [];
  const [selected, setSelected] = useState<Record<string, string>>({});
  const availability = useGetProductOptionsAvailability(product.id!, selected, {
    enabled: Object.keys(selected).length > 0,
    placeholderData: keepPreviousData,
  });
  const allChosen = options.every((option) => option.name && selected[option.name]);
  const variant = allChosen ? availability.data?.selectedVariant : undefined;
  const purchasable = options.length === 0 ? product.stock?.inStock !== false : availability.data?.availableForPurchase;
  const inStock = options.length === 0 ? product.stock?.quantity : variant?.quantity;
  // A V1 line item names its variant by a choice per option (the platform's V1 e-commerce integration).
  const catalogReference =
    allChosen && (options.length === 0 || variant)
      ? { catalogItemId: product.id!, appId: STORES_APP_ID, options: { options: selected } }
      : undefined;

  const choose = (optionName: string, choice: string) => {
    const next = { ...selected, [optionName]: choice };
    setSelected(next);
    const option = options.find((o) => o.name === optionName);
    const media = option?.choices?.find((c) => c.description === choice)?.media?.items;
    if (media?.length) onChoiceMedia(media);
  };

  return (
    <div className="purchase">
      <p className="purchase-price">
        <Price price={priceText(variant?.price ?? product.priceData ?? product.price)} />
      </p>
      {options.map((option) => (
        <ChoicePicker
          key={option.name}
          option={option}
          availability={availability.data?.productOptions?.find((o) => o.name === option.name)}
          selected={option.name ? selected[option.name] : undefined}
          onSelect={(choice) => choose(option.name!, choice)}
        />
      ))}
      {availability.isError && <MutationStatus error={availability.error} />}
      <p className="variant-summary" role="status" aria-live="polite">
        {options.length > 0 && !allChosen && 'Choose every option to see the exact price and stock.'}
        {variant && (
          <>
            SKU {variant.sku ?? '—'} · {variant.inStock === false ? 'Sold out' : 'In stock'}
            {variant.quantity !== undefined && variant.inStock !== false && ` (${variant.quantity} left)`}
          </>
        )}
      </p>
      <BuyNow
        catalogReference={catalogReference}
        purchasable={!!purchasable}
        inStock={product.stock?.trackInventory === false ? undefined : inStock}
      />
    </div>
  );
}
