import { useState } from 'react';
import { useParams } from '../../lib/router';
import { useGetProduct } from 'sitekit/react';
import { ChoiceMediaEditor } from '../../components/manager/ChoiceMediaEditor';
import { DeleteProductButton } from '../../components/manager/DeleteProductButton';
import { EditorSection, ProductEditorLayout, type ProductEditors } from '../../components/manager/EditorSection';
import { MediaEditor } from '../../components/manager/MediaEditor';
import { ProductDetailsEditor } from '../../components/manager/ProductDetailsEditor';
import { ProductOptionsEditor } from '../../components/manager/ProductOptionsEditor';
import { StockEditor } from '../../components/manager/StockEditor';
import { VariantsEditor } from '../../components/manager/VariantsEditor';
import { ErrorState, LoadingState } from '../../components/StatusViews';
import type { Product } from 'sitekit';

const EDITORS: ProductEditors<Product> = [
  ['Details', ProductDetailsEditor],
  ['Options and choices', ProductOptionsEditor],
  ['Variants', VariantsEditor],
  ['Stock', StockEditor],
  ['Pictures', MediaEditor],
  ['Pictures of choices', ChoiceMediaEditor],
];

export function ProductEditorPage() {
  const { productId = '' } = useParams();
  // Once a delete starts the product is no longer read, so the refresh after the delete does not ask for it again.
  const [deleting, setDeleting] = useState(false);
  const product = useGetProduct(productId, { includeMerchantSpecificData: true }, { enabled: !deleting });
  if (product.isPending) return <LoadingState label="Loading the product…" />;
  if (product.isError) return <ErrorState error={product.error} title="This product cannot be edited" />;
  if (!product.data.product) return <ErrorState error={new Error('The platform sent no product')} />;
  return (
    <ProductEditorLayout product={product.data.product} editors={EDITORS}>
      <EditorSection title="Delete">
        <DeleteProductButton product={product.data.product} onDeleting={setDeleting} />
      </EditorSection>
    </ProductEditorLayout>
  );
}
