// The forms' set-up first (Zod Mini's English messages), so that a field says why it is refused.
import '../schemas';
import type { EntityKindV3, EntityRowV3 } from './entity-kind';
import type { EntityPathV3 } from './entity-links';
import { customizationsKind } from './customizations';
import { infoSectionsKind } from './info-sections';
import { brandsKind, ribbonsKind } from './labels';

/** Every entity the v3 store manager has a page for, by its address under `/manage/`. */
export const ENTITY_KINDS_V3: Record<EntityPathV3, EntityKindV3<EntityRowV3>> = {
  brands: brandsKind,
  ribbons: ribbonsKind,
  'info-sections': infoSectionsKind,
  customizations: customizationsKind,
};
