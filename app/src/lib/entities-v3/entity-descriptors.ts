// The forms' set-up first (Zod Mini's English messages), so that a field says why it is refused.
import '../schemas';
import type { EntityDescriptorV3, EntityKindV3, EntityRowV3 } from './entity-kind';
import { ENTITY_LINKS_V3 } from './entity-links';

type Descriptor = EntityDescriptorV3<EntityRowV3>;

/**
 * Each named entity's descriptor by its slug: `descriptors/<slug>.ts` (or `.tsx`) exports it as `descriptor`. It loads
 * when the entity's page first opens, so that one entity's page loads no other entity's code (docs/decisions.md#37).
 */
export const DESCRIPTORS_V3: Readonly<Record<string, () => Promise<Descriptor>>> = Object.fromEntries(
  Object.entries(import.meta.glob<Descriptor>('./descriptors/*.{ts,tsx}', { import: 'descriptor' })).map(
    ([file, load]) => [file.replace(/^.*\/|\.tsx?$/g, ''), load],
  ),
);

const kinds = new Map<string, Promise<EntityKindV3<EntityRowV3>>>();

/** The named entity of a slug, its page and descriptor together: one promise per entity, for React's `use`. */
export function entityKindV3(slug: string): Promise<EntityKindV3<EntityRowV3>> {
  let kind = kinds.get(slug);
  if (!kind) {
    const link = ENTITY_LINKS_V3.find((entity) => entity.slug === slug);
    const load = DESCRIPTORS_V3[slug];
    kind =
      link && load
        ? load().then((descriptor) => ({ ...link, ...descriptor }))
        : Promise.reject(new Error(`The store manager has no page for "${slug}"`));
    kinds.set(slug, kind);
  }
  return kind;
}
