import { useGetCollectionBySlug } from 'sitekit/react';

/** One `<option>` of a collection picker, named once its collection has loaded; a missing one is left out. */
export function CollectionOption({ slug, valueBy = 'slug' }: { slug: string; valueBy?: 'slug' | 'id' }) {
  const { data, isError } = useGetCollectionBySlug(slug);
  if (isError) return null;
  const collection = data?.collection;
  const value = valueBy === 'id' ? collection?.id : slug;
  if (!value) return null;
  return <option value={value}>{collection?.name ?? slug}</option>;
}
