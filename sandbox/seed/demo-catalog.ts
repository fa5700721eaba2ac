import productRows from './demo-products.json' with { type: 'json' };

/** The demo store's data: a small home-and-apparel shop. Prices in USD. */

export interface DemoOption {
  name: string;
  type: 'drop_down' | 'color';
  /** Text choices, or [name, hex colour] for colour options. */
  choices: Array<string | [string, string]>;
  /** Extra price per choice, when a choice costs more. */
  surcharge?: Record<string, number>;
}

export interface DemoProduct {
  name: string;
  brand: string;
  price: number;
  cost: number;
  weight?: number;
  ribbon?: string;
  discountPercent?: number;
  collections: string[];
  color: string;
  description: string;
  options?: DemoOption[];
  /** Units per variant; `untracked` for made-to-order items. */
  stock: number | 'untracked';
  /** Choices whose variants are sold out. */
  soldOut?: string[];
  visible?: boolean;
  digital?: boolean;
}

export interface DemoCollection {
  slug: string;
  name: string;
  description: string;
  color: string;
}

export const demoCollections: DemoCollection[] = [
  {
    slug: 'summer-linen',
    name: 'Summer Linen',
    description: 'Breathable linen pieces for warm days.',
    color: 'd9c7a7',
  },
  {
    slug: 'kitchen-and-table',
    name: 'Kitchen & Table',
    description: 'Stoneware, linens and tools for everyday cooking.',
    color: 'b8c4b0',
  },
  { slug: 'outdoor', name: 'Outdoor', description: 'Gear for trails, beaches and long weekends.', color: '7f9c8a' },
  {
    slug: 'home-fragrance',
    name: 'Home Fragrance',
    description: 'Candles and diffusers poured in small batches.',
    color: 'e2c9b9',
  },
  {
    slug: 'gifts-under-50',
    name: 'Gifts under $50',
    description: 'Small things people actually keep.',
    color: 'f0d9a0',
  },
  { slug: 'new-arrivals', name: 'New Arrivals', description: 'Just landed this season.', color: 'c9d6e3' },
];

const SIZES: DemoOption = {
  name: 'Size',
  type: 'drop_down',
  choices: ['XS', 'S', 'M', 'L', 'XL'],
  surcharge: { XL: 5 },
};
const SIZES_SHORT: DemoOption = { name: 'Size', type: 'drop_down', choices: ['S', 'M', 'L'] };
const LINEN_COLORS: DemoOption = {
  name: 'Color',
  type: 'color',
  choices: [
    ['Sand', 'c8b69a'],
    ['Olive', '7d7b4f'],
    ['Chalk', 'ece8df'],
  ],
};
const GLAZES: DemoOption = {
  name: 'Glaze',
  type: 'color',
  choices: [
    ['Celadon', 'a9c3ae'],
    ['Ash', 'b9b6b0'],
    ['Indigo', '3f4e7a'],
  ],
};
const SCENTS: DemoOption = {
  name: 'Scent',
  type: 'drop_down',
  choices: ['Fig & Cedar', 'Sea Salt', 'Amber', 'Wild Mint'],
};
const CANDLE_SIZES: DemoOption = {
  name: 'Size',
  type: 'drop_down',
  choices: ['Travel 80 g', 'Classic 220 g'],
  surcharge: { 'Classic 220 g': 18 },
};

/** The option sets that several products share, named in demo-products.json by these keys. */
const OPTION_SETS: Record<string, DemoOption> = { SIZES, SIZES_SHORT, LINEN_COLORS, GLAZES, SCENTS, CANDLE_SIZES };

type ProductRow = (typeof productRows)[number];
type OptionRow = NonNullable<ProductRow['options']>[number];

function optionOf(row: OptionRow): DemoOption {
  if (typeof row === 'string') {
    const set = OPTION_SETS[row];
    if (!set) throw new Error(`demo-products.json names an unknown option set: ${row}`);
    return set;
  }
  if (row.type !== 'drop_down' && row.type !== 'color') throw new Error(`demo option ${row.name}: type ${row.type}`);
  const choices = row.choices.map((choice) =>
    typeof choice === 'string' ? choice : ([choice[0]!, choice[1]!] as [string, string]),
  );
  return { ...row, type: row.type, choices };
}

function stockOf(row: ProductRow): DemoProduct['stock'] {
  if (typeof row.stock === 'number' || row.stock === 'untracked') return row.stock;
  throw new Error(`demo product ${row.name}: stock ${row.stock}`);
}

/** The products, kept as data in demo-products.json; options there are inline or the name of a shared set. */
export const demoProducts: DemoProduct[] = productRows.map((row) => ({
  ...row,
  options: row.options?.map(optionOf),
  stock: stockOf(row),
}));

/** The info sections every demo product shows, in both catalogs; `key` is the v3 section's unique name. */
export const DEMO_INFO_SECTIONS = [
  { key: 'care', title: 'Care', html: '<p>See the label; most pieces prefer a gentle wash and air drying.</p>' },
  { key: 'shipping', title: 'Shipping', html: '<p>Ships within 2 business days. Free returns for 30 days.</p>' },
] as const;

export const DEMO_MEMBER = { email: 'demo@sitekit.dev', password: 'sandbox-demo', firstName: 'Dana', lastName: 'Demo' };
