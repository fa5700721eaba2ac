import type { ProductV3, SingleProductFieldsOptions } from 'sitekit';
import { useGetProductV3 } from 'sitekit/react';
import { ProductEditorLayout, type ProductEditors } from '../../components/manager/EditorSection';
import { InventoryItemsEditorV3 } from '../../components/manager-v3/InventoryItemsEditorV3';
import { OptionsVariantsEditorV3 } from '../../components/manager-v3/OptionsVariantsEditorV3';
import { ErrorState, LoadingState } from '../../components/StatusViews';
import { useParams } from '../../lib/router';

/** The editor names variants by their choices, which the platform sends only when asked. */
const EDITOR_FIELDS: SingleProductFieldsOptions = { fields: ['VARIANT_OPTION_CHOICE_NAMES', 'CURRENCY'] };

const EDITORS: ProductEditors<ProductV3> = [
  ['Options and variants', OptionsVariantsEditorV3],
  ['Stock', InventoryItemsEditorV3],
];

export function ProductEditorPageV3() {
  const { productId = '' } = useParams();
  const product = useGetProductV3(productId, EDITOR_FIELDS);
  if (product.isPending) return <LoadingState label="Loading the product…" />;
  if (product.isError) return <ErrorState error={product.error} title="This product cannot be edited" />;
  // A saved product comes back with a new revision: the forms start again from what the platform now holds.
  return <ProductEditorLayout key={`${productId}@${product.data.revision}`} product={product.data} editors={EDITORS} />;
}
