import { useState } from 'react';
import { useParams } from '../../lib/router';
import { ProductBreadcrumbs, ProductTitle } from '../../components/storefront/ProductTitle';
import { useQueryProducts, useSite } from 'sitekit/react';
import { LoadingState } from '../../components/StatusViews';
import { RichText } from '../../components/storefront/RichText';
import { ProductUnavailable } from '../../components/storefront/ProductUnavailable';
import { ProductGallery } from '../../components/storefront/ProductGallery';
import { ProductPurchase } from '../../components/storefront/ProductPurchase';
import type { MediaItem, Product } from 'sitekit';
import { galleryPictures, ribbonOf, stockOf } from '../../lib/product-display';
import { StockStatus } from '../../components/storefront/StockStatus';
import { productBySlug } from '../../lib/product-by-slug';

/** The product at its slug's address; a catalog v1 store finds it by a query on its slug. */
export function ProductPage() {
  const { slug = '' } = useParams();
  const found = useQueryProducts(productBySlug(useSite(), slug));
  if (found.isPending) return <LoadingState label="Loading the product…" />;
  if (found.isError) return <ProductUnavailable error={found.error} retry={() => void found.refetch()} />;
  const product = found.data.items[0];
  if (!product) return <ProductUnavailable error={undefined} retry={() => void found.refetch()} />;
  return <ProductDetails key={product.id} product={product} />;
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
