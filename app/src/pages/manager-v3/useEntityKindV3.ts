import { ENTITY_KINDS_V3 } from '../../lib/entities-v3/entity-kinds';
import type { EntityPathV3 } from '../../lib/entities-v3/entity-links';
import { useLocation } from '../../lib/router';

/** The entity kind the address names: `/manage/brands/…` is the brands' page. */
export function useEntityKindV3() {
  const segment = useLocation().pathname.split('/')[2] as EntityPathV3;
  return ENTITY_KINDS_V3[segment];
}
