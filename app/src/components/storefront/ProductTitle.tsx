import { Link } from '../../lib/router';

/** The way back to the shop above a product page. */
export function ProductBreadcrumbs({ name }: { name: string | undefined }) {
  return (
    <p className="breadcrumbs">
      <Link to="/">Shop</Link> / {name}
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
