import { useState } from 'react';
import { useParams } from '../../lib/router';
import { ProductBreadcrumbs, ProductTitle } from '../../components/storefront/ProductTitle';
import { useGetProduct } from 'sitekit/react';
import { ErrorState, LoadingState } from '../../components/StatusViews';
import { RichText } from '../../components/storefront/RichText';
import { ProductUnavailable } from '../../components/storefront/ProductUnavailable';
import { ProductGallery } from '../../components/storefront/ProductGallery';
import { ProductPurchase } from '../../components/storefront/ProductPurchase';
import type { MediaItem, Product } from 'sitekit';
import { galleryPictures, ribbonOf, stockOf } from '../../lib/product-display';
import { StockStatus } from '../../components/storefront/StockStatus';

export function ProductPage() {
  const { productId = '' } = useParams();
  const product = useGetProduct(productId);
  if (product.isPending) return <LoadingState label="Loading the product…" />;
  if (product.isError) return <ProductUnavailable error={product.error} retry={() => void product.refetch()} />;
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
        <ProductGallery key={choiceMedia[0]?.id ?? 'all'} pictures={galleryPictures(gallery, product.name ?? '')} />
        <div className="product-info">
          <ProductTitle name={product.name} ribbon={ribbon} brand={product.brand} />
          <StockStatus availability={stockOf(product)} block />
          <ProductPurchase product={product} onChoiceMedia={setChoiceMedia} />
          <RichText className="description" html={product.description} />
          {(product.additionalInfoSections ?? []).map((section) => (
            <details key={section.title}>
              <summary>{section.title}</summary>
              <RichText html={section.description} />
            </details>
          ))}
        </div>
      </div>
    </article>
  );
}
