import { useState } from 'react';
import type { InventoryItem, ProductV3 } from 'sitekit';
import {
  useBulkDecrementInventoryItemsV3,
  useBulkIncrementInventoryItemsV3,
  useQueryInventoryItemsV3,
  useSite,
  useUpdateInventoryItemV3,
} from 'sitekit/react';
import type { SaveOutcome } from '../../hooks/useSaveProductV3';
import { plainSaveError } from '../../lib/plain-violations';
import { SaveOutcomeView } from './SaveOutcomeView';
import { ErrorState, LoadingState } from '../StatusViews';
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
  const [outcome, setOutcome] = useState<SaveOutcome>();
  /** Each change's outcome replaces the last one: "Stock of M / Sand saved." or what went wrong. */
  const told = (label: string) => {
    setOutcome(undefined);
    return {
      onSuccess: () => setOutcome({ ok: true, message: `Stock of ${label} saved.` }),
      onError: (error: unknown) => setOutcome({ ok: false, message: plainSaveError(error, []).summary }),
    };
  };
  if (items.isPending) return <LoadingState label="Loading the stock…" />;
  if (items.isError) return <ErrorState error={items.error} title="The stock cannot be read" />;
  const rows = items.data.inventoryItems ?? [];
  const locationName = locationNames(rows);
  const busy = update.isPending || increment.isPending || decrement.isPending;
  return (
    <>
      <table className="data-table compact row-list" aria-label="Stock">
        <TableHead columns={STOCK_COLUMNS} />
        <tbody>
          {rows.map((item) => {
            const label = item.product?.variantName || 'Default';
            const id = item.id!;
            return (
              <tr key={id}>
                <th scope="row">{label}</th>
                <td title={item.locationId} data-label="Location">
                  {locationName(item.locationId)}
                </td>
                <td data-label="In stock">{item.inStock === false ? 'No' : 'Yes'}</td>
                <td data-label="Quantity">
                  <QuantityField
                    // A new quantity (a set, +1 or −1) starts the box again from it.
                    key={`${item.quantity}@${item.revision}`}
                    item={item}
                    label={label}
                    disabled={busy}
                    onSet={(quantity) => update.mutate([id, { revision: item.revision, quantity }], told(label))}
                  />
                </td>
                <td data-label="Change">
                  {item.trackQuantity ? (
                    <>
                      <button
                        type="button"
                        aria-label={`Add one ${label}`}
                        disabled={busy}
                        onClick={() => increment.mutate([[{ inventoryItemId: id, incrementBy: 1 }]], told(label))}
                      >
                        +1
                      </button>{' '}
                      <button
                        type="button"
                        aria-label={`Take one ${label}`}
                        disabled={busy || (item.quantity ?? 0) <= 0}
                        onClick={() => decrement.mutate([[{ inventoryItemId: id, decrementBy: 1 }]], told(label))}
                      >
                        −1
                      </button>
                    </>
                  ) : (
                    <button
                      type="button"
                      disabled={busy}
                      onClick={() =>
                        update.mutate([id, { revision: item.revision, inStock: item.inStock === false }], told(label))
                      }
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
      <SaveOutcomeView outcome={outcome} />
    </>
  );
}

/**
 * How the table names an item's location. The platform's locations service, which holds their names, is not part of
 * this client: a product stocked in one place shows "Store location", one stocked in several numbers them in order.
 */
function locationNames(rows: readonly InventoryItem[]) {
  const ids = [...new Set(rows.map((item) => item.locationId))];
  return (id: string | undefined) => (ids.length === 1 ? 'Store location' : `Location ${ids.indexOf(id) + 1}`);
}

function QuantityField(props: { item: InventoryItem; label: string; disabled: boolean; onSet: (n: number) => void }) {
  const { item, label, disabled, onSet } = props;
  const [draft, setDraft] = useState(item.trackQuantity ? String(item.quantity ?? 0) : '');
  const [problem, setProblem] = useState('');
  return (
    <form
      className="inline-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const quantity = Number(draft);
        const whole = /^\s*\d+\s*$/.test(draft) && quantity <= 99999;
        setProblem(whole ? '' : 'Write a whole number from 0 to 99999');
        if (whole) onSet(quantity);
      }}
    >
      <input
        aria-label={`Quantity of ${label}`}
        type="number"
        min={0}
        placeholder={item.trackQuantity ? undefined : 'Not tracked'}
        value={draft}
        aria-invalid={Boolean(problem)}
        onChange={(e) => setDraft(e.target.value)}
      />{' '}
      <button type="submit" disabled={disabled}>
        Set
      </button>
      {problem && (
        <small className="field-error" role="alert">
          {problem}
        </small>
      )}
    </form>
  );
}
