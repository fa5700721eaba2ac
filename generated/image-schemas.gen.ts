// Derived by scripts/lib/image-schemas.ts from the bundled contract: its image objects (schemas marked x-image).
import type { CategoryImage, CustomizationImage, VariantImage } from './types.gen.js';

export type ContractImage = CategoryImage | CustomizationImage | VariantImage;
