import { Link } from '../../lib/router';
import { productPath } from '../../lib/seo/shop-paths';
import type { ComponentType, ReactNode } from 'react';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

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
export function EditorHeading({
  product,
}: {
  product: { id?: string; slug?: string; name?: string; visible?: boolean };
}) {
  return (
    <div className="page-heading">
      <h1>{product.name}</h1>
      {product.visible !== false && <Link to={productPath(product)}>View in the shop</Link>}
    </div>
  );
}

type EditedProduct = Parameters<typeof EditorHeading>[0]['product'];

/** A product editor's titled cards in order, each an editor given the product. */
export type ProductEditors<P> = ReadonlyArray<readonly [title: string, editor: ComponentType<{ product: P }>]>;

interface ProductEditorLayoutProps<P extends EditedProduct> {
  product: P;
  editors: ProductEditors<P>;
  /** Cards after the editors' own (e.g. deleting the product). */
  children?: ReactNode;
  /** Shown under the heading, before the cards (e.g. that the product was just created). */
  banner?: ReactNode;
}

/** A product editor page: its heading, then one card per editor; leaving it with unsaved edits asks first. */
export function ProductEditorLayout<P extends EditedProduct>({
  product,
  editors,
  children,
  banner,
}: ProductEditorLayoutProps<P>) {
  return (
    <UnsavedChangesGuard>
      <div className="editor">
        <EditorHeading product={product} />
        {banner}
        {editors.map(([title, Editor]) => (
          <EditorSection key={title} title={title}>
            <Editor product={product} />
          </EditorSection>
        ))}
        {children}
      </div>
    </UnsavedChangesGuard>
  );
}
