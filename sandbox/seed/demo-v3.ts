import type { ConnectedOption, ProductWithInventoryV3, VariantWithInventory } from '../../generated/types.gen.js';
import { editCategories } from '../products-v3/product-edits.js';
import { createProductV3, rewriteProductV3 } from '../products-v3/products-v3-service.js';
import { findProductV3BySlug } from '../products-v3/products-v3-repo.js';
import { keyOf } from '../kernel/entities-v3/stable-id.js';
import type { SandboxContext } from '../kernel/context.js';
import { mediaIdOf, saveMediaFile } from '../files/media-files.js';
import { placeholderSvg, PLACEHOLDER_SIDE } from '../kernel/placeholder-svg.js';
import { hashPassword } from '../identity/passwords.js';
import { seedDemoCategories } from './demo-categories.js';
import {
  DEMO_INFO_SECTIONS,
  DEMO_MEMBER,
  demoCollections,
  demoProducts,
  type DemoOption,
  type DemoProduct,
} from './demo-catalog.js';
import { demoId, ensureDemoMember, type SeedSummary, skuBase, skuPart } from './demo.js';

/**
 * Fills a v3 store with the same demo shop as the v1 one: every demo product with its options and one variant per
 * choice combination, prices (surcharges, discounts as compare-at prices), costs, tracked or untracked stock at the
 * default location (sold-out choices at 0), brands, ribbons, info sections, media, and the demo collections as a
 * category tree with memberships. Products already there (by slug) are skipped.
 */
export async function seedDemoV3(context: SandboxContext): Promise<SeedSummary> {
  const passwordHash = await hashPassword(DEMO_MEMBER.password);
  seedDemoCategories(context);
  for (const demo of demoProducts) {
    if (findProductV3BySlug(context.db, keyOf(demo.name))) continue;
    const picture = demoPicture(demo);
    saveMediaFile(context.db, { ...picture, createdDate: context.clock.nowIso() });
    const { record } = createProductV3(context, demoProductV3(demo, picture.id));
    const categories = demo.collections.map((slug) => demoId(`collection:${slug}`));
    if (categories.length) rewriteProductV3(context, record.product.id, editCategories(categories, 'add'));
  }
  context.db.transaction(() => ensureDemoMember(context, passwordHash));
  return { products: demoProducts.length, collections: demoCollections.length, member: DEMO_MEMBER.email };
}

/** A demo product's picture: a Media Manager file with a stable id, drawn in the product's colour. */
function demoPicture(demo: DemoProduct) {
  const slug = keyOf(demo.name);
  return {
    id: mediaIdOf(`demo-picture:${slug}`, 'svg'),
    fileName: `${slug}.svg`,
    mimeType: 'image/svg+xml',
    bytes: Buffer.from(placeholderSvg(`${slug}--${demo.color}.svg`)),
    width: PLACEHOLDER_SIDE,
    height: PLACEHOLDER_SIDE,
  };
}

function demoProductV3(demo: DemoProduct, pictureId: string): ProductWithInventoryV3 {
  const slug = keyOf(demo.name);
  const options = (demo.options ?? []).map(optionOf);
  return {
    name: demo.name,
    slug,
    productType: demo.digital ? 'DIGITAL' : 'PHYSICAL',
    ...(demo.digital ? {} : { physicalProperties: {} }),
    visible: demo.visible ?? true,
    plainDescription: `<p>${demo.description}</p>`,
    brand: { name: demo.brand },
    ...(demo.ribbon ? { ribbon: { name: demo.ribbon } } : {}),
    infoSections: DEMO_INFO_SECTIONS.map(({ key, title, html }) => ({
      uniqueName: key,
      title,
      plainDescription: html,
    })),
    media: {
      itemsInfo: { items: [{ id: pictureId, altText: `${demo.name}, front` }] },
    },
    options,
    variantsInfo: { variants: combinations(demo.options ?? []).map((choices) => variantOf(demo, choices)) },
  };
}

function optionOf(option: DemoOption): ConnectedOption {
  const swatch = option.type === 'color';
  return {
    name: option.name,
    optionRenderType: swatch ? 'SWATCH_CHOICES' : 'TEXT_CHOICES',
    choicesSettings: {
      choices: option.choices.map((choice) =>
        Array.isArray(choice)
          ? { name: choice[0], choiceType: 'ONE_COLOR' as const, colorCode: `#${choice[1]}` }
          : { name: choice, choiceType: 'CHOICE_TEXT' as const },
      ),
    },
  };
}

type Picked = Array<{ option: DemoOption; choice: string }>;

function combinations(options: DemoOption[]): Picked[] {
  return options.reduce<Picked[]>(
    (acc, option) =>
      acc.flatMap((picked) => option.choices.map((c) => [...picked, { option, choice: Array.isArray(c) ? c[0] : c }])),
    [[]],
  );
}

function variantOf(demo: DemoProduct, picked: Picked): VariantWithInventory {
  const full = picked.reduce((sum, { option, choice }) => sum + (option.surcharge?.[choice] ?? 0), demo.price);
  const actual = demo.discountPercent ? full * (1 - demo.discountPercent / 100) : full;
  const soldOut = picked.some(({ choice }) => demo.soldOut?.includes(choice));
  return {
    sku: [skuBase(demo.name), ...picked.map(({ choice }) => skuPart(choice))].join('-'),
    choices: picked.map(({ option, choice }) => ({
      optionChoiceNames: {
        optionName: option.name,
        choiceName: choice,
        renderType: option.type === 'color' ? 'SWATCH_CHOICES' : 'TEXT_CHOICES',
      },
    })),
    price: {
      actualPrice: { amount: actual.toFixed(2) },
      ...(demo.discountPercent ? { compareAtPrice: { amount: full.toFixed(2) } } : {}),
    },
    ...(demo.cost > 0 ? { revenueDetails: { cost: { amount: demo.cost.toFixed(2) } } } : {}),
    ...(demo.weight !== undefined ? { physicalProperties: { weight: demo.weight } } : {}),
    inventoryItem: demo.stock === 'untracked' ? { inStock: true } : { quantity: soldOut ? 0 : demo.stock },
  };
}
