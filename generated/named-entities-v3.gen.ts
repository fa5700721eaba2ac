// Derived by scripts/lib/named-entities-v3.ts from the contract's `x-sitekit`: the modules whose reads have a
// `readGroup`, each one's name in addresses and file names, and as a title (docs/decisions.md#37).

/** The named v3 entities: `slug` names the store manager's page (`/manage/info-sections`) and its descriptor. */
export const namedEntitiesV3 = [
  { slug: 'brands', title: 'Brands' },
  { slug: 'ribbons', title: 'Ribbons' },
  { slug: 'info-sections', title: 'Info sections' },
  { slug: 'customizations', title: 'Customizations' },
] as const;
