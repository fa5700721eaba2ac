import { useNavigate } from '../../lib/router';
import { useCreateCollection } from 'sitekit/react';
import { CollectionForm } from '../../components/manager/CollectionForm';
import { CollectionRow } from '../../components/manager/CollectionRow';
import { EmptyState, ErrorState, LoadingState, MutationStatus } from '../../components/StatusViews';
import { TableHead } from '../../components/TableHead';
import { useStoreCollections } from '../../hooks/useStoreCollections';
import { collectionBody } from '../../lib/collection-form';

const COLUMNS = ['Name', 'Slug', 'Products', 'Visibility'];

export function CollectionsPage() {
  const navigate = useNavigate();
  const collections = useStoreCollections();
  const create = useCreateCollection({
    onSuccess: ({ collection }) => {
      if (collection?.slug) navigate(`/manage/collections/${collection.slug}`);
    },
  });
  const items = collections.data?.items ?? [];
  return (
    <div>
      <h1>Collections</h1>
      <section className="card" aria-labelledby="known-collections">
        <h2 id="known-collections">Your collections</h2>
        {collections.isPending ? (
          <LoadingState label="Loading the collections…" />
        ) : collections.isError ? (
          <ErrorState error={collections.error} title="The collections cannot be listed" />
        ) : items.length === 0 ? (
          <EmptyState title="No collections yet">Create one below.</EmptyState>
        ) : (
          <table className="data-table row-list" aria-label="Collections">
            <TableHead columns={COLUMNS} />
            <tbody>
              {items.map((collection) => (
                <CollectionRow key={collection.id} collection={collection} />
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className="card" aria-labelledby="new-collection">
        <h2 id="new-collection">New collection</h2>
        <CollectionForm
          label="New collection"
          submitLabel="Create collection"
          busy={create.isPending}
          onSubmit={(values) => create.mutate(collectionBody(values))}
        />
        <MutationStatus error={create.error} />
      </section>
    </div>
  );
}
