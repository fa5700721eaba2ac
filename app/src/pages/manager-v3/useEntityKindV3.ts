import { use } from 'react';
import { entityKindV3 } from '../../lib/entities-v3/entity-descriptors';
import { useLocation } from '../../lib/router';

/** The entity kind the address names: `/manage/brands/…` is the brands' page; its descriptor loads on first use. */
export function useEntityKindV3() {
  return use(entityKindV3(useLocation().pathname.split('/')[2] ?? ''));
}
