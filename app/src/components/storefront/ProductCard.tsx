import { Link } from '../../lib/router';
import { productPath } from '../../lib/seo/shop-paths';
import type { Product } from 'sitekit';
import { imageUrl, mainImage, priceText, ribbonOf, stockOf } from '../../lib/product-display';
import { Price } from './Price';
import { StockStatus } from './StockStatus';
import { Picture } from '../Picture';

export function ProductCard({ product }: { product: Product }) {
  const image = mainImage(product);
  const ribbon = ribbonOf(product);
  return (
    <li className="product-card">
      <Link to={productPath(product)} className="product-card-link">
        <div className="product-card-image">
          <Picture
            className="product-card-picture"
            src={imageUrl(image)}
            alt=""
            loading="lazy"
            width={240}
            height={240}
          />
          {ribbon && <span className="ribbon">{ribbon}</span>}
        </div>
        <h3>{product.name}</h3>
      </Link>
      <p className="product-card-meta">
        <Price price={priceText(product.priceData ?? product.price)} />
        <StockStatus availability={stockOf(product)} />
      </p>
    </li>
  );
}
