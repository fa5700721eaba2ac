import { useState } from 'react';
import type { ProductV3, SingleProductFieldsOptions } from 'sitekit';
import { useGetProductBySlugV3 } from 'sitekit/react';
import { LoadingState } from '../../components/StatusViews';
import { BuyNow, STORES_APP_ID } from '../../components/storefront/BuyNow';
import { RichText } from '../../components/storefront/RichText';
import { ProductUnavailable } from '../../components/storefront/ProductUnavailable';
import { ModifierFieldV3 } from '../../components/storefront-v3/ModifierFieldV3';
import { OptionPickerV3 } from '../../components/storefront-v3/OptionPickerV3';
import { Price } from '../../components/storefront/Price';
import { StockStatus } from '../../components/storefront/StockStatus';
import { ProductBreadcrumbs, ProductTitle } from '../../components/storefront/ProductTitle';
import { ProductGallery } from '../../components/storefront/ProductGallery';
import {
  categoryTrail,
  galleryPicturesV3,
  productPriceV3,
  stockOfV3,
  variantPriceV3,
} from '../../lib/product-display-v3';
import { useParams } from '../../lib/router';
import { useVariantStockV3 } from '../../hooks/useVariantStockV3';
import { choiceAvailable, pickedVariant, type PickedChoices } from '../../lib/variant-choice-v3';

/** What the product page shows besides the product's own fields: currency, descriptions, info sections, categories. */
export const PRODUCT_PAGE_FIELDS: SingleProductFieldsOptions = {
  fields: [
    'CURRENCY',
    'PLAIN_DESCRIPTION',
    'INFO_SECTION',
    'INFO_SECTION_PLAIN_DESCRIPTION',
    'BREADCRUMBS_INFO',
    'MEDIA_ITEMS_INFO',
  ],
};

/** The product at its slug's address. */
export function ProductPageV3() {
  const { slug = '' } = useParams();
  const found = useGetProductBySlugV3(slug, PRODUCT_PAGE_FIELDS);
  if (found.isPending) return <LoadingState label="Loading the product…" />;
  const product = found.data?.product;
  if (!product) return <ProductUnavailable error={found.error} retry={() => void found.refetch()} />;
  return <ProductDetailsV3 key={product.id} product={product} />;
}

function ProductDetailsV3({ product }: { product: ProductV3 }) {
  const [picked, setPicked] = useState<PickedChoices>({});
  const [modifiers, setModifiers] = useState<Record<string, string>>({});
  const variant = pickedVariant(product, picked);
  const inStock = useVariantStockV3(variant?.id);
  return (
    <article className="product-page">
      <ProductBreadcrumbs name={product.name} trail={categoryTrail(product.breadcrumbsInfo?.breadcrumbs)} />
      <div className="product-layout">
        <ProductGallery pictures={galleryPicturesV3(product)} />
        <div className="product-info">
          <ProductTitle name={product.name} ribbon={product.ribbon?.name} brand={product.brand?.name} />
          {(product.options ?? []).map((option) => (
            <OptionPickerV3
              key={option.id}
              option={option}
              selected={picked[option.id ?? '']}
              available={(choice) => choiceAvailable(product, picked, option.id ?? '', choice)}
              onSelect={(choice) => setPicked((current) => ({ ...current, [option.id ?? '']: choice }))}
            />
          ))}
          <section className="purchase" aria-label="Price and stock">
            <Price price={variant ? variantPriceV3(variant, product.currency) : productPriceV3(product)} />
            <StockStatus
              availability={variant ? (variant.inventoryStatus?.inStock === false ? 'out' : 'in') : stockOfV3(product)}
              block
            />
            {variant?.sku && <p className="sku">SKU {variant.sku}</p>}
            <BuyNow
              catalogReference={
                variant && { catalogItemId: product.id!, appId: STORES_APP_ID, options: { variantId: variant.id! } }
              }
              purchasable={variant?.visible !== false && variant?.inventoryStatus?.inStock !== false && inStock !== 0}
              inStock={inStock}
            />
          </section>
          {(product.modifiers ?? []).map((modifier) => (
            <ModifierFieldV3
              key={modifier.name}
              modifier={modifier}
              currency={product.currency}
              value={modifiers[modifier.name ?? ''] ?? ''}
              onChange={(value) => setModifiers((current) => ({ ...current, [modifier.name ?? '']: value }))}
            />
          ))}
          <RichText className="description" html={product.plainDescription} />
          {(product.infoSections ?? []).map((section) => (
            <details key={section.id ?? section.uniqueName}>
              <summary>{section.title ?? section.uniqueName}</summary>
              <RichText html={section.plainDescription} />
            </details>
          ))}
        </div>
      </div>
    </article>
  );
}
