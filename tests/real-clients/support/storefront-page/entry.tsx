/**
 * The browser side of the storefront page: the platform's React storefront components (`@wix/headless-stores/react`,
 * which `@wix/stores/components` re-exports) over its loaders, bundled as a site's bundler would, with the page's
 * `fetch` sending the platform's calls to the sandbox named in `window.storefrontPageConfig`. `/category/<slug>` shows
 * the category's product list with the category list (the package's category filter needs a category in the address,
 * as the platform's storefronts have: `/category/all-products`); `/product/<slug>` a product page.
 */
import { categories } from '@wix/categories';
import { MediaGallery } from '@wix/headless-media/react';
import { Category, CategoryList, Choice, Option, Product, ProductList } from '@wix/headless-stores/react';
import {
  loadCategoriesListServiceConfig,
  loadProductServiceConfig,
  loadProductsListServiceConfig,
} from '@wix/headless-stores/services';
import { createClient, OAuthStrategy } from '@wix/sdk';
import { customizationsV3, inventoryItemsV3, productsV3, readOnlyVariantsV3 } from '@wix/stores';
import { forwardRef } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchToSandbox } from '../fetch-to-sandbox.js';

export interface StorefrontPageConfig {
  sandboxUrl: string;
  clientId: string;
}

const { sandboxUrl, clientId } = window.storefrontPageConfig;
window.fetch = fetchToSandbox(sandboxUrl, window.fetch.bind(window));
createClient({
  modules: { productsV3, readOnlyVariantsV3, customizationsV3, inventoryItemsV3, categories },
  auth: OAuthStrategy({ clientId }),
}).enableContext('global');

async function productListPage() {
  const [productsListConfig, categoriesListConfig] = await Promise.all([
    loadProductsListServiceConfig(window.location.href),
    loadCategoriesListServiceConfig(),
  ]);
  return (
    <ProductList.Root productsListConfig={productsListConfig}>
      <nav>
        <CategoryList.Root categoriesListConfig={categoriesListConfig}>
          <CategoryList.CategoryRepeater>
            <Category.Label />
          </CategoryList.CategoryRepeater>
        </CategoryList.Root>
      </nav>
      <ProductList.Products>
        <ProductList.ProductRepeater>
          <article data-testid="product-card">
            <Product.Name />
            <Product.Price />
            <Product.CompareAtPrice />
          </article>
        </ProductList.ProductRepeater>
      </ProductList.Products>
    </ProductList.Root>
  );
}

async function productPage(slug: string) {
  const loaded = await loadProductServiceConfig(slug);
  if (loaded.type !== 'success' || !loaded.config.product) return <p>No product {slug}</p>;
  return (
    <Product.Root product={loaded.config.product}>
      <Product.Name />
      <Product.MediaGallery>
        <MediaGallery.Viewport />
      </Product.MediaGallery>
      <Product.Price />
      <Product.CompareAtPrice />
      <Product.Variants>
        <Product.VariantOptions>
          <Product.VariantOptionRepeater>
            <fieldset>
              <Option.Name />
              <Option.Choices>
                <Option.ChoiceRepeater>
                  <Choice.Text />
                  <Choice.Color />
                </Option.ChoiceRepeater>
              </Option.Choices>
            </fieldset>
          </Product.VariantOptionRepeater>
        </Product.VariantOptions>
      </Product.Variants>
      <Product.ProductVariant.SKU />
      <Product.ProductVariant.Stock />
      <Product.Quantity.Raw asChild>
        {forwardRef<HTMLSpanElement, { availableQuantity: number | null }>(({ availableQuantity }, ref) => (
          <span ref={ref} data-testid="available-quantity">
            {availableQuantity === null ? '' : `${availableQuantity} left`}
          </span>
        ))}
      </Product.Quantity.Raw>
    </Product.Root>
  );
}

const slug = /^\/product\/([^/]+)$/.exec(window.location.pathname)?.[1];
const page = await (slug ? productPage(decodeURIComponent(slug)) : productListPage());
createRoot(document.getElementById('root')!).render(<main>{page}</main>);
window.storefrontRendered = true;
