/**
 * Brands and ribbons share one shape (a unique name, a revision and an assigned-product count) and one table; a kind
 * says what differs between them on the wire and in what deleting one does to products.
 */
export interface BrandOrRibbonKind {
  kind: 'brand' | 'ribbon';
  /** Capitalised name for messages. */
  title: string;
  /** Domain-event entity name (`<fqdn>_created` and so on). */
  fqdn: string;
  nameMaxLength: number;
  /** The requested field that adds the count, and the wire field it fills (ribbons use the singular). */
  countRequest: string;
  countField: 'assignedProductsCount' | 'assignedProductCount';
  maxPageSize: number;
  /** Where a product's stored document keeps the reference. */
  productPath: '$.brand' | '$.ribbon';
  /** The SQL expression of a product row's reference id. */
  productIdSql: string;
  /** The SQL column that mirrors the reference name for product queries. */
  productNameColumn: 'brand_name' | 'ribbon_name';
  /**
   * Deleting: `dangle` keeps the id on products (it no longer resolves, no name is shown), `detach` removes the
   * reference from every product.
   */
  onDelete: 'dangle' | 'detach';
}

export const BRAND: BrandOrRibbonKind = {
  kind: 'brand',
  title: 'Brand',
  fqdn: 'wix.stores.catalog.v3.brand',
  nameMaxLength: 50,
  countRequest: 'ASSIGNED_PRODUCTS_COUNT',
  countField: 'assignedProductsCount',
  maxPageSize: 300,
  productPath: '$.brand',
  productIdSql: 'brand_id',
  productNameColumn: 'brand_name',
  onDelete: 'dangle',
};

export const RIBBON: BrandOrRibbonKind = {
  kind: 'ribbon',
  title: 'Ribbon',
  fqdn: 'wix.stores.catalog.v3.ribbon',
  nameMaxLength: 30,
  countRequest: 'ASSIGNED_PRODUCT_COUNT',
  countField: 'assignedProductCount',
  maxPageSize: 100,
  productPath: '$.ribbon',
  productIdSql: `json_extract(doc, '$.ribbon.id')`,
  productNameColumn: 'ribbon_name',
  onDelete: 'detach',
};
