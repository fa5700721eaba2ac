import { useState } from 'react';
import {
  useDecrementInventory,
  useGetInventoryVariants,
  useIncrementInventory,
  useUpdateInventoryVariants,
} from 'sitekit/react';
import type { Product } from 'sitekit';
import { variantLabel } from '../../lib/variants-form';
import { ErrorState, LoadingState, MutationStatus } from '../StatusViews';
import { TableHead } from '../TableHead';

/**
 * Stock per variant from the product's v1 inventory item: set a quantity, or add or take one. Every change goes to
 * the platform; the hooks refresh the product, its variants and this table afterwards.
 */
export function StockEditor({ product }: { product: Product }) {
  const inventoryId = product.inventoryItemId ?? '';
  const inventory = useGetInventoryVariants(inventoryId, { productId: product.id }, { enabled: inventoryId !== '' });
  const update = useUpdateInventoryVariants();
  const increment = useIncrementInventory();
  const decrement = useDecrementInventory();
  if (!inventoryId) return <p className="muted">This product has no inventory item.</p>;
  if (inventory.isPending) return <LoadingState label="Loading the stock…" />;
  if (inventory.isError) return <ErrorState error={inventory.error} title="The stock cannot be read" />;
  const item = inventory.data.inventoryItem;
  const productId = product.id!;
  const tracked = item?.trackQuantity === true;
  const stockOf = (variantId: string) => item?.variants?.find((v) => v.variantId === variantId);
  const change = { productId };
  return (
    <div>
      {!tracked && (
        <p>
          Quantities are not tracked.{' '}
          <button
            type="button"
            disabled={update.isPending}
            onClick={() => update.mutate({ productId, inventoryItem: { trackQuantity: true } })}
          >
            Track quantities
          </button>
        </p>
      )}
      <table className="data-table compact row-list" aria-label="Stock">
        <TableHead columns={['Variant', 'In stock', 'Quantity', ...(tracked ? ['Change'] : [])]} />
        <tbody>
          {(product.variants ?? []).map((variant) => {
            const label = variantLabel(variant);
            const stock = stockOf(variant.id!);
            const variantId = variant.id!;
            return (
              <tr key={variantId}>
                <th scope="row">{label}</th>
                <td data-label="In stock">{stock?.inStock ? 'Yes' : 'No'}</td>
                <td aria-label={`Quantity of ${label}`} data-label="Quantity">
                  {tracked ? (stock?.quantity ?? 0) : '—'}
                </td>
                {tracked && (
                  <td className="stock-actions" data-label="Change">
                    <button
                      type="button"
                      aria-label={`Take one of ${label}`}
                      disabled={decrement.isPending || (stock?.quantity ?? 0) <= 0}
                      onClick={() => decrement.mutate([{ ...change, variantId, decrementBy: 1 }])}
                    >
                      −
                    </button>
                    <button
                      type="button"
                      aria-label={`Add one of ${label}`}
                      disabled={increment.isPending}
                      onClick={() => increment.mutate([{ ...change, variantId, incrementBy: 1 }])}
                    >
                      +
                    </button>
                    <SetQuantity
                      label={label}
                      busy={update.isPending}
                      onSet={(quantity) =>
                        update.mutate({
                          productId,
                          inventoryItem: { trackQuantity: true, variants: [{ variantId, quantity }] },
                        })
                      }
                    />
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      <MutationStatus error={update.error ?? increment.error ?? decrement.error} />
    </div>
  );
}

function SetQuantity({ label, busy, onSet }: { label: string; busy: boolean; onSet: (quantity: number) => void }) {
  const [text, setText] = useState('');
  const quantity = Number(text);
  const valid = text.trim() !== '' && Number.isInteger(quantity) && quantity >= 0;
  return (
    <form
      className="inline-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid) return;
        onSet(quantity);
        setText('');
      }}
    >
      <input
        aria-label={`New quantity of ${label}`}
        type="number"
        min={0}
        step={1}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" disabled={busy || !valid} aria-label={`Set the quantity of ${label}`}>
        Set
      </button>
    </form>
  );
}
