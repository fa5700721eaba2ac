import { Link } from '../../lib/router';
import type { ReactNode } from 'react';

/** One titled card of a product editor. */
export function EditorSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** A product editor's title, with a link to the product in the shop while it is visible there. */
export function EditorHeading({ product }: { product: { id?: string; name?: string; visible?: boolean } }) {
  return (
    <div className="page-heading">
      <h1>{product.name}</h1>
      {product.visible !== false && <Link to={`/products/${product.id}`}>View in the shop</Link>}
    </div>
  );
}
