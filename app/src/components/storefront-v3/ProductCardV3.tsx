import type { ProductV3 } from 'sitekit';
import { Link } from '../../lib/router';
import { productPath } from '../../lib/seo/shop-paths';
import { mainImageUrlV3, productPriceV3, stockOfV3 } from '../../lib/product-display-v3';
import { Price } from '../storefront/Price';
import { StockStatus } from '../storefront/StockStatus';
import { Picture } from '../Picture';

export function ProductCardV3({ product }: { product: ProductV3 }) {
  const image = mainImageUrlV3(product);
  return (
    <li className="product-card">
      <Link to={productPath(product)} className="product-card-link">
        <div className="product-card-image">
          <Picture className="product-card-picture" src={image} alt="" loading="lazy" width={240} height={240} />
          {product.ribbon?.name && <span className="ribbon">{product.ribbon.name}</span>}
        </div>
        <h3>{product.name}</h3>
      </Link>
      {product.brand?.name && <p className="product-card-brand">{product.brand.name}</p>}
      <p className="product-card-meta">
        <Price price={productPriceV3(product)} />
        <StockStatus availability={stockOfV3(product)} />
      </p>
    </li>
  );
}
