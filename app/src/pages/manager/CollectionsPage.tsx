import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreateCollection } from 'sitekit/react';
import { CollectionForm } from '../../components/manager/CollectionForm';
import { CollectionRow } from '../../components/manager/CollectionRow';
import { EmptyState, MutationStatus } from '../../components/StatusViews';
import { useCollectionSlugs } from '../../hooks/useCollectionSlugs';
import { collectionBody } from '../../lib/collection-form';
import { rememberCollection } from '../../lib/collection-directory';

export function CollectionsPage() {
  const navigate = useNavigate();
  const slugs = useCollectionSlugs();
  const create = useCreateCollection({
    onSuccess: ({ collection }) => {
      if (!collection?.slug) return;
      rememberCollection(collection.slug);
      navigate(`/manage/collections/${collection.slug}`);
    },
  });
  return (
    <div>
      <h1>Collections</h1>
      <section className="card" aria-labelledby="known-collections">
        <h2 id="known-collections">Your collections</h2>
        {slugs.length === 0 ? (
          <EmptyState title="No collections yet">Create one below.</EmptyState>
        ) : (
          <table className="data-table" aria-label="Collections">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Slug</th>
                <th scope="col">Products</th>
                <th scope="col">Visibility</th>
              </tr>
            </thead>
            <tbody>
              {slugs.map((slug) => (
                <CollectionRow key={slug} slug={slug} />
              ))}
            </tbody>
          </table>
        )}
        <OpenBySlug />
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

/** The platform cannot list collections; one made elsewhere is opened by its slug (and remembered once it loads). */
function OpenBySlug() {
  const navigate = useNavigate();
  const [slug, setSlug] = useState('');
  return (
    <form
      className="inline-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!slug.trim()) return;
        navigate(`/manage/collections/${slug.trim()}`);
      }}
    >
      <label>
        Open a collection by slug <input value={slug} onChange={(e) => setSlug(e.target.value)} />
      </label>
      <button type="submit">Open</button>
    </form>
  );
}
