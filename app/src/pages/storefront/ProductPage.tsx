import { useState } from 'react';
import { useParams } from '../../lib/router';
import { ProductBreadcrumbs, ProductTitle } from '../../components/storefront/ProductTitle';
import { useGetProduct } from 'sitekit/react';
import { ErrorState, LoadingState } from '../../components/StatusViews';
import { ProductGallery } from '../../components/storefront/ProductGallery';
import { ProductPurchase } from '../../components/storefront/ProductPurchase';
import type { MediaItem, Product } from 'sitekit';
import { htmlToText } from '../../lib/html-text';
import { ribbonOf, stockLabel } from '../../lib/product-display';

export function ProductPage() {
  const { productId = '' } = useParams();
  const product = useGetProduct(productId);
  if (product.isPending) return <LoadingState label="Loading the product…" />;
  if (product.isError)
    return (
      <ErrorState error={product.error} title="This product cannot be shown" onRetry={() => void product.refetch()} />
    );
  if (!product.data.product) return <ErrorState error={new Error('The platform sent no product')} />;
  return <ProductDetails key={productId} product={product.data.product} />;
}

function ProductDetails({ product }: { product: Product }) {
  const [choiceMedia, setChoiceMedia] = useState<MediaItem[]>([]);
  const gallery = [
    ...choiceMedia,
    ...(product.media?.items ?? []).filter((m) => !choiceMedia.some((c) => c.id === m.id)),
  ];
  const ribbon = ribbonOf(product);
  return (
    <article className="product-page">
      <ProductBreadcrumbs name={product.name} />
      <div className="product-layout">
        <ProductGallery key={choiceMedia[0]?.id ?? 'all'} items={gallery} productName={product.name ?? ''} />
        <div className="product-info">
          <ProductTitle name={product.name} ribbon={ribbon} brand={product.brand} />
          <p className="stock">{stockLabel(product)}</p>
          <ProductPurchase product={product} onChoiceMedia={setChoiceMedia} />
          <p className="description">{htmlToText(product.description)}</p>
          {(product.additionalInfoSections ?? []).map((section) => (
            <details key={section.title}>
              <summary>{section.title}</summary>
              <p>{htmlToText(section.description)}</p>
            </details>
          ))}
        </div>
      </div>
    </article>
  );
}
