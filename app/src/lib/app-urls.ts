/** Absolute URLs of the app's own pages, for the platform's redirects back to it. */
export function appUrl(path: string): string {
  return new URL(path, window.location.origin).href;
}

/** Where the browser's shop client sends its calls (app/src/routes/shop-api.ts); the rest of the path is the platform's. */
export const SHOP_API_PATH = '/shop/api';

/** Where the browser's store manager sends its calls (app/src/routes/manager-api.ts); the rest is the platform's path. */
export const MANAGER_API_PATH = '/manage/api';
