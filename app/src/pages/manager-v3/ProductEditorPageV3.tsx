import { useState } from 'react';
import type { ProductV3, SingleProductFieldsOptions } from 'sitekit';
import { useGetProductV3 } from 'sitekit/react';
import { EditorSection, ProductEditorLayout, type ProductEditors } from '../../components/manager/EditorSection';
import { DeleteProductButtonV3 } from '../../components/manager-v3/DeleteProductButtonV3';
import { InventoryItemsEditorV3 } from '../../components/manager-v3/InventoryItemsEditorV3';
import { OptionsVariantsEditorV3 } from '../../components/manager-v3/OptionsVariantsEditorV3';
import { ProductDetailsFormV3 } from '../../components/manager-v3/ProductDetailsFormV3';
import { ErrorState, LoadingState } from '../../components/StatusViews';
import { PRODUCT_EDITOR_FIELDS_V3 } from '../../lib/product-form-v3';
import { Link, useParams, useSearchParams } from '../../lib/router';

/** The editor names variants by their choices and shows pictures and categories, which the platform sends on demand. */
const EDITOR_FIELDS: SingleProductFieldsOptions = { fields: [...PRODUCT_EDITOR_FIELDS_V3] };

const DetailsEditor = ({ product }: { product: ProductV3 }) => (
  <ProductDetailsFormV3 product={product} submitLabel="Save details" />
);

const EDITORS: ProductEditors<ProductV3> = [
  ['Details', DetailsEditor],
  ['Options and variants', OptionsVariantsEditorV3],
  ['Stock', InventoryItemsEditorV3],
];

export function ProductEditorPageV3() {
  const { productId = '' } = useParams();
  const [search] = useSearchParams();
  // Once a delete starts the product is no longer read, so the refresh after the delete does not ask for it again.
  const [deleting, setDeleting] = useState(false);
  const product = useGetProductV3(productId, EDITOR_FIELDS, { enabled: !deleting });
  if (product.isPending) return <LoadingState label="Loading the product…" />;
  if (product.isError)
    return (
      <>
        <ErrorState error={product.error} title="This product cannot be edited" />
        <Link to="/manage/products">Back to the products</Link>
      </>
    );
  // Each editor follows the saved product itself, so a save's confirmation stays on screen after the refresh.
  return (
    <ProductEditorLayout
      key={productId}
      product={product.data}
      editors={EDITORS}
      banner={
        search.has('created') && (
          <p className="status status-success" role="status">
            Product created. Add its options, variants and stock below.
          </p>
        )
      }
    >
      <EditorSection title="Delete">
        <DeleteProductButtonV3 product={product.data} onDeleting={setDeleting} />
      </EditorSection>
    </ProductEditorLayout>
  );
}
