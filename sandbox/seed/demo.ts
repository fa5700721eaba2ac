import { createHash } from 'node:crypto';
import type { MediaItem } from '../../generated/types.gen.js';
import { materializeProduct } from '../products/materialize.js';
import type { OptionSource, ProductSource, VariantOverrideSource } from '../products/product-source.js';
import { slugify } from '../kernel/slugs.js';
import { variantShapes } from '../products/variants.js';
import type { SandboxContext } from '../kernel/context.js';
import { addMembers, findCollectionById, saveCollection } from '../collections/collections-repo.js';
import { insertProductRow, loadProductDoc, nextNumericId } from '../products/products-repo.js';
import { createIdentity, findIdentityByEmail } from '../identity/identities.js';
import { hashPassword } from '../identity/passwords.js';
import { seedDemoCarts } from './demo-carts.js';
import {
  DEMO_INFO_SECTIONS,
  DEMO_MEMBER,
  demoCollections,
  demoProducts,
  type DemoOption,
  type DemoProduct,
} from './demo-catalog.js';

const BASE_DATE = Date.UTC(2025, 0, 6, 9, 0, 0);
const HOUR = 60 * 60 * 1000;

/** Deterministic ids, so the demo store is the same after every reset. */
export function demoId(name: string): string {
  const hex = createHash('sha1').update(`sitekit-demo:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface SeedSummary {
  products: number;
  collections: number;
  member: string;
}

/**
 * Fills the store with the demo catalog and a demo member. Existing data is kept, and demo items that are already
 * there are skipped, so seeding twice is harmless; reset first to start over.
 */
export async function seedDemo(context: SandboxContext): Promise<SeedSummary> {
  const passwordHash = await hashPassword(DEMO_MEMBER.password);
  context.db.transaction(() => {
    const collectionIds = new Map(demoCollections.map((c) => [c.slug, demoId(`collection:${c.slug}`)]));
    demoCollections.forEach((collection, i) => {
      if (findCollectionById(context.db, collectionIds.get(collection.slug)!)) return;
      const media = gallery([{ id: `${collection.slug}--${collection.color}.svg`, title: collection.name }]);
      saveCollection(context.db, {
        id: collectionIds.get(collection.slug)!,
        name: collection.name,
        slug: collection.slug,
        visible: true,
        description: collection.description,
        media: { mainMedia: media[0], items: media },
        isAllProducts: false,
        lastUpdated: new Date(BASE_DATE + i * HOUR).toISOString(),
      });
    });
    demoProducts.forEach((demo, i) => {
      if (loadProductDoc(context.db, demoId(`product:${slugify(demo.name)}`))) return;
      const source = demoSource(demo, i, nextNumericId(context.db));
      insertProductRow(context.db, source, materializeProduct(source));
      for (const slug of demo.collections) addMembers(context.db, collectionIds.get(slug)!, [source.id]);
    });
    seedDemoCarts(context, demoId);
    ensureDemoMember(context, passwordHash);
  });
  return { products: demoProducts.length, collections: demoCollections.length, member: DEMO_MEMBER.email };
}

/** The demo member, created once (both catalogs' demo stores have it). */
export function ensureDemoMember(context: SandboxContext, passwordHash: string): void {
  if (findIdentityByEmail(context.db, DEMO_MEMBER.email)) return;
  createIdentity(context, {
    email: DEMO_MEMBER.email,
    passwordHash,
    profile: { firstName: DEMO_MEMBER.firstName, lastName: DEMO_MEMBER.lastName, nickname: 'dana' },
    emailVerified: true,
    status: 'ACTIVE',
    reasons: [],
  });
}

function demoSource(demo: DemoProduct, index: number, numericId: string): ProductSource {
  const slug = slugify(demo.name);
  const id = demoId(`product:${slug}`);
  const date = new Date(BASE_DATE + index * 7 * HOUR).toISOString();
  const options = (demo.options ?? []).map((option) => optionSource(slug, option));
  const choiceMedia = options.flatMap((o) => o.choices.flatMap((c) => c.mediaIds));
  const media = gallery([
    { id: `${slug}--${demo.color}.svg`, title: `${demo.name}, front` },
    { id: `${slug}-detail--${shade(demo.color)}.svg`, title: `${demo.name}, detail` },
    ...choiceMedia.map((mediaId) => ({
      id: mediaId,
      title: `${demo.name}, ${mediaId
        .split('--')[0]!
        .slice(slug.length + 1)
        .replace(/-/g, ' ')}`,
    })),
  ]);
  const source: ProductSource = {
    id,
    numericId,
    inventoryItemId: demoId(`inventory:${slug}`),
    name: demo.name,
    slug,
    visible: demo.visible ?? true,
    productType: demo.digital ? 'digital' : 'physical',
    description: `<p>${demo.description}</p>`,
    sku: skuBase(demo.name),
    ...(demo.weight !== undefined && { weight: demo.weight }),
    price: demo.price,
    ...(demo.cost > 0 && { cost: demo.cost }),
    ...(demo.discountPercent && { discount: { type: 'PERCENT' as const, value: demo.discountPercent } }),
    stock:
      demo.stock === 'untracked'
        ? { trackInventory: false, inStock: true }
        : { trackInventory: true, quantity: demo.stock, inStock: demo.stock > 0 },
    media,
    options,
    manageVariants: options.length > 0,
    variantOverrides: {},
    additionalInfoSections: DEMO_INFO_SECTIONS.map(({ title, html }) => ({ title, description: html })),
    ...(demo.ribbon && { ribbon: demo.ribbon }),
    brand: demo.brand,
    seoData: {
      tags: [{ type: 'title', children: `${demo.name} | ${demo.brand}`, custom: false, disabled: false }],
      settings: { preventAutoRedirect: false, keywords: [{ term: demo.name.toLowerCase(), isMain: true }] },
    },
    createdDate: date,
    lastUpdated: date,
  };
  source.variantOverrides = variantOverrides(source, demo);
  return source;
}

function optionSource(slug: string, option: DemoOption): OptionSource {
  return {
    optionType: option.type,
    name: option.name,
    choices: option.choices.map((choice) => {
      const [description, hex] = typeof choice === 'string' ? [choice, undefined] : choice;
      return {
        value: hex ? `#${hex.toUpperCase()}` : description,
        description,
        mediaIds: hex ? [`${slug}-${slugify(description)}--${hex}.svg`] : [],
      };
    }),
  };
}

