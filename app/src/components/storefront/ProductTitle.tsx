import { Link } from '../../lib/router';

/** A category above a product, by its address and name. */
export interface Crumb {
  to: string;
  name: string;
}

/** The way back to the shop above a product page, through the product's categories when there are any. */
export function ProductBreadcrumbs({ name, trail = [] }: { name: string | undefined; trail?: readonly Crumb[] }) {
  return (
    <p className="breadcrumbs" aria-label="Breadcrumbs">
      <Link to="/">Shop</Link>
      {trail.map((crumb) => (
        <span key={crumb.to}>
          {' / '}
          <Link to={crumb.to}>{crumb.name}</Link>
        </span>
      ))}{' '}
      / {name}
    </p>
  );
}

/** A product page's ribbon, name and brand. */
export function ProductTitle(props: {
  name: string | undefined;
  ribbon: string | undefined;
  brand: string | undefined;
}) {
  return (
    <>
      {props.ribbon && <span className="ribbon ribbon-inline">{props.ribbon}</span>}
      <h1>{props.name}</h1>
      {props.brand && <p className="brand-name">by {props.brand}</p>}
    </>
  );
}
