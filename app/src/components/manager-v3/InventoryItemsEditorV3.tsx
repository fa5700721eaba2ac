import { useState } from 'react';
import type { InventoryItem, ProductV3 } from 'sitekit';
import {
  useBulkDecrementInventoryItemsV3,
  useBulkIncrementInventoryItemsV3,
  useQueryInventoryItemsV3,
  useSite,
  useUpdateInventoryItemV3,
} from 'sitekit/react';
import { ErrorState, LoadingState, MutationStatus } from '../StatusViews';
import { TableHead } from '../TableHead';

const STOCK_COLUMNS = ['Variant', 'Location', 'In stock', 'Quantity', 'Change'];

/**
 * Stock per variant and location from the product's inventory items: set a quantity (which tracks it), mark an
 * untracked item in or out of stock, or add or take one. The hooks refresh the items and the product afterwards.
 */
export function InventoryItemsEditorV3({ product }: { product: ProductV3 }) {
  const site = useSite();
  const items = useQueryInventoryItemsV3(
    site.inventoryItemsV3.queryInventoryItems().eq('productId', product.id).ascending('locationId').limit(100),
  );
  const update = useUpdateInventoryItemV3();
  const increment = useBulkIncrementInventoryItemsV3();
  const decrement = useBulkDecrementInventoryItemsV3();
  if (items.isPending) return <LoadingState label="Loading the stock…" />;
  if (items.isError) return <ErrorState error={items.error} title="The stock cannot be read" />;
  const rows = items.data.inventoryItems ?? [];
  const busy = update.isPending || increment.isPending || decrement.isPending;
  return (
    <>
      <table className="data-table compact" aria-label="Stock">
        <TableHead columns={STOCK_COLUMNS} />
        <tbody>
          {rows.map((item) => {
            const label = item.product?.variantName || 'Default';
            const id = item.id!;
            return (
              <tr key={id}>
                <th scope="row">{label}</th>
                <td>{item.locationId}</td>
                <td>{item.inStock === false ? 'No' : 'Yes'}</td>
                <td>
                  <QuantityField
                    item={item}
                    label={label}
                    disabled={busy}
                    onSet={(quantity) => update.mutate([id, { revision: item.revision, quantity }])}
                  />
                </td>
                <td>
                  {item.trackQuantity ? (
                    <>
                      <button
                        type="button"
                        aria-label={`Add one ${label}`}
                        disabled={busy}
                        onClick={() => increment.mutate([[{ inventoryItemId: id, incrementBy: 1 }]])}
                      >
                        +1
                      </button>{' '}
                      <button
                        type="button"
                        aria-label={`Take one ${label}`}
                        disabled={busy || (item.quantity ?? 0) <= 0}
                        onClick={() => decrement.mutate([[{ inventoryItemId: id, decrementBy: 1 }]])}
                      >
                        −1
                      </button>
                    </>
                  ) : (
                    <button
                      type="button"
                      disabled={busy}
                      onClick={() => update.mutate([id, { revision: item.revision, inStock: item.inStock === false }])}
                    >
                      {item.inStock === false ? `Mark ${label} in stock` : `Mark ${label} out of stock`}
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <MutationStatus error={update.error ?? increment.error ?? decrement.error} />
    </>
  );
}

function QuantityField(props: { item: InventoryItem; label: string; disabled: boolean; onSet: (n: number) => void }) {
  const { item, label, disabled, onSet } = props;
  const [draft, setDraft] = useState(item.trackQuantity ? String(item.quantity ?? 0) : '');
  const quantity = Number(draft);
  return (
    <form
      className="inline-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (draft.trim() !== '' && Number.isInteger(quantity) && quantity >= 0) onSet(quantity);
      }}
    >
      <input
        aria-label={`Quantity of ${label}`}
        type="number"
        min={0}
        placeholder={item.trackQuantity ? undefined : 'Not tracked'}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
      />{' '}
      <button type="submit" disabled={disabled}>
        Set
      </button>
    </form>
  );
}
