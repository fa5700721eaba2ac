/**
 * The store manager's pages for the named entities of a v3 store: their address under `/manage/` and their title. The
 * router and the manager's navigation read this list; the pages' code loads only when one of them opens.
 */
export const ENTITY_LINKS_V3 = [
  { path: 'brands', title: 'Brands' },
  { path: 'ribbons', title: 'Ribbons' },
  { path: 'info-sections', title: 'Info sections' },
  { path: 'customizations', title: 'Customizations' },
] as const;

export type EntityPathV3 = (typeof ENTITY_LINKS_V3)[number]['path'];
