import { useParams } from '../../lib/router';
import { CatalogPage } from './CatalogPage';

/** A collection's page in a catalog v1 store, at its slug as a v3 store's categories are: the shop of its products. */
export function CollectionPage() {
  const { slug = '' } = useParams();
  return <CatalogPage collection={slug} />;
}
