import { useMemo, useState } from 'react';
import { useNavigate, useParams } from '../../lib/router';
import { useDeleteCollection, useGetCollectionBySlug, useUpdateCollection } from 'sitekit/react';
import { AddProductsToCollection } from '../../components/manager/AddProductsToCollection';
import { CollectionForm } from '../../components/manager/CollectionForm';
import { CollectionProducts } from '../../components/manager/CollectionProducts';
import { ConfirmDelete } from '../../components/manager/ConfirmDelete';
import { ErrorState, LoadingState, MutationStatus } from '../../components/StatusViews';
import type { Collection } from 'sitekit';
import { collectionBody, collectionValuesOf } from '../../lib/collection-form';

export function CollectionEditorPage() {
  const { slug = '' } = useParams();
  /*
   * A delete, or a new slug, ends the reading of the collection under this slug before the write, so the refresh
   * after it does not ask for a slug that no longer exists.
   */
  const [leftSlug, setLeftSlug] = useState<string>();
  const collection = useGetCollectionBySlug(slug, { enabled: leftSlug !== slug });
  const setLeaving = (leaving: boolean) => setLeftSlug(leaving ? slug : undefined);
  if (collection.isPending) return <LoadingState label="Loading the collection…" />;
  if (collection.isError) return <ErrorState error={collection.error} title="This collection cannot be edited" />;
  if (!collection.data.collection) return <ErrorState error={new Error('The platform sent no collection')} />;
  return <CollectionEditor key={slug} collection={collection.data.collection} onLeaving={setLeaving} />;
}

interface CollectionEditorProps {
  collection: Collection;
  onLeaving: (leaving: boolean) => void;
}

function CollectionEditor({ collection, onLeaving }: CollectionEditorProps) {
  const navigate = useNavigate();
  const id = collection.id!;
  const values = useMemo(() => collectionValuesOf(collection), [collection]);
  const update = useUpdateCollection({
    onMutate: ({ collection: changes }) => onLeaving(changes.slug !== undefined && changes.slug !== collection.slug),
    onError: () => onLeaving(false),
    onSuccess: ({ collection: saved }) => {
      if (!saved?.slug || saved.slug === collection.slug) return;
      navigate(`/manage/collections/${saved.slug}`, { replace: true });
    },
  });
  return (
    <div className="editor">
      <h1>{collection.name}</h1>
      <section className="card" aria-labelledby="collection-details">
        <h2 id="collection-details">Details</h2>
        <CollectionForm
          label="Collection details"
          values={values}
          submitLabel="Save collection"
          busy={update.isPending}
          onSubmit={(changes) => update.mutate({ id, collection: collectionBody(changes) })}
        />
        <MutationStatus error={update.error} success={update.isSuccess && 'Collection saved.'} />
      </section>
      <section className="card" aria-labelledby="collection-products">
        <h2 id="collection-products">Products</h2>
        <CollectionProducts collection={collection} />
        <AddProductsToCollection collection={collection} />
      </section>
      <section className="card" aria-labelledby="collection-delete">
        <h2 id="collection-delete">Delete</h2>
        <DeleteCollectionButton collection={collection} onLeaving={onLeaving} />
      </section>
    </div>
  );
}

function DeleteCollectionButton({ collection, onLeaving }: CollectionEditorProps) {
  const navigate = useNavigate();
  const remove = useDeleteCollection({
    onMutate: () => onLeaving(true),
    onError: () => onLeaving(false),
    onSuccess: () => {
      navigate('/manage/collections');
    },
  });
  return (
    <ConfirmDelete
      label="Delete collection"
      question={<>Delete “{collection.name}”? Its products stay in the store.</>}
      pending={remove.isPending}
      error={remove.error}
      onConfirm={() => remove.mutate(collection.id!)}
    />
  );
}