function variantOverrides(source: ProductSource, demo: DemoProduct): Record<string, VariantOverrideSource> {
  const overrides: Record<string, VariantOverrideSource> = {};
  for (const shape of variantShapes(source.id, source.options)) {
    if (source.options.length === 0) continue;
    const choices = Object.values(shape.choices);
    const surcharge = (demo.options ?? []).reduce((sum, o) => sum + (o.surcharge?.[shape.choices[o.name]!] ?? 0), 0);
    const soldOut = choices.some((c) => demo.soldOut?.includes(c));
    overrides[shape.key] = {
      price: Math.round((demo.price + surcharge) * 100) / 100,
      sku: [source.sku, ...choices.map(skuPart)].join('-'),
      ...(soldOut && (demo.stock === 'untracked' ? { inStock: false } : { quantity: 0 })),
    };
  }
  return overrides;
}

function gallery(items: Array<{ id: string; title: string }>): MediaItem[] {
  return items.map(({ id, title }) => {
    const url = `/_sandbox/media/${id}`;
    return {
      id,
      mediaType: 'image',
      title,
      image: { url, width: 1000, height: 1000 },
      thumbnail: { url, width: 50, height: 50 },
    };
  });
}

export const skuBase = (name: string) =>
  name
    .replace(/\(.*?\)/g, '')
    .split(/\s+/)
    .filter((w) => /^[\p{L}\d]/u.test(w))
    .map((w) =>
      w
        .normalize('NFKD')
        .replace(/[^A-Za-z0-9]/g, '')
        .slice(0, 3)
        .toUpperCase(),
    )
    .join('');
export const skuPart = (choice: string) =>
  choice
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 4)
    .toUpperCase();

function shade(hex: string): string {
  return [0, 2, 4]
    .map((i) =>
      Math.round(parseInt(hex.slice(i, i + 2), 16) * 0.8)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
}
